// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// WidgetsAndAttributes.md: literals
@LoopActor
private func literalsSnippet() {
    let label: Label = [.text("Hello World"), .textColor(.red)]
    let same: Label = [.textColor(.red), .text("Hello World")]     // order does not matter

    let fooLabel: Label = [.text("Foo"), .textColor(.blue), .color(.red), .textAlignment(.center)]
    let barLabel: Label = [.text("Bar"), .textColor(.red), .color(.green), .textAlignment(.center)]
    let labels: StackView = [.views([fooLabel, barLabel]), .distribution(.fillEqually)]
    let button: Button = [.title("Baz", for: .normal), .color(.cyan), .titleColor(.red, for: .normal)]
    let stackView: StackView = [.views([labels, button]), .axis(.vertical), .distribution(.fillEqually)]
    assert(label.text == same.text && stackView.children.count == 2)
}

// WidgetsAndAttributes.md: literalsDoNotCompile
@LoopActor
private func literalsDoNotCompileSnippet() {
    let typed: Label = [.text("Hi"), .width(12)]       // Label takes text and every common attribute
    // let wrong: Label = [.placeholder("Email")]      // does not compile: a Label has no placeholder
    let untyped = Label(style: [.placeholder("Email")])  // a Style is checked when installed:
    assert(untyped.constructionDiagnostics.count == 1)   // "Label: unsupported attribute placeholder("Email") skipped"
    assert(typed.width == 12)
}

// PlainCode.md: nonIntrusive
@LoopActor
private func nonIntrusiveSnippet() {
    let button: Button = [.color(.red), .title("Red", for: .normal), .titleColor(.blue, for: .normal)]
    button.install([.width(12), .enabled(false)] as Style)   // more attributes later, the same way
    button.onPress { print("pressed") }                      // what attributes do not cover, in code
    assert(button.displayedTitle == "Red" && !button.isEnabled)
}

// PlainCode.md: plainCode
@LoopActor
private func plainCodeSnippet() {
    let title: Label = [.text("Foo")]
    title.text = "Bar"                          // = title.set(.text("Bar")): one install
    title.textColor = .red
    title.width = nil                           // nil restores the default
    let volume: Slider = [.range(min: 0, max: 10)]
    volume.value = 12                           // clamped to 10, logged as an install's diagnostic
    let login = Button()
    login.setTitle("Log in", for: .normal)      // UIKit's spelling for per-state titles
    assert(title.text == "Bar" && volume.value == 10 && login.displayedTitle == "Log in")
}

// PlainCode.md: buttonImages
@LoopActor
private func buttonImagesSnippet() {
    let play: Button = [.title("Play", for: .normal), .image(.file("play.png", altText: "▶"), for: .normal)]
    play.setImage(.file("play-dim.png", altText: "▶"), for: .disabled)   // UIKit's setImage(_:for:)
    play.isEnabled = false
    assert(play.displayedImage == .file("play-dim.png", altText: "▶") && play.displayedTitle == "Play")
    play.setImage(nil, for: .disabled)          // the disabled state falls back to the normal image
    assert(play.displayedImage == .file("play.png", altText: "▶"))
}

// PlainCode.md: styleable
@LoopActor
private func styleableSnippet() {
    final class StatusLight: Styleable {                  // your own type, no widget base class
        var color = Color.default
        func apply(_ attribute: Attribute) -> AttributeOutcome {
            guard case .backgroundColor(let value) = attribute else { return .unsupported }
            color = value
            return .applied
        }
        func reset(_ key: AttributeKey) {
            if key == .backgroundColor { color = .default }
        }
    }

    let light = StatusLight()
    light.install([.color(.green)] as Style)
    light.install(Style([.color(.red)]).difference(from: [.color(.green)]))   // deltas too
    assert(light.color == .red)
}

final class StylingSnippetsTests: XCTestCase {
    func testLiteralsSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { literalsSnippet() }
        try loop.close()
    }

    func testLiteralsDoNotCompileSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { literalsDoNotCompileSnippet() }
        try loop.close()
    }

    func testNonIntrusiveSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { nonIntrusiveSnippet() }
        try loop.close()
    }

    func testButtonImagesSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { buttonImagesSnippet() }
        try loop.close()
    }

    func testStyleableSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { styleableSnippet() }
        try loop.close()
    }
}
