public import ComposerModel
public import Widgets

/// A button is a `button` (`type=button`), kind `button`: its text is the title of the
/// state shown (``Widgets/Button/displayedState``: disabled, highlighted, selected or
/// normal) and its `color` that state's title color; a selected button is
/// `aria-pressed="true"`; the text style and alignment are CSS; the emphasis is
/// `data-emphasis` (a destructive button is drawn red, the others in the accent). A `press` is
/// ``Widgets/Button/userDidPress()``.
///
/// ```swift
/// let go: Button = [.title("Go", for: .normal), .titleColor(.red, for: .normal)]
/// // <button type="button" class="lc-button" style="color: var(--lc-color-red, #cd0000)">Go</button>
/// ```
extension Button: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "button", tag: "button", attributes: ["type": "button"], events: [.press])
    }

    public var webPresentedKeys: [AttributeKey] {
        [.title(.normal), .textAlignment, .textStyle, .titleColor(.normal), .selected, .emphasis]
    }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .title, .text, .highlighted:
            showTitle(into: &properties)
        case .selected, .states:
            // The states change which title and color are shown.
            showTitle(into: &properties)
            properties["attr.aria-pressed"] = isSelected ? "true" : nil
        case .enabled:
            // The disabled state has a title and a color of its own: the common meaning
            // (`disabled`) plus the state's title and color.
            document.showCommon(.enabled, of: self, into: &properties)
            showTitle(into: &properties)
        case .titleColor, .textColor:
            properties["css.color"] = displayedTitleColor.webCSS
        case .textStyle:
            document.showTextStyle(textStyle, of: self, into: &properties)
        case .font:
            document.showFont(textStyle, of: self, into: &properties)
        case .textAlignment:
            properties["css.text-align"] = textAlignment.webCSS
        case .emphasis:
            properties["attr.data-emphasis"] = emphasis == .none ? nil : .string(emphasis.rawValue)
        default:
            return false
        }
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .press else { throw .notAccepted(event.type) }
        userDidPress()
    }

    private func showTitle(into properties: inout WebProperties) {
        properties["text"] = .string(displayedTitle)
        properties["css.color"] = displayedTitleColor.webCSS
    }
}
