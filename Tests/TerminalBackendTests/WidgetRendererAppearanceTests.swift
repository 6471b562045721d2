import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// Corner radius, border width, fonts and clipping on the terminal.
final class WidgetRendererAppearanceTests: XCTestCase {
    @LoopActor
    private static func drawn(_ widget: Widget, width: Int, height: Int) -> CellBuffer {
        var frame = CellBuffer(width: width, height: height)
        WidgetRenderer.draw(widget, into: &frame)
        return frame
    }

    func testACornerRadiusRoundsTheBorderAUIKitLayerWouldDraw() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let card: Label = [.text("Hi"), .borderWidth(1), .cornerRadius(6)]
            XCTAssertEqual(Self.drawn(card, width: 4, height: 3).plainText, "╭──╮\n│Hi│\n╰──╯")
            let square: Label = [.text("Hi"), .borderWidth(1)]
            XCTAssertEqual(Self.drawn(square, width: 4, height: 3).plainText, "┌──┐\n│Hi│\n└──┘")
        }
        try loop.close()
    }

    func testABorderTwoWideIsHeavyAndZeroWideIsNone() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let heavy: Label = [.text("Hi"), .borderWidth(2)]
            XCTAssertEqual(Self.drawn(heavy, width: 4, height: 3).plainText, "┏━━┓\n┃Hi┃\n┗━━┛")
            let none: Label = [.text("Hi"), .borderStyle(.double), .borderWidth(0)]
            XCTAssertEqual(Layout.preferredSize(of: none), Size(width: 2, height: 1), "no border, no space for one")
            XCTAssertEqual(Self.drawn(none, width: 4, height: 3).plainText, "Hi")
        }
        try loop.close()
    }

    func testABoldFontDrawsBoldText() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Jobs"), .font(.boldSystemFont(ofSize: 14))]
            let ok: Button = [.title("OK", for: .normal), .font(.system(weight: .heavy))]
            let body: Label = [.text("text"), .font(.systemFont(ofSize: 14))]
            XCTAssertTrue(Self.drawn(title, width: 4, height: 1)[0, 0]!.style.contains(.bold))
            XCTAssertTrue(Self.drawn(ok, width: 6, height: 1)[2, 0]!.style.contains(.bold))
            XCTAssertFalse(Self.drawn(body, width: 4, height: 1)[0, 0]!.style.contains(.bold))
        }
        try loop.close()
    }

    func testClipsToBoundsCutsOffChildrenDrawnOutsideTheFrame() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            // A container of one's own may place a child past its own frame.
            @LoopActor func screen(clips: Bool) -> StackView {
                let wide: Label = [.text("overflowing")]
                let overhang = Overhang()
                overhang.addChild(wide)
                overhang.install([.width(4), .clipsToBounds(clips)] as Style)
                return [.views([overhang]), .alignment(.leading)]
            }
            XCTAssertEqual(Self.drawn(screen(clips: false), width: 12, height: 1).plainText, "overflowing")
            XCTAssertEqual(Self.drawn(screen(clips: true), width: 12, height: 1).plainText, "over")
        }
        try loop.close()
    }
}

/// A container that gives its child the child's own width, however narrow the container.
private final class Overhang: Widget {}

extension Overhang: TerminalPresentable {
    func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 4, height: 1) }

    func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        for child in children {
            Layout.place(child, in: Rect(x: frame.x, y: frame.y, width: Layout.preferredSize(of: child).width, height: 1), into: &frames)
        }
    }
}
