// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// CustomAttributes.md: customAttribute
enum FooAttribute: CustomAttribute {
    case foo(String)
}

extension Attribute {
    static func foo(_ text: String) -> Attribute { .custom(FooAttribute.foo(text)) }
}

// Composables.md: composable
/// A widget made of a default style and a subwidget: standard text attributes go
/// to the inner label, `.foo(…)` sets `foo`, which the label shows.
final class FooLabel: Widget, @LoopActor Composable {     // Composable: typed literals
    nonisolated let label: Label
    private(set) var foo: String?

    override class var defaultStyle: Style { [.textAlignment(.center), .textColor(.red)] }

    override init() {
        label = Label()        // outlets first: super.init() applies the default style
        super.init()
        addChild(label)
    }

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        if case .custom(let custom) = attribute {
            guard case .foo(let text)? = custom.as(FooAttribute.self) else { return .unsupported }
            foo = text
            label.install([.text(text)] as Style)
            return .applied
        }
        switch attribute.key {
        case .text, .textColor, .textAlignment, .textStyle: return label.apply(attribute)
        default: return super.applyOwn(attribute)
        }
    }

    override func resetOwn(_ key: AttributeKey) {
        if case .custom(let custom) = key, custom.belongs(to: FooAttribute.self) {
            foo = nil
            label.reset(.text)
            return
        }
        switch key {
        case .text, .textColor, .textAlignment, .textStyle: label.reset(key)   // then the default comes back
        default: super.resetOwn(key)
        }
    }
}

// Composables.md: composableUse
@LoopActor
private func composableUseSnippet() {
    let fooLabel = FooLabel(style: [.foo("Foobar"), .textColor(.blue), .color(.cyan)])
    assert(fooLabel.foo == "Foobar" && fooLabel.label.text == "Foobar")
    assert(fooLabel.label.textColor == .blue && fooLabel.label.textAlignment == .center)   // a default
    assert(fooLabel.backgroundColor == .cyan)

    let plain = FooLabel()                                       // the defaults apply however it is made
    let literal: FooLabel = [.custom(FooAttribute.foo("Baz")), .color(.cyan)]
    let chained: FooLabel = .foo("Baz") <- [.borderStyle(.single)]
    assert(plain.label.textColor == .red && literal.label.textAlignment == .center && chained.foo == "Baz")

    let merged: Style = [.foo("a"), .textColor(.red)] <<- [.foo("b")]   // custom attributes merge and diff too
    assert(merged == [.foo("b"), .textColor(.red)])
}

final class CustomAttributeSnippetsTests: XCTestCase {
    func testComposableUseSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { composableUseSnippet() }
        try loop.close()
    }
}
