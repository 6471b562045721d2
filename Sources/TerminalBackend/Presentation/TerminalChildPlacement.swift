/// How a widget's terminal presentation places its children: what the layout needs to
/// know to keep the frames of a subtree that did not change from one frame to the next.
///
/// ```swift
/// extension Overlay: TerminalPresentable {
///     func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
///         for child in children { Layout.place(child, in: frame, into: &frames) }
///     }
///     var terminalChildPlacement: TerminalChildPlacement { .inPlace }
/// }
/// ```
///
/// The layout places a widget again only when its `subtreeRevision` moved or the
/// rectangle its container offers it changed; how much of the rest it may keep depends
/// on this answer. A widget without children is never asked.
public enum TerminalChildPlacement: Hashable, Sendable {
    /// Each child is placed with ``Layout/place(_:in:into:)`` straight into the frames
    /// given, at a rectangle worked out from this widget's attributes and its children's
    /// preferred sizes (a stack, the container default): a child whose subtree did not
    /// change keeps its frames, unvisited.
    case inPlace
    /// The children are placed into frames of the widget's own and then moved (a scroll
    /// view shifts its content by the offset): the whole subtree is laid out again
    /// whenever anything in it changed.
    case shifted
    /// Rules the layout cannot rely on: placing this widget again lays out the whole tree
    /// afresh. The default, safe for any container; answer ``inPlace`` or ``shifted`` to
    /// make updates cheaper.
    case unknown
}
