import Bindings
import ComposerModel
import Widgets

/// The layout of one widget tree, kept between frames and brought up to date by
/// visiting only the subtrees that changed.
///
/// ```swift
/// let cache = LayoutCache()
/// var changed = cache.update(root, in: Rect(x: 0, y: 0, width: 80, height: 24))   // true: the first layout
/// label.install([.textColor(.named(.red))] as Style)
/// changed = cache.update(root, in: Rect(x: 0, y: 0, width: 80, height: 24))       // false: no frame moved
/// cache.frames[ObjectIdentifier(label)]                                            // what Layout.frames gives
/// ```
///
/// A widget is placed again only when its `Widget.subtreeRevision` moved (something in it
/// changed what it shows, or its children changed) or the rectangle its container offers
/// it changed; otherwise its subtree's frames from the last update stand, unvisited.
/// Preferred sizes are cached by the same rule. So after one label changed, an update
/// costs the path from the root to that label (each container on it places its
/// children again, finding their sizes in the cache), and a label whose new text changes
/// its size moves its siblings exactly as a full layout would.
///
/// What is never taken from the cache: a widget whose presentation redraws every frame
/// (a list with a delegate: its rows are not attributes, so its revision does not follow
/// them) and everything above it; and the subtree of a container whose
/// `terminalChildPlacement` is ``TerminalChildPlacement/shifted`` (a scroll view or a list
/// of row widgets: they place their content into frames of their own, then shift them),
/// which is laid out whole when anything in it changed. A container whose placement is
/// ``TerminalChildPlacement/unknown`` (the default of one of yours) that has to be placed
/// again makes the update fall back to a full layout, as its placing rules are unknown.
///
/// The frames of widgets that left the tree stay until the dictionary grows to twice its
/// size at the last full layout, which then starts afresh: they are never drawn, as
/// drawing walks the tree.
///
/// Threading: loop only. Not re-entrant: ``update(_:in:)`` must not be called from a
/// presentation's layout code.
@LoopActor
final class LayoutCache {
    /// A widget's placing, as of the last update that placed it.
    private struct Placement {
        /// Its `subtreeRevision` when it was placed.
        var stamp: Int
        /// The rectangle its container offered it.
        var offered: Rect
        /// The widgets its placing placed, in order.
        var placedChildren: [ObjectIdentifier]
    }

    /// A widget's preferred size and the `subtreeRevision` it was measured at.
    private struct Measure {
        var stamp: Int
        var size: Size
    }

    /// The frame of every visible widget, keyed by identity, as ``Layout/frames(of:in:)``
    /// gives it (plus those of widgets gone since the last full layout).
    private(set) var frames: [ObjectIdentifier: Rect] = [:]
    private var placements: [ObjectIdentifier: Placement] = [:]
    private var measures: [ObjectIdentifier: Measure] = [:]
    private var bounds: Rect?
    /// How many frames the last full layout made: the dictionary is rebuilt at twice that.
    private var fullLayoutFrameCount = 0

    // State of the update in progress.
    /// Whether a frame moved, appeared, or a container's placed children changed.
    private var layoutChanged = false
    /// A container of unknown kind had to be placed again: redo the update in full.
    private var needsFullLayout = false
    /// Inside a subtree laid out whole (a scroll view's content): no hits, no records.
    private var uncachedDepth = 0
    /// Whether the subtree measured or placed so far contains a widget that redraws every frame.
    private var sawVolatile = false
    /// The widgets placed by the container being placed now, innermost last.
    private var placedStack: [[ObjectIdentifier]] = []

    /// The cache in use by the update in progress, for ``Layout``'s static functions.
    private(set) static var active: LayoutCache?

    /// An empty cache: its first update is a full layout.
    init() {}

    /// Runs `body` with no cache in use: for a full layout made from inside an update.
    ///
    /// - Parameter body: Lays out without the cache.
    static func suspended(_ body: () -> Void) {
        let outer = active
        active = nil
        defer { active = outer }
        body()
    }

    /// Brings the layout of `root` in `bounds` up to date.
    ///
    /// - Parameters:
    ///   - root: The top of the tree.
    ///   - bounds: The cells the tree may use.
    /// - Returns: Whether any frame changed (or a widget was added, shown, hidden or
    ///   removed) since the last update: `false` means the screen may redraw only damage.
    /// - Complexity: O(*k* × *d*) for *k* widgets on the paths from the root to the
    ///   changed ones in a tree *d* deep, plus their siblings; O(*n* × *d*) for the first
    ///   update, after a change of bounds, or on a fall-back to a full layout.
    func update(_ root: Widget, in bounds: Rect) -> Bool {
        precondition(Self.active == nil, "LayoutCache.update re-entered from layout code")
        var fresh = bounds != self.bounds || frames.count > 2 * fullLayoutFrameCount + 64
        if fresh { reset(bounds) }
        if root.isHidden {
            let hadFrames = !frames.isEmpty
            reset(bounds)
            return hadFrames || fresh
        }
        Self.active = self
        defer { Self.active = nil }
        layoutChanged = false
        needsFullLayout = false
        placeRoot(root, in: bounds)
        if needsFullLayout && !fresh {
            reset(bounds)
            fresh = true
            placeRoot(root, in: bounds)
        }
        if fresh { fullLayoutFrameCount = frames.count }
        return layoutChanged || fresh
    }

    private func placeRoot(_ root: Widget, in bounds: Rect) {
        placedStack = [[]]
        sawVolatile = false
        uncachedDepth = 0
        Layout.place(root, in: bounds, into: &frames)
        placedStack.removeAll(keepingCapacity: true)
    }

    /// Forgets everything: the next placing is a full layout.
    private func reset(_ bounds: Rect) {
        self.bounds = bounds
        frames.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        measures.removeAll(keepingCapacity: true)
        fullLayoutFrameCount = 0
    }

    private static func isVolatile(_ widget: Widget) -> Bool {
        widget.terminalPresentation?.redrawsEveryTerminalFrame == true
    }

    /// How `widget` places its children, as its presentation says: a widget without
    /// children or without a presentation (a plain container) places in place.
    private static func childPlacement(of widget: Widget) -> TerminalChildPlacement {
        guard !widget.children.isEmpty, let presentation = widget.terminalPresentation else { return .inPlace }
        return presentation.terminalChildPlacement
    }

    // MARK: Called by Layout during an update

    /// `widget`'s preferred size: from the cache when its subtree did not change.
    ///
    /// - Parameters:
    ///   - widget: The widget.
    ///   - measure: Measures it (its subtree's sizes come from the cache in turn).
    /// - Returns: Its preferred size.
    func preferredSize(of widget: Widget, measuring measure: () -> Size) -> Size {
        let id = ObjectIdentifier(widget)
        if uncachedDepth == 0, let entry = measures[id], entry.stamp == widget.subtreeRevision {
            return entry.size
        }
        let outerSawVolatile = sawVolatile
        sawVolatile = false
        let size = measure()
        let volatile = sawVolatile || Self.isVolatile(widget)
        if uncachedDepth == 0 {
            measures[id] = volatile ? nil : Measure(stamp: widget.subtreeRevision, size: size)
        }
        sawVolatile = outerSawVolatile || volatile
        return size
    }

    /// Places `widget` at `rect` (already normalized), unless its subtree and `rect` are
    /// those of its last placing, whose frames then stand.
    ///
    /// - Parameters:
    ///   - widget: A visible widget.
    ///   - rect: Its frame.
    ///   - frames: The layout being built.
    ///   - placeChildren: Places its subtree, as ``Layout/place(_:in:into:)`` does.
    func place(_ widget: Widget, in rect: Rect, into frames: inout [ObjectIdentifier: Rect],
               placingChildren placeChildren: (inout [ObjectIdentifier: Rect]) -> Void) {
        let id = ObjectIdentifier(widget)
        placedStack[placedStack.count - 1].append(id)
        let previous = placements[id]
        if uncachedDepth == 0, let previous, previous.stamp == widget.subtreeRevision, previous.offered == rect {
            return
        }
        if frames[id] != rect { layoutChanged = true }
        frames[id] = rect
        // A container that shifts what it placed (a scroll view) needs every frame of its
        // subtree placed afresh: none may come from the cache.
        let laysOutWhole: Bool
        switch Self.childPlacement(of: widget) {
        case .inPlace: laysOutWhole = false
        case .shifted: laysOutWhole = true
        case .unknown:
            laysOutWhole = true
            needsFullLayout = true
        }
        let outerSawVolatile = sawVolatile
        sawVolatile = false
        placedStack.append([])
        if laysOutWhole { uncachedDepth += 1 }
        placeChildren(&frames)
        if laysOutWhole { uncachedDepth -= 1 }
        let placed = placedStack.removeLast()
        if placed != previous?.placedChildren ?? [] { layoutChanged = true }
        let volatile = sawVolatile || Self.isVolatile(widget)
        if uncachedDepth == 0 {
            // A volatile subtree keeps its record for the comparison of placed children,
            // under a stamp no widget has: it is never a hit.
            placements[id] = Placement(stamp: volatile ? -1 : widget.subtreeRevision, offered: rect, placedChildren: placed)
        }
        sawVolatile = outerSawVolatile || volatile
    }
}
