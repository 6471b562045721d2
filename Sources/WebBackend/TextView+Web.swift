public import ComposerModel
public import Widgets

/// A text view is a `textarea`, kind `textView`: its text is the value, a view that is
/// not editable is `readonly`, the alignment, text color and text style are CSS. A
/// `text` event (the whole new text) is ``Widgets/TextView/userDidChangeText(to:)``;
/// text into a view that is not editable is refused (`notEditable`).
///
/// ```swift
/// let notes: TextView = [.text("first line\nsecond"), .editable(false)]
/// // <textarea class="lc-textView" readonly>first line…</textarea>
/// ```
extension TextView: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "textView", tag: "textarea", events: [.text])
    }

    public var webPresentedKeys: [AttributeKey] { [.text, .editable, .textAlignment, .textColor, .textStyle] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .text:
            properties["value"] = .string(text)
        case .editable:
            properties["attr.readonly"] = isEditable ? nil : .bool(true)
        default:
            return document.showText(
                key, alignment: textAlignment, color: textColor, style: textStyle, of: self, into: &properties)
        }
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .text else { throw .notAccepted(event.type) }
        guard isEditable else { throw .notEditable }
        let typed = try event.stringValue()
        userDidChangeText(to: typed)
        if text != typed { document.resend("value", of: self) }
    }
}
