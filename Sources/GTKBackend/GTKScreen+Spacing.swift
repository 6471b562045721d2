// The GNOME HIG's spacing, for stacks whose app set none.
extension GTKScreen {
    /// Pixels between the children of a stack of controls whose app set no `spacing`: the
    /// GNOME HIG's 6 px between related controls.
    ///
    /// ```swift
    /// let buttons: StackView = [.views([cancel, ok]), .axis(.horizontal)]
    /// // in a window: cancel and ok 6 px apart
    /// ```
    public nonisolated static let controlSpacing = 6

    /// Pixels between the children of a stack that arranges groups (one of its children
    /// is a stack, a scroll view or a list, ``Widgets/StackView/arrangesGroups``) and set no
    /// `spacing`: the low end of the GNOME HIG's 12–18 px between groups.
    ///
    /// A `GtkBox` has one spacing for all its gaps, so a stack that holds one group spaces
    /// every child 12 px: a title above a group of rows sits as far from it as the rows
    /// sit from each other.
    ///
    /// ```swift
    /// let form: StackView = [.views([title, nameRow, passwordRow]), .axis(.vertical)]
    /// // in a window: 12 px between the title and each row
    /// ```
    public nonisolated static let groupSpacing = 12
}
