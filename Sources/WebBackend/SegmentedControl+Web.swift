public import ComposerModel
public import Widgets

/// A segmented control is a `fieldset` (`role=radiogroup`), kind `segmentedControl`,
/// of one item per segment, keyed by position (as the GTK backend reuses its buttons):
/// a `label`, kind `segment`, whose text is the segment's title, holding a radio
/// button (`input type=radio`, kind `segmentInput`, named for this control alone),
/// `checked` on the selected segment. A `select` event from a radio is
/// ``Widgets/SegmentedControl/userDidSelect(segment:)`` with that radio's index; an
/// index outside the segments is refused (`outOfRange`).
///
/// ```swift
/// let view: SegmentedControl = [.segments(["List", "Grid"]), .selectedIndex(0)]
/// // <fieldset role="radiogroup"><label class="lc-segment"><input type="radio" checked>List</label>…
/// ```
extension SegmentedControl: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "segmentedControl", tag: "fieldset", attributes: ["role": "radiogroup"])
    }

    public var webPresentedKeys: [AttributeKey] { [.segments, .selectedIndex] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        // The segments are the node's items: the document brings them up to date after
        // any key of the widget changed.
        key == .segments || key == .selectedIndex
    }

    public func webChildren(in document: WebDocument) -> [WebChild] {
        // The node id is unique in the process, so no two controls share a radio group.
        let group = "lc-segments-\(document.nodeID(of: self) ?? 0)"
        let radio = WebElement(
            kind: "segmentInput", tag: "input", attributes: ["type": "radio", "name": group], events: [.select])
        let segment = WebElement(kind: "segment", tag: "label")
        return segments.enumerated().map { index, title in
            let key = String(index)
            return .item(WebItem(
                key: key, element: segment, properties: ["text": .string(title)],
                items: [WebItem(key: key, element: radio, properties: ["checked": .bool(index == selectedIndex)])]))
        }
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .select else { throw .notAccepted(event.type) }
        // The radio's key is its index: the page's value is not needed.
        let index: Int
        if let key = event.itemKey, let keyed = Int(key) { index = keyed } else { index = try event.integerValue() }
        guard segments.indices.contains(index) else {
            throw .outOfRange("segment \(index) of \(segments.count)")
        }
        userDidSelect(segment: index)
    }
}
