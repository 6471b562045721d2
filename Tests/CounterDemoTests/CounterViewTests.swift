import Bindings
import ComposerModel
import CounterDemo
import TerminalBackend
import Widgets
import XCTest

final class CounterViewTests: XCTestCase {
    private func settle(_ loop: EventLoop, until condition: @escaping @LoopActor () -> Bool) throws {
        XCTAssertTrue(try loop.run(until: condition, timeout: .seconds(10)), "the view never reached the expected state")
    }

    func testViewShowsTheModelAndKeysChangeIt() throws {
        let loop = try EventLoop()
        let (model, view, terminal, screen) = try LoopActor.assumeIsolated {
            () throws -> (CounterViewModel, CounterView, MemoryTerminal, TerminalScreen) in
            let model = CounterViewModel(autoCounts: false)
            let view = CounterView(model: model)
            let terminal = MemoryTerminal(width: 64, height: 10)
            var options = TerminalScreenOptions()
            options.colors = .none
            let screen = TerminalScreen(root: view.root, device: terminal, options: options)
            try screen.start()
            return (model, view, terminal, screen)
        }
        try settle(loop) { terminal.screenLines[2].contains("Count: 0") }
        LoopActor.assumeIsolated {
            XCTAssertEqual(terminal.screenLines[0], "LoopComposer · live counter")
            XCTAssertEqual(terminal.screenLines[4], "[ - ] [ + ] [ Reset ] [ Resume ]", "not counting: paused")
            XCTAssertEqual(terminal.screenLines[6], "Auto-count [off]")
            XCTAssertTrue(view.minus.isFocused, "the first control has the focus from the start")
            terminal.type("\t\r")            // focus plus; press it
        }
        try settle(loop) { terminal.screenLines[2].contains("Count: 1") }
        LoopActor.assumeIsolated {
            XCTAssertEqual(model.count, 1)
            terminal.type("\t\t\t\u{1B}[C\u{1B}[C")   // reset, pause, step: right twice → step 5
            XCTAssertTrue(view.step.isFocused)
            XCTAssertEqual(model.step, 5)
            terminal.type("\t ")                     // the switch: on
            XCTAssertTrue(model.autoCounts)
            XCTAssertTrue(model.tick())
            XCTAssertEqual(model.count, 6)
        }
        try settle(loop) {
            terminal.screenLines[2].contains("Count: 6") && terminal.screenLines[6] == "Auto-count [on ]"
                && terminal.screenLines[4] == "[ - ] [ + ] [ Reset ] [ Pause ]"
        }
        LoopActor.assumeIsolated {
            view.pause.userDidPress()
        }
        try settle(loop) { terminal.screenLines[4] == "[ - ] [ + ] [ Reset ] [ Resume ]" && terminal.screenLines[6] == "Auto-count [off]" }
        LoopActor.assumeIsolated {
            screen.stop()
            view.end()
        }
        try loop.close()
    }
}
