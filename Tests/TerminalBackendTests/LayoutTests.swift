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
            XCTAssertEqual(frames[ObjectIdentifier(ok)], Rect(x: 7, y: 3, width: 6, height: 6), "the last subview takes the slack")
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
            XCTAssertEqual(frames[ObjectIdentifier(short)], Rect(x: 11, y: 0, width: 19, height: 2))
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
            XCTAssertEqual(frames[ObjectIdentifier(title)], Rect(x: 0, y: 0, width: 10, height: 7), "the slack goes to the subview without a height")
            XCTAssertEqual(frames[ObjectIdentifier(status)], Rect(x: 0, y: 7, width: 10, height: 3), "the last subview keeps its height")

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
        XCTAssertEqual(Layout.distribute(20, preferred: [4, 2, 3], distribution: .fill, fixed: fixed), [4, 13, 3])
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
}
