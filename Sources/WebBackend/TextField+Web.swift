public import ComposerModel
public import Widgets

/// A text field is an `input` (`type=text`), kind `textField`: its text is the value,
/// secure entry the `password` type, the placeholder the `placeholder` attribute, the
/// alignment, text color and text style CSS. A `text` event (the whole new text) is
/// ``Widgets/TextField/userDidChangeText(to:)``, a `submit` (Enter)
/// ``Widgets/TextField/userDidPressReturn()``. When the widget keeps another text than
/// the one typed (its delegate refused the edit), the page is sent the widget's text.
///
/// ```swift
/// let email: TextField = [.placeholder("Email")]
/// // <input type="text" class="lc-textField" placeholder="Email">
/// ```
///
/// A page does not tell the server when the focus leaves a field:
/// ``Widgets/TextField/userDidEndEditing()`` is not called from a page.
extension TextField: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "textField", tag: "input", attributes: ["type": "text"], events: [.text, .submit])
    }

    public var webPresentedKeys: [AttributeKey] {
        [.text, .placeholder, .secureEntry, .textAlignment, .textColor, .textStyle]
    }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .text:
            properties["value"] = .string(text)
        case .placeholder:
            properties["attr.placeholder"] = placeholder.isEmpty ? nil : .string(placeholder)
        case .secureEntry:
            properties["attr.type"] = isSecureEntry ? "password" : "text"
        default:
            return document.showText(
                key, alignment: textAlignment, color: textColor, style: textStyle, of: self, into: &properties)
        }
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        switch event.type {
        case .text:
            let typed = try event.stringValue()
            userDidChangeText(to: typed)
            // A delegate may refuse the edit: the page shows what it typed, so send it the
            // text the widget kept.
            if text != typed { document.resend("value", of: self) }
        case .submit:
            userDidPressReturn()
        default:
            throw .notAccepted(event.type)
        }
    }
}
