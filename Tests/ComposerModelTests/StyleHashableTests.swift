import ComposerModel
import XCTest

final class StyleHashableTests: XCTestCase {
    func testSetDedupesEqualStylesGivenInAnyOrder() {
        let styles: Set<Style> = [
            [.text("Hi"), .textColor(.red), .hidden(false)],
            [.hidden(false), .text("Hi"), .textColor(.red)],
            [.textColor(.red), .hidden(false), .text("Hi")],
            [.text("Hi"), .textColor(.blue), .hidden(false)],
        ]
        XCTAssertEqual(styles.count, 2)
        XCTAssertTrue(styles.contains([.hidden(false), .textColor(.blue), .text("Hi")]))
    }

    func testStyleIsADictionaryKeyWhateverTheOrder() {
        var names: [Style: String] = [[.text("OK"), .enabled(true)]: "ok button"]
        names[[.enabled(true), .text("OK")], default: "other"] += "!"
        XCTAssertEqual(names.count, 1)
        XCTAssertEqual(names[[.enabled(true), .text("OK")]], "ok button!")
        XCTAssertNil(names[[.text("OK")]])
    }

    func testDiagnosticsDoNotTakePartInTheHash() {
        let withDuplicate: Style = [.text("foo"), .text("bar")]
        XCTAssertEqual(Set<Style>([withDuplicate, [.text("foo")]]).count, 1)
    }

    func testStyleWithNaNDedupesAsItsEqualitySays() {
        let nan: Style = [.progress(.nan), .text("a")]
        let otherNaN: Style = [.text("a"), .progress(Double(nan: 0, signaling: false))]
        XCTAssertEqual(nan, otherNaN)
        XCTAssertEqual(Set([nan, otherNaN]).count, 1)
        XCTAssertTrue(Set([nan]).contains(nan))
        // A NaN with another payload describes differently, so styles tell it apart; both stay.
        let payloadNaN: Style = [.text("a"), .progress(Double(nan: 5, signaling: false))]
        XCTAssertNotEqual(nan, payloadNaN)
        XCTAssertEqual(Set([nan, payloadNaN]).count, 2)
    }

    func testEmptyStylesHashAlike() {
        XCTAssertEqual(Set<Style>([.empty, Style(), []]).count, 1)
    }
}
