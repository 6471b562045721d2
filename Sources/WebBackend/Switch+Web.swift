public import ComposerModel
public import Widgets

/// A switch is an `input` (`type=checkbox`, `role=switch`), kind `switch`: `isOn` is
/// `checked`. A `toggle` event carries the page's new state; when it differs from the
/// widget's it is ``Widgets/Switch/userDidToggle()`` (a toggle to the state the widget
/// already has changes nothing).
///
/// ```swift
/// let wifi: Switch = [.isOn(true)]   // <input type="checkbox" role="switch" class="lc-switch" checked>
/// ```
extension Switch: WebPresentable {
    public var webElement: WebElement {
        WebElement(kind: "switch", tag: "input", attributes: ["type": "checkbox", "role": "switch"], events: [.toggle])
    }

    public var webPresentedKeys: [AttributeKey] { [.isOn] }

    public func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .isOn else { return false }
        properties["checked"] = .bool(isOn)
        return true
    }

    public func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .toggle else { throw .notAccepted(event.type) }
        if try event.boolValue() != isOn { userDidToggle() }
    }
}
