public import ComposerModel

// Typed members for control states and for a text style shared between widgets.

extension WidgetAttribute where W: Button {
    /// Titles and title colors per control state in one bundle (ViewComposer's `.states`).
    ///
    /// ```swift
    /// let login: Button = [.states([.normal("Login", .blue), .highlighted("Logging in…", .red)])]
    /// ```
    public static func states(_ appearances: [StateAppearance]) -> Self { Self(.states(appearances)) }
    /// Whether the button is shown highlighted (its highlighted title and color).
    public static func highlighted(_ value: Bool) -> Self { Self(.highlighted(value)) }
    /// Whether the button is shown selected (its selected title and color).
    public static func selected(_ value: Bool) -> Self { Self(.selected(value)) }
    /// The normal-state title (ViewComposer's `.text` on a button): the same key as
    /// `.title(_, for: .normal)`, so a literal holding both keeps one by its duplicates policy.
    public static func text(_ value: String) -> Self { Self(.title(value, for: .normal)) }
    /// The normal-state title color (ViewComposer's `.textColor` on a button): the same
    /// key as `.titleColor(_, for: .normal)`.
    public static func textColor(_ value: Color) -> Self { Self(.titleColor(value, for: .normal)) }
}

extension WidgetAttribute where W: TextField {
    /// Bold, italic, underline, reverse.
    public static func textStyle(_ value: TextStyle) -> Self { Self(.textStyle(value)) }
}

extension WidgetAttribute where W: TextView {
    /// Bold, italic, underline, reverse.
    public static func textStyle(_ value: TextStyle) -> Self { Self(.textStyle(value)) }
}
