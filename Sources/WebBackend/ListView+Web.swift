public import ComposerModel
public import Widgets

/// A list view is a `ul` (`role=listbox`), kind `listView`, that takes `select` events:
/// the page sends the index of the row clicked (or chosen with the keyboard), which is
/// ``Widgets/ListView/userDidSelect(row:)``; an index outside the rows is refused
/// (`outOfRange`).
///
/// A list of items (or of its delegate's rows) has an `li` per row, kind `row`, keyed by
/// the item's id (so that inserts, removals and moves reach the page as such, and a kept
/// row keeps its element): `role=option`, `aria-selected` `true` on the selected row
/// and `false` on the others, holding a `span` (kind `rowTitle`) with the title and,
/// when the item has one, a `span` (kind `rowDetail`) with the detail. A list of row
/// widgets (``Widgets/ListView/makeRow``) has the row widgets themselves as its
/// children, by their widgets.
///
/// ```swift
/// let jobs: ListView = [.items([ListItem(id: "7", title: "Backup", detail: "42%")]), .selectedIndex(0)]
/// // <ul role="listbox"><li role="option" aria-selected="true"><span>Backup</span><span>42%</span></li></ul>
/// ```
///
/// A page cannot select a row of widgets (it selects `li` rows only) nor show which one
/// is selected; a delegate's rows are shown again when a key of the list changes (an
/// install), not when the delegate's data changes alone.
extension ListView: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "listView", tag: "ul", attributes: ["role": "listbox"], events: [.select])
    }

    public var webPresentedKeys: [AttributeKey] { [.items, .selectedIndex] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        // The rows are the node's children: the document brings them up to date after any
        // key of the widget changed.
        key == .items || key == .selectedIndex || key == .delegate
    }

    public func webChildren(in document: WebDocument) -> [WebChild] {
        if showsRowWidgets { return rowWidgets.map { .widget($0) } }
        let row = WebElement(kind: "row", tag: "li")
        let title = WebElement(kind: "rowTitle", tag: "span")
        let detail = WebElement(kind: "rowDetail", tag: "span")
        var keys: Set<String> = []
        return rows.enumerated().map { index, item in
            // Ids should be unique; a repeated one still gets a row of its own.
            let key = keys.insert(item.id).inserted ? item.id : "\(item.id)\u{0}\(index)"
            keys.insert(key)
            var parts = [WebItem(key: "title", element: title, properties: ["text": .string(item.title)])]
            if let text = item.detail {
                parts.append(WebItem(key: "detail", element: detail, properties: ["text": .string(text)]))
            }
            return .item(WebItem(
                key: key, element: row,
                properties: ["attr.role": "option", "attr.aria-selected": index == selectedIndex ? "true" : "false"],
                items: parts))
        }
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .select else { throw .notAccepted(event.type) }
        let index = try event.integerValue()
        guard (0..<rowCount).contains(index) else {
            throw .outOfRange("row \(index) of \(rowCount)")
        }
        userDidSelect(row: index)
    }
}
