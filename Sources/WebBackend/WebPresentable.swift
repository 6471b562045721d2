public import Bindings
public import ComposerModel
public import Widgets

/// How a widget shows on a web page: the browser backend's presentation protocol, adopted
/// by each widget in this module (`Label+Web.swift`, `Button+Web.swift`, …) and by a user's
/// own widgets in their modules. ``WebDocument`` knows no widget type: it asks the widget.
///
/// The document makes the widget's node once from ``webElement``, shows every key of
/// ``webPresentedKeys`` (and the common keys) once, and from then on, per install, shows
/// only the keys the installed delta set or reset (``showOnWeb(_:into:in:)``): the
/// widget's properties already hold the new values (a reset key holds its default, which
/// is written as `nil`, the page's default). Keys the widget does not show itself (it
/// returns `false`) get the document's meaning for the attributes every widget has:
/// hidden, enabled, opacity, width and height, margins, padding, colors, border, font.
///
/// ```swift
/// final class Meter: Widget { private(set) var level = 0.0 … }
///
/// extension Meter: WebPresentable {
///     public var webElement: WebElement { WebElement(kind: "meter", tag: "progress") }
///     public var webPresentedKeys: [AttributeKey] { [.value] }
///     public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
///         guard key == .value else { return false }
///         properties["attr.value"] = .number(level)
///         return true
///     }
/// }
/// ```
///
/// Thread and re-entrancy rules: loop thread (`@LoopActor`). ``showOnWeb(_:into:in:)``
/// runs after the flush, in the render stage, and must not install on widgets.
/// ``receiveWebEvent(_:in:)`` runs on the loop when a page's event arrives, after the
/// document checked that the node is live, enabled and shown; it checks the event against
/// the widget's state and calls the widget's user-event path (`userDidPress()`), which
/// may change view models.
@LoopActor
public protocol WebPresentable: Widget {
    /// The element the page makes for the widget.
    var webElement: WebElement { get }

    /// The keys this widget shows itself, shown once when its node is made (the common
    /// keys are added by the document).
    var webPresentedKeys: [AttributeKey] { get }

    /// Writes the page properties that show the widget's current value for `key`.
    ///
    /// - Parameters:
    ///   - key: A key the install set or reset.
    ///   - properties: Where to write.
    ///   - document: The document (its units, its image store).
    /// - Returns: Whether the widget showed `key`; `false` lets the document give it its
    ///   common meaning.
    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool

    /// The widget's children on the page, in order: its child widgets by default; a list
    /// of plain rows or a segmented control gives items.
    ///
    /// - Parameter document: The document.
    /// - Returns: The children.
    func webChildren(in document: WebDocument) -> [WebChild]

    /// Handles one event from a page: checks it against the widget's state and calls the
    /// widget's user-event path.
    ///
    /// - Parameters:
    ///   - event: The event, its value of the right shape not yet checked.
    ///   - document: The document.
    /// - Throws: A ``WebEventRefusal`` when the widget does not take the event or its value
    ///   is out of range; the event then reaches nothing.
    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal)
}

extension WebPresentable {
    public func webChildren(in document: WebDocument) -> [WebChild] {
        children.map { .widget($0) }
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        throw .notAccepted(event.type)
    }
}
