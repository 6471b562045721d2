/// How a style built from a sequence settles a key given more than once.
///
/// The policy is chosen per construction and never stored: each
/// `Style(_:duplicates:)` call uses the one it is given, and there is no global
/// setting. Literals always use ``firstWins``.
///
/// ```swift
/// let first = Style([.width(3), .width(8)])                          // width 3, one diagnostic
/// let last = Style([.width(3), .width(8)], duplicates: .lastWins)    // width 8, no diagnostic
/// let widest = Style([.width(3), .width(8)], duplicates: .resolve { first, later in
///     if case .width(let a) = first, case .width(let b) = later { return .width(max(a, b)) }
///     return first
/// })
/// ```
///
/// The resolver runs synchronously inside the initializer, on the caller's thread,
/// and may be called once per repeated occurrence; it must not build styles that
/// depend on its own result.
public enum DuplicatePolicy: Sendable {
    /// The first attribute for a key is kept; each later one is dropped and recorded
    /// as a ``StyleDiagnostic/Kind/duplicateKey(kept:dropped:)`` diagnostic, since
    /// under this policy a repeated key is taken to be a mistake. The default.
    case firstWins
    /// The last attribute for a key is kept, at the position where the key first
    /// appeared. A deliberate choice, so nothing is recorded.
    case lastWins
    /// The resolver settles each repeat: it receives the value kept so far (`first`)
    /// and the later one, and returns the value to keep, which must have the same key.
    /// A result with another key is recorded as a
    /// ``StyleDiagnostic/Kind/resolverChangedKey(kept:resolved:)`` diagnostic and the
    /// value kept so far stays. Otherwise nothing is recorded.
    case resolve(@Sendable (_ first: Attribute, _ later: Attribute) -> Attribute)
}
