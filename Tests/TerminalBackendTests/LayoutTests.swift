import Bindings
import ComposerModel
@testable import TerminalBackend
import Widgets
import XCTest

final class LayoutTests: XCTestCase {
    func testIntrinsicSizesAndFixedSizes() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.text("Count: 42")]
            let button: Button = [.title("OK", for: .normal)]
            let boxed: Label = [.text("hi"), .borderStyle(.single), .padding(all: 1)]
            let fixed: Label = [.text("long text"), .width(4), .height(2)]
            XCTAssertEqual(Layout.preferredSize(of: label), Size(width: 9, height: 1))
            XCTAssertEqual(Layout.preferredSize(of: button), Size(width: 6, height: 1))
            XCTAssertEqual(Layout.preferredSize(of: boxed), Size(width: 6, height: 5))
            XCTAssertEqual(Layout.preferredSize(of: fixed), Size(width: 4, height: 2))
        }
        try loop.close()
    }

    func testVerticalStackPlacesChildrenWithSpacingMarginsAndAlignment() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Jobs")]
            let hidden: Label = [.text("x"), .hidden(true)]
            let ok: Button = [.title("OK", for: .normal)]
            let stack: StackView = [.views([title, hidden, ok]), .axis(.vertical), .spacing(1),
                                    .margins(EdgeInsets(all: 1)), .alignment(.center)]
            let frames = Layout.frames(of: stack, in: Rect(x: 0, y: 0, width: 20, height: 10))
            XCTAssertEqual(frames[ObjectIdentifier(stack)], Rect(x: 0, y: 0, width: 20, height: 10))
            XCTAssertEqual(frames[ObjectIdentifier(title)], Rect(x: 8, y: 1, width: 4, height: 1))
            XCTAssertNil(frames[ObjectIdentifier(hidden)], "hidden widgets take no space")
            XCTAssertEqual(frames[ObjectIdentifier(ok)], Rect(x: 7, y: 3, width: 6, height: 1), "nothing expands: the slack stays at the end")
        }
        try loop.close()
    }

    func testHorizontalFillEquallySplitsTheWidth() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let minus: Button = [.title("-", for: .normal)]
            let plus: Button = [.title("+", for: .normal)]
            let reset: Button = [.title("reset", for: .normal)]
            let row: StackView = [.views([minus, plus, reset]), .axis(.horizontal), .distribution(.fillEqually)]
            let frames = Layout.frames(of: row, in: Rect(x: 2, y: 5, width: 31, height: 1))
            XCTAssertEqual(frames[ObjectIdentifier(minus)], Rect(x: 2, y: 5, width: 10, height: 1))
            XCTAssertEqual(frames[ObjectIdentifier(plus)], Rect(x: 12, y: 5, width: 10, height: 1))
            XCTAssertEqual(frames[ObjectIdentifier(reset)], Rect(x: 22, y: 5, width: 11, height: 1))
        }
        try loop.close()
    }

    func testExplicitWidthWinsOverFillAlignment() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Log in")]
            let email: TextField = [.placeholder("Email"), .width(24)]
            let tooWide: TextField = [.width(100)]
            let form: StackView = [.views([title, email, tooWide]), .axis(.vertical), .margins(EdgeInsets(all: 1))]
            XCTAssertEqual(form.alignment, .fill)
            let frames = Layout.frames(of: form, in: Rect(x: 0, y: 0, width: 80, height: 6))
            XCTAssertEqual(frames[ObjectIdentifier(title)], Rect(x: 1, y: 1, width: 78, height: 1), "no width: it fills")
            XCTAssertEqual(frames[ObjectIdentifier(email)], Rect(x: 1, y: 2, width: 24, height: 1), "its own width, at the leading edge")
            XCTAssertEqual(frames[ObjectIdentifier(tooWide)]?.width, 78, "never wider than the stack")
        }
        try loop.close()
    }

    func testExplicitHeightWinsOverFillAlignment() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log: TextView = [.text("a\nb\nc")]
            let short: TextView = [.text("x"), .height(2)]
            let row: StackView = [.views([log, short]), .axis(.horizontal), .spacing(1)]
            let frames = Layout.frames(of: row, in: Rect(x: 0, y: 0, width: 30, height: 8))
            XCTAssertEqual(frames[ObjectIdentifier(log)]?.height, 8, "no height: it fills")
            XCTAssertEqual(frames[ObjectIdentifier(short)], Rect(x: 15, y: 3, width: 15, height: 2),
                           "its own height, centered across the row; both text views share the slack along it")
        }
        try loop.close()
    }

    func testExplicitLengthWinsOverFillDistribution() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Jobs")]
            let status: Label = [.text("ok"), .height(3)]
            let column: StackView = [.views([title, status]), .axis(.vertical)]
            let frames = Layout.frames(of: column, in: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(frames[ObjectIdentifier(title)], Rect(x: 0, y: 0, width: 10, height: 1), "a label does not expand down")
            XCTAssertEqual(frames[ObjectIdentifier(status)], Rect(x: 0, y: 1, width: 10, height: 3), "the last subview keeps its height")

            let log: TextView = [.text("a"), .height(2)]
            let growing: TextView = [.text("b")]
            let logs: StackView = [.views([log, growing]), .axis(.vertical)]
            let logFrames = Layout.frames(of: logs, in: Rect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(logFrames[ObjectIdentifier(log)]?.height, 2, "an explicit height wins over the text view's expansion")
            XCTAssertEqual(logFrames[ObjectIdentifier(growing)], Rect(x: 0, y: 2, width: 10, height: 8), "the slack goes to the one that expands")

            let minus: Button = [.title("-", for: .normal), .width(5)]
            let plus: Button = [.title("+", for: .normal)]
            let reset: Button = [.title("reset", for: .normal)]
            let row: StackView = [.views([minus, plus, reset]), .axis(.horizontal), .distribution(.fillEqually)]
            let rowFrames = Layout.frames(of: row, in: Rect(x: 0, y: 0, width: 31, height: 1))
            XCTAssertEqual(rowFrames[ObjectIdentifier(minus)], Rect(x: 0, y: 0, width: 5, height: 1))
            XCTAssertEqual(rowFrames[ObjectIdentifier(plus)], Rect(x: 5, y: 0, width: 13, height: 1))
            XCTAssertEqual(rowFrames[ObjectIdentifier(reset)], Rect(x: 18, y: 0, width: 13, height: 1))
        }
        try loop.close()
    }

    func testFixedLengthsKeepTheirSizeInEveryFillDistribution() {
        let fixed = [true, false, true]
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 3], distribution: .fill, fixed: fixed, expanding: [false, true, false]),
                       [4, 13, 3])
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 3], distribution: .fillEqually, fixed: fixed), [4, 13, 3])
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 2, 3], distribution: .fillProportionally, fixed: fixed + [false]),
                       [4, 5, 2, 9], "the flexible ones share the rest in proportion")
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 3], distribution: .fill, fixed: [true, true]), [4, 3],
                       "with every length explicit, the slack stays empty")
        XCTAssertEqual(Layout.distribute(5, preferred: [4, 3], distribution: .fill, fixed: [true, false]), [4, 1],
                       "too little room still shrinks from the end")
    }

    func testTooLittleRoomShrinksFromTheEndWithoutNegativeSizes() {
        XCTAssertEqual(Layout.distribute(5, preferred: [3, 4, 2], distribution: .fill), [3, 2, 0])
        XCTAssertEqual(Layout.distribute(0, preferred: [3], distribution: .fillEqually), [0])
        XCTAssertEqual(Layout.distribute(12, preferred: [1, 2, 3], distribution: .fillProportionally), [2, 4, 6])
    }

    func testFillSharesTheSlackAmongTheExpandingSubviewsOnly() {
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 3], distribution: .fill, expanding: [true, false, true]), [9, 2, 9],
                       "equal shares of the slack")
        XCTAssertEqual(Layout.distribute(10, preferred: [1, 1, 1], distribution: .fill, expanding: [true, true, false]), [4, 5, 1],
                       "the last expanding one takes what does not divide")
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 3], distribution: .fill, expanding: [false, false, false]), [4, 2, 3],
                       "nothing expands: the slack stays empty")
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 3], distribution: .equalSpacing), [4, 2, 3])
    }

    func testHorizontalRowCentersItsChildrenOnTheCrossAxis() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let name: Label = [.text("nginx")]
            let toggle: Button = [.title("Stop", for: .normal), .borderStyle(.single)]
            let log: TextView = [.text("a")]
            let row: StackView = [.views([name, toggle, log]), .axis(.horizontal), .spacing(1)]
            XCTAssertEqual(row.alignment, .fill)
            let frames = Layout.frames(of: row, in: Rect(x: 0, y: 0, width: 40, height: 3))
            XCTAssertEqual(frames[ObjectIdentifier(name)], Rect(x: 0, y: 1, width: 5, height: 1),
                           "a label beside a bordered button sits on its middle line, at its own width")
            XCTAssertEqual(frames[ObjectIdentifier(toggle)], Rect(x: 6, y: 0, width: 10, height: 3))
            XCTAssertEqual(frames[ObjectIdentifier(log)], Rect(x: 17, y: 0, width: 23, height: 3),
                           "what expands down fills the row's height; what expands across takes its slack")
        }
        try loop.close()
    }

    func testRowOfLabelAndControlsKeepsTheControlsBesideTheLabel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let name: Label = [.text("sshd")]
            let toggle: Switch = [.isOn(true)]
            let restart: Button = [.title("Restart", for: .normal)]
            let row: StackView = [.views([name, toggle, restart]), .axis(.horizontal), .spacing(1)]
            let frames = Layout.frames(of: row, in: Rect(x: 0, y: 0, width: 60, height: 1))
            XCTAssertEqual(frames[ObjectIdentifier(name)]?.width, 4, "the label is not stretched")
            XCTAssertEqual(frames[ObjectIdentifier(toggle)]?.x, 5, "the switch follows the label")

            let pushed: StackView = [.views([name, Spacer(), toggle]), .axis(.horizontal)]
            let pushedFrames = Layout.frames(of: pushed, in: Rect(x: 0, y: 0, width: 60, height: 1))
            let toggleWidth = Layout.preferredSize(of: toggle).width
            XCTAssertEqual(pushedFrames[ObjectIdentifier(toggle)]?.x, 60 - toggleWidth, "a spacer pushes the switch to the far end")
        }
        try loop.close()
    }

    func testExpandingChildMakesItsStackExpandAndGrowsWithTheWindow() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let name: Label = [.text("backup")]
            let bar: ProgressBar = [.progress(0.5)]
            let row: StackView = [.views([name, bar]), .axis(.horizontal), .spacing(1)]
            let title: Label = [.text("Jobs")]
            let root: StackView = [.views([title, row]), .axis(.vertical)]
            XCTAssertTrue(row.expands(along: .horizontal))
            XCTAssertFalse(row.expands(along: .vertical))
            for width in [40, 80] {
                let frames = Layout.frames(of: root, in: Rect(x: 0, y: 0, width: width, height: 10))
                XCTAssertEqual(frames[ObjectIdentifier(row)], Rect(x: 0, y: 1, width: width, height: 1),
                               "the column fills across; the row stays one line high, as nothing in it expands down")
                XCTAssertEqual(frames[ObjectIdentifier(bar)], Rect(x: 7, y: 1, width: width - 7, height: 1), "beside its name, to the edge")
            }
            bar.install([.expands([])] as Style)
            let frames = Layout.frames(of: root, in: Rect(x: 0, y: 0, width: 80, height: 10))
            XCTAssertEqual(frames[ObjectIdentifier(bar)]?.width, Layout.preferredSize(of: bar).width, "expands([]) keeps its own width")
        }
        try loop.close()
    }
}
