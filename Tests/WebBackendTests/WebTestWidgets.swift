import Bindings
import ComposerModel
import WebBackend   // not @testable: the tests see the server as an app does
import Widgets

// Small widgets of the tests' own, each a user's `WebPresentable` adoption, so that the
// server's tests depend on the protocol and not on the built-in widgets' adoptions: each
// counts what reached it from a page.

/// Text: the `text` attribute, shown as the node's `text`.
final class TestLabel: Widget {
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
}

extension TestLabel: WebPresentable {
    var webElement: WebElement { WebElement(kind: "testLabel", tag: "span") }
    var webPresentedKeys: [AttributeKey] { [.text] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .text: properties["text"] = .string(text)
        // Not shown on the page (the tests' attribute that no page shows).
        case .identifier: break
        default: return false
        }
        return true
    }
}

/// A button: its title is the `text` attribute; a `press` runs its actions.
final class TestButton: Widget {
    private(set) var title = ""
    private(set) var presses = 0
    private var actions: [@LoopActor () -> Void] = []

    func onPress(_ action: @escaping @LoopActor () -> Void) { actions.append(action) }

    func userDidPress() {
        presses += 1
        for action in actions { action() }
    }

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        guard case .text(let value) = attribute else { return super.applyOwn(attribute) }
        title = value
        return .applied
    }

    override func resetOwn(_ key: AttributeKey) {
        guard key == .text else { return super.resetOwn(key) }
        title = ""
    }
}

extension TestButton: WebPresentable {
    var webElement: WebElement { WebElement(kind: "testButton", tag: "button", attributes: ["type": "button"], events: [.press]) }
    var webPresentedKeys: [AttributeKey] { [.text] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .text else { return false }
        properties["text"] = .string(title)
        return true
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .press else { throw .notAccepted(event.type) }
        userDidPress()
    }
}

/// A text field: `text` and `editable`; a `text` event is the user's whole new text.
final class TestField: Widget {
    private(set) var text = ""
    private(set) var isEditable = true
    /// The texts the page sent that reached the field.
    private(set) var edits: [String] = []
    private var actions: [@LoopActor (String) -> Void] = []

    func onTextChanged(_ action: @escaping @LoopActor (String) -> Void) { actions.append(action) }

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .text(let value): text = value
        case .editable(let value): isEditable = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .text: text = ""
        case .editable: isEditable = true
        default: super.resetOwn(key)
        }
    }
}

extension TestField: WebPresentable {
    var webElement: WebElement { WebElement(kind: "testField", tag: "input", attributes: ["type": "text"], events: [.text]) }
    var webPresentedKeys: [AttributeKey] { [.text, .editable] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        switch key {
        case .text: properties["value"] = .string(text)
        case .editable: properties["attr.readonly"] = isEditable ? nil : .string("")
        default: return false
        }
        return true
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .text else { throw .notAccepted(event.type) }
        guard isEditable else { throw .notEditable }
        let newText = try event.stringValue()
        edits.append(newText)
        guard newText != text else { return }
        text = newText
        markChangedByUser(.text)
        for action in actions { action(newText) }
    }
}

/// A slider over `range` (0…1 unless set); a `value` event outside it is refused.
final class TestSlider: Widget {
    private(set) var range: ClosedRange<Double> = 0...1
    private(set) var value = 0.0
    private(set) var moves = 0

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .range(let lower, let upper): range = lower...upper
        case .value(let newValue): value = newValue
        default: return super.applyOwn(attribute)
        }
        return .applied
    }
}

extension TestSlider: WebPresentable {
    var webElement: WebElement { WebElement(kind: "testSlider", tag: "input", attributes: ["type": "range"], events: [.value]) }
    var webPresentedKeys: [AttributeKey] { [.value] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool {
        guard key == .value else { return false }
        properties["value"] = .number(value)
        return true
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .value else { throw .notAccepted(event.type) }
        let newValue = try event.numberValue()
        guard range.contains(newValue) else { throw .outOfRange("\(newValue) outside \(range)") }
        moves += 1
        value = newValue
        markChangedByUser(.value)
    }
}

/// A choice of fixed options shown as items (keyed rows); a `select` names one by index.
final class TestPicker: Widget {
    var options: [String] = [] {
        didSet { presenter?.widgetDidChangeChildren(self) }
    }
    private(set) var selections: [Int] = []
}

extension TestPicker: WebPresentable {
    var webElement: WebElement { WebElement(kind: "testPicker", tag: "ul", events: [.select]) }
    var webPresentedKeys: [AttributeKey] { [] }

    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool { false }

    func webChildren(in document: WebDocument) -> [WebChild] {
        options.map { .item(WebItem(key: $0, element: WebElement(kind: "option", tag: "li"), properties: ["text": .string($0)])) }
    }

    func receiveWebEvent(_ event: WebEvent, in document: WebDocument) throws(WebEventRefusal) {
        guard event.type == .select else { throw .notAccepted(event.type) }
        let index = try event.integerValue()
        guard options.indices.contains(index) else { throw .outOfRange("option \(index) of \(options.count)") }
        selections.append(index)
    }
}
