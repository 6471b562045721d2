/// What must change on a widget tree showing one ``Component`` so that it shows
/// another: the root's ``StyleDelta``, deltas for changed children, and the
/// ``RowChanges`` of its rows.
///
/// ```swift
/// let delta = new.difference(from: old)
/// personView.install(delta)
/// ```
///
/// A child the new component no longer has gets a delta that resets every
/// attribute it had; a row the new component no longer has is removed.
public struct ComponentDelta: Equatable, Sendable {
    /// The root widget's changes.
    public var style: StyleDelta
    /// Changed children only, in the new component's order, then dropped children.
    public var children: [ChildDelta]
    /// How the rows changed.
    public var rows: RowChanges

    public init(style: StyleDelta = .empty, children: [ChildDelta] = [], rows: RowChanges = .empty) {
        self.style = style
        self.children = children
        self.rows = rows
    }

    /// Whether installing this delta changes nothing.
    public var isEmpty: Bool { style.isEmpty && children.isEmpty && rows.isEmpty }
}
