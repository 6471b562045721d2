public import ComposerModel
public import Widgets

/// A scroll view is a `div` (`tabindex=0`, so that keys scroll it), kind `scrollView`,
/// with `overflow: auto`: its content widget is its child, the content offset its
/// `scroll` property (rows, a row being 1 rem). A `scroll` event (whole rows) is
/// ``Widgets/ScrollView/userDidScroll(to:)``; a negative offset, or one past
/// ``Widgets/ScrollView/maximumContentOffset``, is refused (`outOfRange`).
///
/// ```swift
/// let log: ScrollView = [.content(lines), .height(10)]
/// // <div tabindex="0" class="lc-scrollView" style="overflow: auto; height: 10rem">…</div>
/// ```
///
/// A page does not report the content's and the viewport's heights, so the offset is
/// not clamped at the end of the content (``Widgets/ScrollView/maximumContentOffset``
/// stays unknown); `clipsToBounds` has no meaning of its own here (a scroll view always
/// clips), and revealing a focused widget is the browser's own.
extension ScrollView: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "scrollView", tag: "div", attributes: ["tabindex": "0"], events: [.scroll])
    }

    public var webPresentedKeys: [AttributeKey] { [.content, .contentOffset] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .content:
            // The child: the document brings it up to date.
            break
        case .contentOffset:
            properties["scroll"] = .number(Double(contentOffset))
        case .clipsToBounds:
            properties["css.overflow"] = "auto"
        default:
            return false
        }
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .scroll else { throw .notAccepted(event.type) }
        let offset = try event.integerValue()
        guard offset >= 0, offset <= maximumContentOffset else {
            throw .outOfRange("offset \(offset) is outside 0...\(maximumContentOffset)")
        }
        userDidScroll(to: offset)
    }
}
