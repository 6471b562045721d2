public import ComposerModel

extension Color {
    /// The color as a CSS value for the page, or `nil` for ``ComposerModel/Color/default``,
    /// which on a page means the stylesheet's color for that part (following the page's
    /// light or dark scheme).
    ///
    /// A named color is the stylesheet's variable for it, so that it reads well on both
    /// schemes, falling back to the xterm color (``ComposerModel/Color/css``); a palette
    /// index or an RGB color is itself.
    ///
    /// ```swift
    /// Color.red.webCSS              // "var(--lc-color-red, #cd0000)"
    /// Color.rgb(255, 136, 0).webCSS // "#ff8800"
    /// ```
    public var webCSS: WebValue? {
        guard let css else { return nil }
        if case .named(let named) = self {
            // The name as the stylesheet spells it: `red`, `brightBlue` (the description is `.red`).
            return .string("var(--lc-color-\(String(named.description.drop { $0 == "." })), \(css))")
        }
        return .string(css)
    }
}
