// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

// WidgetsOfYourOwn.md: terminalPresentable
/// A level from 0 to 5, shown as `▮▮▯▯▯`; → and ← change it.
final class LevelMeter: Widget {
    var level = 2 { didSet { setNeedsDisplay() } }   // a plain property: ask for a redraw
    override var acceptsFocus: Bool { true }
}

extension LevelMeter: TerminalPresentable {
    func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 5, height: 1) }

    func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        let bar = String(repeating: "▮", count: level) + String(repeating: "▯", count: 5 - level)
        buffer.write(bar, in: rect, alignment: .leading, foreground: tintColor, background: backgroundColor,
                     style: isFocused ? .reverse : .plain)
    }

    func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .right: level = min(5, level + 1)
        case .left: level = max(0, level - 1)
        default: return false
        }
        return true
    }
}

// WidgetsOfYourOwn.md: terminalPresentableUse
@LoopActor
private func terminalPresentableUseSnippet() -> String {
    let meter = LevelMeter()
    let row: StackView = [.views([Label(style: [.text("Volume")]), meter]), .axis(.horizontal), .spacing(1)]
    _ = meter.becomeFocused()
    KeyRouter.route(.right, in: row)                  // level 3
    var frame = CellBuffer(width: 12, height: 1)
    WidgetRenderer.draw(row, into: &frame)
    assert(frame.plainText == "Volume ▮▮▮▯▯")
    return frame.plainText
}

// WidgetsOfYourOwn.md: composableOnTheTerminal
@LoopActor
private func composableOnTheTerminalSnippet() -> String {
    let fooLabel = FooLabel(style: [.foo("Foobar")])
    let form: StackView = [.views([fooLabel, Label(style: [.text("below")])])]
    var frame = CellBuffer(width: 10, height: 2)
    WidgetRenderer.draw(form, into: &frame)
    assert(frame.plainText == "  Foobar\nbelow")     // as tall as its label, which centers the text
    return frame.plainText
}

final class TerminalPresentationSnippetsTests: XCTestCase {
    func testTerminalPresentableUseSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { XCTAssertEqual(terminalPresentableUseSnippet(), "Volume ▮▮▮▯▯") }
        try loop.close()
    }

    func testComposableOnTheTerminalSnippetRuns() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated { XCTAssertEqual(composableOnTheTerminalSnippet(), "  Foobar\nbelow") }
        try loop.close()
    }
}
