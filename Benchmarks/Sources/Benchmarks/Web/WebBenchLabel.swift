import Bindings
import ComposerModel
import WebBackend
import Widgets

/// The web scenarios' label: a widget with a text, shown on a page as a `span` whose text
/// is the widget's.
///
/// The benchmarks' own: `Label`'s `WebPresentable` adoption (Label+Web.swift) is written
/// elsewhere, and a subclass of `Label` could not adopt the protocol again once `Label`
/// does. The page and the server do the same for it as for any widget that shows one
/// property.
///
/// ```swift
/// let label = WebBenchLabel(style: [.text("Count: 0")])
/// label.bind(to: model) { model in [.text("Count: \(model.count)")] }
/// ```
@LoopActor
final class WebBenchLabel: Widget, WebPresentable {
    private(set) var text = ""

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        guard case .text(let value) = attribute else { return super.applyOwn(attribute) }
        text = value
        return .applied
    }

    override func resetOwn(_ key: AttributeKey) {
        guard key == .text else { return super.resetOwn(key) }
        text = ""
    }

    var webElement: WebElement { WebElement(kind: "label", tag: "span") }

    var webPresentedKeys: [AttributeKey] { [.text] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .text else { return false }
        properties["text"] = .string(text)
        return true
    }
}

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
