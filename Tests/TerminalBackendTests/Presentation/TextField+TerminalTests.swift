import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// A text field on the terminal takes a text style shared with labels.
final class TextFieldTerminalTests: XCTestCase {
    func testTheSharedTextStyleIsDrawnAndKeptUnderTheFocusUnderline() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField(style: [.text("ada"), .textStyle(.bold), .textColor(.cyan)])
            XCTAssertEqual(field.constructionDiagnostics, [])
            var frame = CellBuffer(width: 10, height: 1)
            WidgetRenderer.draw(field, into: &frame)
            XCTAssertEqual(frame[0, 0]?.style, .bold)
            XCTAssertEqual(frame[0, 0]?.foreground, .cyan)
            field.becomeFocused()
            WidgetRenderer.draw(field, into: &frame)
            XCTAssertEqual(frame[0, 0]?.style, [.bold, .underline])
        }
        try loop.close()
    }

    func testReturnRunsTheSubmitHandlerOfTheStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = SubmitLog()
            let field: TextField = [.onSubmit { log.submitted.append($0) }, .onChange { log.changes.append($0) }]
            field.becomeFocused()
            for key: Key in [.character("h"), .character("i"), .enter] {
                XCTAssertTrue(KeyRouter.route(key, in: field))
            }
            XCTAssertEqual(log.changes, ["h", "hi"])
            XCTAssertEqual(log.submitted, ["hi"])
        }
        try loop.close()
    }
}

@LoopActor
private final class SubmitLog {
    var submitted: [String] = []
    var changes: [String] = []
}
