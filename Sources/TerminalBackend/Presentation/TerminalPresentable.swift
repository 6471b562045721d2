public import Bindings
import ComposerModel
public import Widgets

/// How a widget shows on the terminal: its size, how it places and draws its children,
/// how it draws itself, and which keys it uses. ``Layout``, ``WidgetRenderer``,
/// ``KeyRouter`` and ``TerminalScreen`` ask this protocol and nothing else, so a widget of
/// your own is laid out, drawn and gets keys like the built-in ones.
///
/// ```swift
/// final class Gauge: Widget {
///     var level = 0 { didSet { setNeedsDisplay() } }   // 0…5
///     override var acceptsFocus: Bool { true }
/// }
///
/// extension Gauge: TerminalPresentable {
///     func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 5, height: 1) }
///
///     func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
///         let bar = String(repeating: "▮", count: level) + String(repeating: "▯", count: 5 - level)
///         buffer.write(bar, in: rect, alignment: .leading, foreground: tintColor, background: backgroundColor,
///                      style: isFocused ? .reverse : .plain)
///     }
///
///     func handleTerminalKey(_ key: Key) -> Bool {
///         switch key {
///         case .right: level = min(5, level + 1)
///         case .left: level = max(0, level - 1)
///         default: return false
///         }
///         return true
///     }
/// }
/// ```
///
/// Every requirement has a default, so a leaf widget implements only what it needs.
/// What the backend does for every widget, adopting or not: an explicit `width` or
/// `height` wins over the content size, and the background, border and padding are drawn
/// around the content (``drawTerminalContent(in:into:)`` gets the rectangle inside them).
///
/// A widget that does not adopt the protocol (a composable `Widget` subclass with
/// outlets, say) is shown as a container of its children: they are stacked top to bottom
/// inside its border, padding and margins, each at its preferred height and the full
/// width (as a vertical `StackView` with its default attributes would), and it draws
/// its background and border only. The defaults below do the same.
///
/// Every built-in widget adopts the protocol in this module (`Label+Terminal.swift`, …),
/// and a subclass inherits its superclass's presentation: a `Label` subclass is drawn as
/// a label, a `StackView` subclass with outlets as a stack. (A subclass cannot adopt the
/// protocol again, nor override the implementations, which live in extensions: to present
/// a widget differently, subclass `Widget`.)
///
/// Threading: loop only, like the widgets. Re-entrancy: the layout and drawing
/// requirements run while a frame is built and must not change the tree (add, remove or
/// hide widgets); ``handleTerminalKey(_:)`` may change anything, as a user event.
@LoopActor
public protocol TerminalPresentable: Widget {
    /// The size of the content, inside the border and padding: text, a bar, children.
    ///
    /// ```swift
    /// func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 12, height: 1) }
    /// ```
    ///
    /// - Parameter fittingWidth: The content's width when the widget has an explicit
    ///   `width` (its width less border and padding), for content that wraps to it; `nil`
    ///   otherwise. The explicit width wins over the width returned.
    /// - Returns: Whole cells; an explicit `height` wins over the height returned.
    func terminalContentSize(fittingWidth: Int?) -> Size

    /// Places the visible children inside `frame`, the widget's own frame, border included.
    ///
    /// A container that arranges its children calls ``Layout/place(_:in:into:)`` for each
    /// one; frames may lie outside `frame` (scrolled content), for the drawing to clip.
    ///
    /// - Parameters:
    ///   - frame: Where the widget itself goes.
    ///   - frames: The layout so far: each placed widget's frame, keyed by identity.
    func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect])

    /// Draws the content (text, marks, bars) in `rect`, inside the border and padding, with
    /// the focus and selection state. Background and border are already drawn.
    ///
    /// - Parameters:
    ///   - rect: The content's cells; never empty.
    ///   - buffer: The frame being drawn.
    func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer)

    /// Draws the children after the content: each one with
    /// ``WidgetRenderer/draw(_:frames:into:)`` by default; a scrolling container draws them
    /// clipped to its viewport.
    ///
    /// - Parameters:
    ///   - frame: The widget's own frame.
    ///   - frames: The layout, from ``Layout``.
    ///   - buffer: The frame being drawn.
    func drawTerminalChildren(in frame: Rect, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer)

    /// Uses a key pressed while this widget has the focus.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the widget used it; a key not used goes on to the ancestors
    ///   (``handleTerminalKey(_:unusedBy:)``), then moves the focus (↑ ↓) or reaches the
    ///   application.
    func handleTerminalKey(_ key: Key) -> Bool

    /// Uses a key that the focused widget inside this one did not use (a scroll view
    /// scrolls with Page Up / Page Down). Asked innermost ancestor first.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - focusedDescendant: The widget with the focus.
    /// - Returns: Whether this widget used it.
    func handleTerminalKey(_ key: Key, unusedBy focusedDescendant: Widget) -> Bool

    /// Called before the focus leaves this widget by a key (Tab, an arrow): a text field
    /// ends its editing, as leaving a field does in UIKit.
    func terminalFocusWillLeave()

    /// Whether a redraw of this widget must draw its whole subtree, because it clips its
    /// children (a scroll view): a change anywhere inside redraws it whole.
    var terminalClipsSubtree: Bool { get }

    /// Whether every frame must redraw this widget, because it shows state that does not
    /// move its `displayRevision` (a list whose delegate supplies the rows).
    var redrawsEveryTerminalFrame: Bool { get }

    /// How ``placeTerminalChildren(in:into:)`` places the children, so that the layout
    /// keeps the frames of the subtrees that did not change.
    ///
    /// ```swift
    /// var terminalChildPlacement: TerminalChildPlacement { .inPlace }   // Layout.place into `frames`
    /// ```
    var terminalChildPlacement: TerminalChildPlacement { get }

    /// Whether this widget scrolls its content, so that a vertical stack too tall for its
    /// room shrinks it before cutting rows off the others (a list, a scroll view).
    var terminalScrollsToFit: Bool { get }
}

extension TerminalPresentable {
    /// Children stacked top to bottom, as a widget that does not adopt the protocol.
    public func terminalContentSize(fittingWidth: Int?) -> Size {
        Layout.containerContentSize(of: self)
    }

    /// Children stacked top to bottom inside border, padding and margins.
    public func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        Layout.placeContainerChildren(of: self, in: frame, into: &frames)
    }

    /// Nothing: a container shows its children, background and border only.
    public func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {}

    /// Each child, unclipped.
    public func drawTerminalChildren(in frame: Rect, frames: [ObjectIdentifier: Rect], into buffer: inout CellBuffer) {
        WidgetRenderer.drawChildren(of: self, frames: frames, into: &buffer)
    }

    /// No key.
    public func handleTerminalKey(_ key: Key) -> Bool { false }

    /// No key.
    public func handleTerminalKey(_ key: Key, unusedBy focusedDescendant: Widget) -> Bool { false }

    /// Nothing.
    public func terminalFocusWillLeave() {}

    /// `false`: a change inside redraws only the changed widgets.
    public var terminalClipsSubtree: Bool { false }

    /// `false`: redrawn when its `displayRevision` moves.
    public var redrawsEveryTerminalFrame: Bool { false }

    /// ``TerminalChildPlacement/unknown``: a container placed again lays out the whole
    /// tree afresh, whatever its ``placeTerminalChildren(in:into:)`` does.
    public var terminalChildPlacement: TerminalChildPlacement { .unknown }

    /// `false`: shrunk, when a stack has too little room, only after the scrolling widgets.
    public var terminalScrollsToFit: Bool { false }
}

extension Widget {
    /// This widget's terminal presentation, if its class adopts ``TerminalPresentable``.
    var terminalPresentation: (any TerminalPresentable)? {
        self as? any TerminalPresentable
    }
}
