import Bindings
import ComposerModel
import WebBackend
import Widgets

/// The small tree the fuzzed events go to: one widget of each event kind, a disabled
/// and a hidden button, a read-only field, and a list of keyed items. Each widget records
/// what reached it, so that a refused event can be shown to have reached nothing.
@LoopActor
final class FuzzForm {
    let root = FuzzBox()
    let button = FuzzControl(kind: "button", events: [.press])
    let disabledButton = FuzzControl(kind: "button", events: [.press])
    let hiddenButton = FuzzControl(kind: "button", events: [.press])
    let field = FuzzControl(kind: "textField", events: [.text, .submit])
    let readOnlyField = FuzzControl(kind: "textField", events: [.text])
    let slider = FuzzControl(kind: "slider", events: [.value])
    let toggle = FuzzControl(kind: "switch", events: [.toggle])
    let list = FuzzControl(kind: "list", events: [.select, .scroll])
    let document: WebDocument

    init() {
        disabledButton.install([.enabled(false)] as Style)
        hiddenButton.install([.hidden(true)] as Style)
        readOnlyField.isEditable = false
        list.rows = ["a", "b", "c"]
        root.install([.views([button, disabledButton, hiddenButton, field, readOnlyField, slider, toggle, list])] as Style)
        document = WebDocument(root: root)
        document.start()
    }

    /// What every widget recorded, and the document's version: equal before and after a
    /// refused event.
    var state: [String] {
        [button, disabledButton, hiddenButton, field, readOnlyField, slider, toggle, list].map(\.record)
            + ["v\(document.version)", "\(document.hasPendingChanges)"]
    }
}

/// A container, shown as a `div`.
final class FuzzBox: Widget {}

extension FuzzBox: WebPresentable {
    var webElement: WebElement { WebElement(kind: "box", tag: "div") }
    var webPresentedKeys: [AttributeKey] { [] }
    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool { false }
}

/// A control that takes the given events and checks their values as the built-in widgets
/// do: text only when editable, a value in 0…10, an index among its rows.
final class FuzzControl: Widget {
    private(set) var kind = ""
    private(set) var events: [WebEventType] = []
    var isEditable = true
    var rows: [String] = [] { didSet { presenter?.widgetDidChangeChildren(self) } }
    private(set) var text = ""
    private(set) var value = 0.0
    private(set) var handled = 0

    convenience init(kind: String, events: [WebEventType]) {
        self.init()
        self.kind = kind
        self.events = events
    }

    var record: String { "\(kind):\(handled):\(text.utf8.count):\(value)" }
}

extension FuzzControl: WebPresentable {
    var webElement: WebElement { WebElement(kind: kind, tag: kind == "list" ? "ul" : "input", events: events) }
    var webPresentedKeys: [AttributeKey] { [.text, .value] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .text: properties["value"] = .string(text)
        case .value: properties["attr.value"] = .number(value)
        default: return false
        }
        return true
    }

    func webChildren(in document: WebDocument) -> [WebChild] {
        rows.map { .item(WebItem(key: $0, element: WebElement(kind: "row", tag: "li", events: [.select]), properties: ["text": .string($0)])) }
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard events.contains(event.type) else { throw .notAccepted(event.type) }
        switch event.type {
        case .text:
            guard isEditable else { throw .notEditable }
            text = try event.stringValue(maxLength: 4096)
            markChangedByUser(.text)
        case .value:
            let number = try event.numberValue()
            guard (0...10).contains(number) else { throw .outOfRange("\(number) outside 0…10") }
            value = number
            markChangedByUser(.value)
        case .toggle:
            value = try event.boolValue() ? 1 : 0
        case .select, .scroll:
            let index = try event.integerValue()
            guard rows.indices.contains(index) else { throw .outOfRange("row \(index) of \(rows.count)") }
        case .press, .submit:
            break
        }
        handled += 1
    }
}
