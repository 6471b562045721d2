import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

final class WidgetRendererTests: XCTestCase {
    func testAFormRendersAsText() throws {
        let loop = try EventLoop()
        let text = LoopActor.assumeIsolated { () -> String in
            let title: Label = [.text("Counter"), .textAlignment(.center)]
            let count: Label = [.text("Count: 7"), .borderStyle(.rounded)]
            let minus: Button = [.title("-", for: .normal)]
            let plus: Button = [.title("+", for: .normal)]
            let buttons: StackView = [.views([minus, plus]), .axis(.horizontal), .spacing(1)]
            let auto: Switch = [.isOn(true)]
            let progress: ProgressBar = [.progress(0.5), .width(10)]
            let form: StackView = [.views([title, count, buttons, auto, progress]), .axis(.vertical), .alignment(.leading)]
            var frame = CellBuffer(width: 20, height: 8)
            WidgetRenderer.draw(form, into: &frame)
            return frame.plainText
        }
        XCTAssertEqual(text, """
            Counter
            ╭────────╮
            │Count: 7│
            ╰────────╯
            [ - ] [ + ]
            [on ]
            █████░░░░░
            """)
        try loop.close()
    }

    func testUntrustedTextCannotEscapeAndLongTextIsTruncated() throws {
        let loop = try EventLoop()
        let text = LoopActor.assumeIsolated { () -> String in
            let label: Label = [.text("\u{1B}[2J pwned and far too long")]
            var frame = CellBuffer(width: 12, height: 1)
            WidgetRenderer.draw(label, into: &frame)
            return frame.plainText
        }
        XCTAssertEqual(text, "␛[2J pwned…")
        XCTAssertFalse(text.contains("\u{1B}"))
        try loop.close()
    }

    func testFocusedButtonAndSelectionAreShownReversed() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let ok: Button = [.title("OK", for: .normal)]
            let steps: SegmentedControl = [.segments(["1", "5"]), .selectedIndex(1)]
            let form: StackView = [.views([ok, steps])]
            ok.becomeFocused()
            var frame = CellBuffer(width: 10, height: 2)
            WidgetRenderer.draw(form, into: &frame)
            XCTAssertTrue(frame[2, 0]!.style.contains(.reverse), "the focused button, centered in its row")
            XCTAssertEqual(frame.plainText, "  [ OK ]\n 1   5")
            XCTAssertFalse(frame[1, 1]!.style.contains(.reverse))
            XCTAssertTrue(frame[4, 1]!.style.contains(.reverse))
        }
        try loop.close()
    }

    func testLabelWrapsToItsWidthAndLimitsItsLines() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let wrapped: Label = [.text("the quick brown fox jumps"), .numberOfLines(0), .width(10)]
            let limited: Label = [.text("the quick brown fox jumps"), .numberOfLines(2), .width(10)]
            let form: StackView = [.views([wrapped, limited]), .alignment(.leading)]
            var frame = CellBuffer(width: 12, height: 6)
            WidgetRenderer.draw(form, into: &frame)
            XCTAssertEqual(frame.plainText, "the quick\nbrown fox\njumps\nthe quick\nbrown fox…")
        }
        try loop.close()
    }
}
