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

    func testTooLittleRoomShrinksFromTheEndWithoutNegativeSizes() {
        XCTAssertEqual(Layout.distribute(5, preferred: [3, 4, 2], distribution: .fill), [3, 2, 0])
        XCTAssertEqual(Layout.distribute(0, preferred: [3], distribution: .fillEqually), [0])
        XCTAssertEqual(Layout.distribute(12, preferred: [1, 2, 3], distribution: .fillProportionally), [2, 4, 6])
    }
}
