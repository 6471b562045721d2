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
