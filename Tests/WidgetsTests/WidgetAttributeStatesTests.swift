import Bindings
import ComposerModel
import Widgets
import XCTest

final class WidgetAttributeStatesTests: XCTestCase {
    func testTextOnAButtonLiteralIsTheNormalTitleAndTheDuplicatesPolicyDecides() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            XCTAssertEqual(WidgetAttribute<Button>.text("Go").attribute, .title("Go", for: .normal))
            XCTAssertEqual(WidgetAttribute<Button>.textColor(.red).attribute, .titleColor(.red, for: .normal))
            let button: Button = [.text("First"), .title("Second", for: .normal), .textColor(.red)]
            XCTAssertEqual(button.displayedTitle, "First", "same key: first wins")
            XCTAssertEqual(button.displayedTitleColor, .red)
            XCTAssertEqual(button.constructionDiagnostics.map(\.kindName), ["duplicateKey"])
        }
        try loop.close()
    }

    func testButtonLiteralsTakeStatesAndFieldsTakeTextStyles() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button: Button = [.states([.normal("Off"), .selected("On")]), .selected(true), .highlighted(false)]
            XCTAssertEqual(button.displayedTitle, "On")
            let field: TextField = [.textStyle(.italic)]
            let notes: TextView = [.textStyle(.underline)]
            XCTAssertEqual(field.textStyle, .italic)
            XCTAssertEqual(notes.textStyle, .underline)
        }
        try loop.close()
    }
}
