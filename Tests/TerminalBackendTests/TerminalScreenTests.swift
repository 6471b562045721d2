import Bindings
import ComposerModel
import LoopComposerTesting
import TerminalBackend
import Widgets
import XCTest

@LoopActor
private final class CountModel {
    @Observed var count = 7
}

/// A screen on a ``MemoryTerminal``, built on the loop thread; the test turns the loop.
@LoopActor
private struct Fixture {
    let model = CountModel()
    let title: Label = [.text("Counter"), .textAlignment(.center), .width(20)]
    let count = Label()
    let plus: Button = [.title("+", for: .normal)]
    let minus: Button = [.title("-", for: .normal)]
    let root: StackView
    let terminal: MemoryTerminal
    let screen: TerminalScreen

    init(width: Int = 20, height: Int = 4, options: TerminalScreenOptions = Fixture.monochrome) {
        let buttons: StackView = [.views([minus, plus]), .axis(.horizontal), .spacing(1)]
        root = [.views([title, count, buttons]), .axis(.vertical), .alignment(.leading)]
        terminal = MemoryTerminal(width: width, height: height)
        screen = TerminalScreen(root: root, device: terminal, options: options)
        count.bind(to: model) { [.text("Count: \($0.count)")] }
        plus.onPress { [model] in model.count += 1 }
        minus.onPress { [model] in model.count -= 1 }
    }

    nonisolated static var monochrome: TerminalScreenOptions {
        var options = TerminalScreenOptions()
        options.colors = .none
        return options
    }

    func end() {
        screen.stop()
        count.lifetime.end()
    }
}

final class TerminalScreenTests: XCTestCase {
    private func settle(_ loop: EventLoop, until condition: @escaping @LoopActor () -> Bool) throws {
        XCTAssertTrue(try loop.run(until: condition, timeout: .seconds(10)), "the screen never showed the expected state")
    }

    /// A started screen on a new loop, showing its first flushed frame.
    private func startedFixture() throws -> (EventLoop, Fixture) {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        try LoopActor.assumeIsolated { try fixture.screen.start() }
        try settle(loop) { fixture.terminal.screenLines[1] == "Count: 7" }
        return (loop, fixture)
    }

    func testScreenShowsTheTreeExactly() throws {
        let (loop, fixture) = try startedFixture()
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.terminal.screenLines, [
                "      Counter",
                "Count: 7",
                "[ - ] [ + ]",
                "",
            ])
            XCTAssertTrue(fixture.terminal.display.isAlternateScreen)
            XCTAssertFalse(fixture.terminal.display.isCursorVisible)
            XCTAssertTrue(fixture.terminal.isRawMode)
            XCTAssertEqual(fixture.terminal.unrecognizedSequences, [])
            fixture.end()
        }
        try loop.close()
    }

    func testOneDigitChangeWritesOnlyThatCell() throws {
        let (loop, fixture) = try startedFixture()
        let framesBefore = LoopActor.assumeIsolated { fixture.screen.framesDrawn }
        LoopActor.assumeIsolated { fixture.model.count = 8 }
        try settle(loop) { fixture.screen.framesDrawn > framesBefore }
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.terminal.screenLines[1], "Count: 8")
            XCTAssertEqual(fixture.terminal.writes.last, "\u{1B}[2;8H\u{1B}[0m8\u{1B}[0m")
            XCTAssertLessThan(fixture.terminal.lastWriteByteCount, 64)
            fixture.end()
        }
        try loop.close()
    }

    func testWideCharactersKeepTheRestOfTheLineInPlace() throws {
        let (loop, fixture) = try startedFixture()
        LoopActor.assumeIsolated {
            fixture.title.install(StyleDelta([.set(.text("🚀 7")), .set(.textAlignment(.leading))]))
            fixture.screen.setNeedsDisplay()
        }
        try settle(loop) { fixture.terminal.screenLines[0] == "🚀 7" }
        let framesBefore = LoopActor.assumeIsolated { fixture.screen.framesDrawn }
        LoopActor.assumeIsolated {
            fixture.title.install(StyleDelta([.set(.text("🚀 8"))]))
            fixture.screen.setNeedsDisplay()
        }
        try settle(loop) { fixture.screen.framesDrawn > framesBefore }
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.terminal.screenLines[0], "🚀 8")
            XCTAssertEqual(fixture.terminal.writes.last, "\u{1B}[1;4H\u{1B}[0m8\u{1B}[0m", "the digit is in column 4: the rocket takes two")
            fixture.end()
        }
        try loop.close()
    }

    func testFlushThatChangesNothingWritesNothing() throws {
        let (loop, fixture) = try startedFixture()
        let writesBefore = LoopActor.assumeIsolated { fixture.terminal.writes.count }
        let flushesBefore = LoopActor.assumeIsolated { BindingScheduler.current.totals.turn }
        LoopActor.assumeIsolated {
            fixture.model.count = 9
            fixture.model.count = 7   // back where it was: the flush installs nothing new
        }
        try settle(loop) { BindingScheduler.current.totals.turn > flushesBefore }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.terminal.writes.count, writesBefore)
            fixture.end()
        }
        try loop.close()
    }

    func testEscapeSequencesInTextAreShownNotObeyed() throws {
        let (loop, fixture) = try startedFixture()
        LoopActor.assumeIsolated {
            fixture.title.install(StyleDelta([.set(.text("\u{1B}[2J\u{07}x"))]))
            fixture.screen.setNeedsDisplay()
        }
        try settle(loop) { fixture.terminal.screenLines[0].contains("x") }
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.terminal.screenLines[0], "       ␛[2J␇x")
            XCTAssertEqual(fixture.terminal.screenLines[1], "Count: 7", "the screen was not cleared")
            XCTAssertEqual(fixture.terminal.unrecognizedSequences, [])
            XCTAssertFalse(fixture.terminal.writes.joined().contains("\u{1B}[2J\u{07}"))
            fixture.end()
        }
        try loop.close()
    }

    func testResizeLaysOutAgain() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { () -> Fixture in
            let fixture = Fixture()
            fixture.root.install(StyleDelta([.set(.alignment(.center))]))
            return fixture
        }
        try LoopActor.assumeIsolated { try fixture.screen.start() }
        try settle(loop) { fixture.terminal.screenLines[1] == "      Count: 7" }
        LoopActor.assumeIsolated { fixture.terminal.resize(to: Size(width: 30, height: 5)) }
        try settle(loop) { fixture.terminal.screenLines.count == 5 && fixture.terminal.screenLines[1] == "           Count: 7" }
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.screen.shownFrame.width, 30)
            XCTAssertEqual(fixture.terminal.screenLines[2], "         [ - ] [ + ]")
            fixture.end()
        }
        try loop.close()
    }

    func testKeysMoveFocusAndPressButtons() throws {
        let (loop, fixture) = try startedFixture()
        LoopActor.assumeIsolated {
            XCTAssertTrue(fixture.minus.isFocused, "the first control has the focus from the start")
            fixture.terminal.type("\t")     // plus
            XCTAssertTrue(fixture.plus.isFocused)
            fixture.terminal.type("\r \r")
        }
        try settle(loop) { fixture.terminal.screenLines[1] == "Count: 10" }
        LoopActor.assumeIsolated {
            fixture.terminal.type("\u{1B}[Z ")   // Shift-Tab to minus, Space
        }
        try settle(loop) { fixture.terminal.screenLines[1] == "Count: 9" }
        LoopActor.assumeIsolated { fixture.end() }
        try loop.close()
    }

    func testFirstControlIsFocusedAtStart() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        try LoopActor.assumeIsolated {
            XCTAssertNil(fixture.root.focused)
            try fixture.screen.start()
            XCTAssertTrue(fixture.minus.isFocused, "the first control in focus order, before any turn")
        }
        try settle(loop) { fixture.terminal.screenLines[1] == "Count: 7" }
        LoopActor.assumeIsolated {
            XCTAssertTrue(fixture.minus.isFocused)
            fixture.end()
        }
        try loop.close()
    }

    func testFocusTheAppChoseBeforeStartIsKept() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        try LoopActor.assumeIsolated {
            XCTAssertTrue(fixture.plus.becomeFocused())
            try fixture.screen.start()
        }
        try settle(loop) { fixture.terminal.screenLines[1] == "Count: 7" }
        LoopActor.assumeIsolated {
            XCTAssertTrue(fixture.plus.isFocused)
            fixture.terminal.type(" ")
        }
        try settle(loop) { fixture.terminal.screenLines[1] == "Count: 8" }
        LoopActor.assumeIsolated { fixture.end() }
        try loop.close()
    }

    func testKeysTypedRightAfterStartReachTheFirstField() throws {
        let loop = try EventLoop()
        let (field, terminal, screen) = try LoopActor.assumeIsolated { () throws -> (TextField, MemoryTerminal, TerminalScreen) in
            let title: Label = [.text("Log in")]
            let field: TextField = [.placeholder("Email"), .width(12)]
            let root: StackView = [.views([title, field]), .axis(.vertical)]
            let terminal = MemoryTerminal(width: 20, height: 2)
            let screen = TerminalScreen(root: root, device: terminal, options: Fixture.monochrome)
            try screen.start()
            terminal.type("abc")
            XCTAssertEqual(field.text, "abc", "no key was dropped")
            return (field, terminal, screen)
        }
        try settle(loop) { terminal.screenLines[1] == "abc" }
        LoopActor.assumeIsolated {
            XCTAssertTrue(field.isFocused)
            screen.stop()
        }
        try loop.close()
    }

    func testFirstFrameShowsBoundValuesNeverABlankVersion() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        try LoopActor.assumeIsolated {
            try fixture.screen.start()
            XCTAssertEqual(fixture.screen.framesDrawn, 0, "the first frame waits for the flush")
            XCTAssertEqual(fixture.terminal.writes, ["\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J"], "only the screen setup")
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(fixture.screen.framesDrawn, 1, "drawn in the first turn, after its flush")
            XCTAssertEqual(fixture.terminal.writes.count, 2)
            // Replayed write by write: the first frame already shows the bound text.
            var replay = VirtualScreen(size: Size(width: 20, height: 4))
            replay.interpret(fixture.terminal.writes[0])
            XCTAssertEqual(replay.lines, ["", "", "", ""], "the setup draws nothing")
            replay.interpret(fixture.terminal.writes[1])
            XCTAssertEqual(replay.lines[1], "Count: 7", "the first frame holds the bound text")
            fixture.end()
        }
        try loop.close()
    }

    func testFirstFrameOfAScreenStartedBeforeAnyBindingShowsTheTurnsFlush() throws {
        let loop = try EventLoop()
        let (terminal, screen, model) = try LoopActor.assumeIsolated { () throws -> (MemoryTerminal, TerminalScreen, CountModel) in
            let model = CountModel()
            let label = Label()
            let terminal = MemoryTerminal(width: 10, height: 1)
            let screen = TerminalScreen(root: label, device: terminal)
            // Started first: the screen's render hook is added before the bindings'
            // scheduler (and its flush hook) exists.
            try screen.start()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            return (terminal, screen, model)
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            withExtendedLifetime(model) {}   // the binding ends with its model
            XCTAssertEqual(screen.framesDrawn, 1, "drawn in the first turn")
            XCTAssertEqual(terminal.screenLines, ["Count: 7"], "after that turn's flush, not before it")
            screen.stop()
        }
        try loop.close()
    }

    func testFirstFrameIsDrawnInTheFirstTurnWhenNothingIsDirty() throws {
        let loop = try EventLoop()
        let (terminal, screen) = try LoopActor.assumeIsolated { () throws -> (MemoryTerminal, TerminalScreen) in
            let terminal = MemoryTerminal(width: 10, height: 1)
            let screen = TerminalScreen(root: [.text("static")] as Label, device: terminal)
            try screen.start()
            return (terminal, screen)
        }
        let flushes = LoopActor.assumeIsolated { BindingScheduler.current.totals.turn }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(BindingScheduler.current.totals.turn, flushes, "no binding had work")
            XCTAssertEqual(screen.framesDrawn, 1)
            XCTAssertEqual(terminal.screenLines, ["static"])
            screen.stop()
        }
        try loop.close()
    }

    func testFirstFrameMovesTheFocusOffAControlTheFirstFlushDisabled() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        try LoopActor.assumeIsolated {
            fixture.minus.bind(to: fixture.model) { [.enabled($0.count > 10)] }
            try fixture.screen.start()
            XCTAssertTrue(fixture.minus.isFocused, "still enabled before the flush")
        }
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertFalse(fixture.minus.isEnabled)
            XCTAssertTrue(fixture.plus.isFocused, "the first control that can take the focus after the flush")
            fixture.minus.lifetime.end()
            fixture.end()
        }
        try loop.close()
    }

    func testInputEndIsReportedAfterTheFirstFrame() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        let framesWhenReported = LoopActor.assumeIsolated { Box<[Int]>([]) }
        try LoopActor.assumeIsolated {
            fixture.screen.onInputEnded = { framesWhenReported.value.append(fixture.screen.framesDrawn) }
            try fixture.screen.start()
            fixture.terminal.endInput()
            XCTAssertEqual(framesWhenReported.value, [], "not before the first frame")
        }
        try settle(loop) { !framesWhenReported.value.isEmpty }
        LoopActor.assumeIsolated {
            XCTAssertEqual(framesWhenReported.value, [1])
            XCTAssertEqual(fixture.terminal.screenLines[1], "Count: 7")
            fixture.end()
        }
        try loop.close()
    }

    func testUnusedKeysReachTheApplicationAndMalformedInputIsHarmless() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        let received = LoopActor.assumeIsolated { () -> Box<[Key]> in
            let received = Box<[Key]>([])
            fixture.screen.onKey = { received.value.append($0) }
            return received
        }
        try LoopActor.assumeIsolated { try fixture.screen.start() }
        LoopActor.assumeIsolated {
            fixture.terminal.send([0x71, 0xFF, 0x1B, 0x5B, 0x39, 0x39, 0x39, 0x39, 0x7E, 0x03])
        }
        try settle(loop) { received.value.count == 4 && fixture.terminal.screenLines[1] == "Count: 7" }
        LoopActor.assumeIsolated {
            XCTAssertEqual(received.value, [.character("q"), .character("\u{FFFD}"), .unknown(Array("\u{1B}[9999~".utf8)), .interrupt])
            XCTAssertEqual(fixture.terminal.screenLines[1], "Count: 7")
            fixture.end()
        }
        try loop.close()
    }

    func testLoneEscapeIsDeliveredAfterTheTimeout() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            let fixture = Fixture()
            var received: [Key] = []
            fixture.screen.onKey = { received.append($0) }
            try fixture.screen.start()
            fixture.terminal.send([0x1B])
            XCTAssertEqual(received, [], "a lone ESC may be the start of a sequence")
            try await loop.advanceTime(by: fixture.screen.options.escapeTimeout - .milliseconds(1))
            XCTAssertEqual(received, [], "not before the timeout")
            try await loop.advanceTime(by: .milliseconds(1))
            XCTAssertEqual(received, [.escape])
            fixture.end()
        }
    }

    func testStopRestoresTheTerminal() throws {
        let loop = try EventLoop()
        let fixture = LoopActor.assumeIsolated { Fixture() }
        try LoopActor.assumeIsolated {
            try fixture.screen.start()
            fixture.screen.stop()
            fixture.screen.stop()
            XCTAssertTrue(fixture.terminal.display.isCursorVisible)
            XCTAssertFalse(fixture.terminal.display.isAlternateScreen)
            XCTAssertFalse(fixture.terminal.isRawMode)
            XCTAssertEqual(fixture.terminal.writes.last, "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
            XCTAssertEqual(fixture.terminal.writes.filter { $0.contains("?1049l") }.count, 1)
            fixture.end()
        }
        try loop.close()
    }

    func testInvalidFrameRateIsRejected() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            var options = TerminalScreenOptions()
            options.framesPerSecond = 0
            let screen = TerminalScreen(root: Label(), device: MemoryTerminal(width: 5, height: 1), options: options)
            XCTAssertThrowsError(try screen.start()) { error in
                XCTAssertEqual(error as? TerminalScreenError, .invalidFrameRate(0))
                XCTAssertEqual("\(error)", "framesPerSecond must be in 1...1000, got 0")
            }
            XCTAssertFalse(screen.isStarted)
        }
        try loop.close()
    }

    func testChangesFasterThanTheFrameRateAreDrawnTogether() async throws {
        try await withTestLoop(clock: .virtual) { loop in
            var options = Fixture.monochrome
            options.framesPerSecond = 2
            let fixture = Fixture(options: options)
            try fixture.screen.start()
            try await loop.nextFrame(of: fixture.screen)   // the first frame follows the first flush
            XCTAssertEqual(fixture.screen.framesDrawn, 1)
            for value in 8...10 {
                fixture.model.count = value
                try await loop.nextFlush()
            }
            // The virtual time stands still: the three flushes fall inside one frame interval.
            XCTAssertEqual(fixture.screen.framesDrawn, 1, "three flushes inside one frame interval drew no extra frame")
            try await loop.advanceTime(by: .milliseconds(499))
            XCTAssertEqual(fixture.screen.framesDrawn, 1, "not before the interval ends")
            try await loop.advanceTime(by: .milliseconds(1))
            XCTAssertEqual(fixture.terminal.screenLines[1], "Count: 10")
            XCTAssertLessThanOrEqual(fixture.screen.framesDrawn, 3)
            XCTAssertEqual(fixture.screen.framesDrawn, 2, "one frame for the three changes")
            fixture.end()
        }
    }
}

/// A mutable box for values collected by loop callbacks.
@LoopActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
