import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// A text view on the terminal takes a text style shared with labels.
final class TextViewTerminalTests: XCTestCase {
    func testEveryLineIsDrawnInTheTextStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let notes: TextView = [.text("one\ntwo"), .textStyle(.italic)]
            var frame = CellBuffer(width: 10, height: 2)
            WidgetRenderer.draw(notes, into: &frame)
            XCTAssertEqual(frame.plainText, "one\ntwo")
            XCTAssertEqual(frame[0, 0]?.style, .italic)
            XCTAssertEqual(frame[2, 1]?.style, .italic)
            notes.install(StyleDelta([.reset(.textStyle)]))
            WidgetRenderer.draw(notes, into: &frame)
            XCTAssertEqual(frame[0, 0]?.style, .plain)
        }
        try loop.close()
    }
}
