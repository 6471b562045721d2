import ComposerModel
import XCTest

final class StateAppearanceTests: XCTestCase {
    func testAnAppearanceStandsForTheFieldsItSets() {
        XCTAssertEqual(StateAppearance.normal("Login", .blue).attributes,
                       [.title("Login", for: .normal), .titleColor(.blue, for: .normal)])
        XCTAssertEqual(StateAppearance.highlighted("Logging in…").attributes, [.title("Logging in…", for: .highlighted)])
        XCTAssertEqual(StateAppearance(.selected, titleColor: .red).attributes, [.titleColor(.red, for: .selected)])
        XCTAssertEqual(StateAppearance.disabled().attributes, [])
    }

    func testAnAppearanceWithAnImageStandsForItsImageAttribute() {
        let play = Image.file("play.png", altText: "▶")
        XCTAssertEqual(StateAppearance.normal("Play", image: play).attributes,
                       [.title("Play", for: .normal), .image(play, for: .normal)])
        XCTAssertEqual(StateAppearance.disabled(image: play).attributes, [.image(play, for: .disabled)])
        XCTAssertEqual(StateAppearance(.selected, image: play).description, #".selected(image: .file("play.png", altText: "▶"))"#)
    }

    func testDescriptionReadsAsWritten() {
        XCTAssertEqual(StateAppearance.normal("Login", .blue).description, #".normal("Login", .blue)"#)
        XCTAssertEqual(StateAppearance.disabled().description, ".disabled()")
    }
}
