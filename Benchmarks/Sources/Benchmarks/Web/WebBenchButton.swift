import Bindings
import ComposerModel
import WebBackend
import Widgets

/// The web scenarios' button: a `button` element whose press runs ``onPress``.
///
/// ```swift
/// let button = WebBenchButton()
/// button.onPress = { model.count += 1 }
/// ```
@LoopActor
final class WebBenchButton: Widget, WebPresentable {
    /// Runs on each press from a page.
    var onPress: () -> Void = {}

    var webElement: WebElement {
        WebElement(kind: "button", tag: "button", attributes: ["type": "button"], events: [.press])
    }

    var webPresentedKeys: [AttributeKey] { [] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        false
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .press else { throw .notAccepted(event.type) }
        onPress()
    }
}
