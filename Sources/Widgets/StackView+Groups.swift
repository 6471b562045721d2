// Whether a stack separates groups or controls, for the backends' default spacing.
extension StackView {
    /// Whether one of the arranged widgets is itself a group (``Widget/isGroup``: a stack,
    /// a scroll view, a list, or a container of your own that says so).
    ///
    /// A backend whose platform spaces groups wider than controls (GNOME's HIG: 6 px
    /// between controls, 12 px between groups) reads it where the app set no
    /// ``spacing`` (``hasExplicitSpacing`` is false). It depends on the arranged
    /// widgets' kinds only, so it changes with `arrangedSubviews` and nothing else.
    ///
    /// ```swift
    /// let form: StackView = [.views([nameRow, passwordRow, ok]), .axis(.vertical)]
    /// form.arrangesGroups   // true: the rows are stacks
    /// ```
    ///
    /// - Returns: true when an arranged widget, hidden or not, is a group.
    public var arrangesGroups: Bool {
        arrangedWidgets.contains { $0.isGroup }
    }
}
