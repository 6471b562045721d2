import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// Plain code on widgets a terminal shows: a set damages its widget like an install, and
/// the next frame shows it.
final class WidgetPlainCodeTerminalTests: XCTestCase {
    func testAPlainSetShowsInTheNextFrameAndRedrawsOnlyItsWidget() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let title: Label = [.text("Jobs")]
            let count: Label = [.text("7"), .width(4)]
            let root: StackView = [.views([title, count]), .alignment(.leading)]
            let terminal = MemoryTerminal(width: 10, height: 3)
            let screen = TerminalScreen(root: root, device: terminal)
            try screen.start()
            loop.runOnce()
            XCTAssertEqual(terminal.screenLines[1], "7")

            count.text = "8"
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[1], "8")
            XCTAssertEqual(screen.lastFrameRedrawnWidgetCount, 1)

            count.isHidden = true
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[1], "")
            screen.stop()
        }
        try loop.close()
    }
}
