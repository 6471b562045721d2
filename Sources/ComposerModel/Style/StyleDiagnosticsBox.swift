/// A style's diagnostics, out of line: what ``Style/diagnostics`` reads, kept only when there
/// are some.
///
/// ```swift
/// let style: Style = [.text("a"), .text("b")]   // a repeated key
/// style.diagnostics.count                        // 1, from the box
/// Style().diagnostics                            // []: no box
/// ```
///
/// A style is copied several times per flush (the binding's output, the target's merge, the
/// install). Held as an array, the diagnostics were a second reference in every copy, the
/// shared empty array almost always: a retain and a release of it per copy, for nothing.
/// Without a box, the reference is `nil`.
///
/// Threading: immutable after init, so `Sendable`; a style with new diagnostics gets a new box.
@usableFromInline
final class StyleDiagnosticsBox: Sendable {
    /// The diagnostics, never empty.
    @usableFromInline
    let diagnostics: [StyleDiagnostic]

    /// A box of `diagnostics`, which are not empty.
    init(_ diagnostics: [StyleDiagnostic]) {
        self.diagnostics = diagnostics
    }
}
