/// A problem noticed while building or installing a style: never fatal, always recorded.
///
/// ```swift
/// let style: Style = [.text("foo"), .text("bar")]
/// style[.text]                       // .text("foo"): the first one wins
/// style.diagnostics.first?.message   // "duplicate key text: kept text(\"foo\"), dropped text(\"bar\")"
/// ```
public struct StyleDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A literal or array named the same key twice; the first attribute was kept.
        case duplicateKey(kept: Attribute, dropped: Attribute)
        /// A ``DuplicatePolicy/resolve(_:)`` resolver returned an attribute with
        /// another key; the attribute kept so far stayed.
        case resolverChangedKey(kept: Attribute, resolved: Attribute)
        /// The target does not accept this attribute; it was skipped.
        case unsupportedAttribute(Attribute)
        /// The target refused or clamped the value; it says why.
        case rejectedValue(Attribute, reason: String)
        /// A component addressed a child the target does not have.
        case missingChild(ComponentKey)
        /// A component named the same child or row key twice; the first was kept.
        case duplicateChild(ComponentKey)
        /// The target keeps no rows; this many row changes were ignored.
        case rowsUnsupported(ignoredChanges: Int)
    }

    /// What went wrong.
    public let kind: Kind
    /// The widget the problem concerns (its type and identifier), when there is one.
    public let target: String?

    /// A diagnostic of `kind`, about `target` when there is one.
    public init(_ kind: Kind, target: String? = nil) {
        self.kind = kind
        self.target = target
    }

    /// One line naming the widget, the attribute and the problem.
    public var message: String {
        let prefix = target.map { "\($0): " } ?? ""
        switch kind {
        case .duplicateKey(let kept, let dropped):
            return "\(prefix)duplicate key \(kept.key): kept \(kept), dropped \(dropped)"
        case .resolverChangedKey(let kept, let resolved):
            return "\(prefix)duplicate key \(kept.key): the resolver returned \(resolved), another key; kept \(kept)"
        case .unsupportedAttribute(let attribute):
            return "\(prefix)unsupported attribute \(attribute) skipped"
        case .rejectedValue(let attribute, let reason):
            return "\(prefix)value rejected for \(attribute): \(reason)"
        case .missingChild(let key):
            return "\(prefix)no child for key \(key)"
        case .duplicateChild(let key):
            return "\(prefix)duplicate child key \(key): kept the first"
        case .rowsUnsupported(let count):
            return "\(prefix)has no rows: \(count) row change\(count == 1 ? "" : "s") ignored"
        }
    }

    public var description: String { message }
}
