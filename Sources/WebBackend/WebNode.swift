import Bindings
import Widgets

/// One node of a ``WebDocument``: what the page has for a widget or an item, with the
/// version at which each property and the child list last changed.
///
/// Thread rule: loop thread (`@LoopActor`), owned by its document.
@LoopActor
final class WebNode {
    /// Unique in the process while the node lives, never reused.
    let id: Int
    /// The widget it shows, or `nil` for an item.
    weak var widget: Widget?
    /// The node of the widget that owns this item (whose presentable takes its events),
    /// or `nil` for a widget's node.
    let ownerID: Int?
    /// The item's key among its siblings, or `nil` for a widget's node.
    let itemKey: String?
    /// The element the page made.
    let element: WebElement
    /// The parent node, `nil` for the root.
    let parentID: Int?
    /// The document's version when the node was made: a page that has an older version
    /// gets the node whole.
    let createdVersion: UInt64
    /// What the page has.
    var properties: [String: WebValue] = [:]
    /// When each property (present, or reset since) last changed.
    var propertyVersions: [String: UInt64] = [:]
    /// The children, in order.
    var childIDs: [Int] = []
    /// When the child list last changed.
    var childrenVersion: UInt64
    /// Item children by key.
    var itemChildIDs: [String: Int] = [:]

    init(
        id: Int, widget: Widget?, ownerID: Int?, itemKey: String?,
        element: WebElement, parentID: Int?, version: UInt64
    ) {
        self.id = id
        self.widget = widget
        self.ownerID = ownerID
        self.itemKey = itemKey
        self.element = element
        self.parentID = parentID
        self.createdVersion = version
        self.childrenVersion = version
    }
}
