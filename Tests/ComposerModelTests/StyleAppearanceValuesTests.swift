import ComposerModel
import XCTest

final class StyleAppearanceValuesTests: XCTestCase {
    func testReadsReturnThePayloadOfEachSetKey() {
        let style: Style = [
            .image(.file("logo.ppm", altText: "logo")), .font(.system(size: 14, weight: .bold)),
            .cornerRadius(6), .borderWidth(2), .clipsToBounds(true), .contentMode(.scaleAspectFit),
        ]
        XCTAssertEqual(style.image, .file("logo.ppm", altText: "logo"))
        XCTAssertEqual(style.font?.weight, .bold)
        XCTAssertEqual(style.font?.size, 14)
        XCTAssertEqual(style.cornerRadius, 6)
        XCTAssertEqual(style.borderWidth, 2)
        XCTAssertEqual(style.clipsToBounds, true)
        XCTAssertEqual(style.contentMode, .scaleAspectFit)
    }

    func testReadsOfUnsetKeysAreNil() {
        let style: Style = [.text("no appearance")]
        XCTAssertNil(style.image)
        XCTAssertNil(style.font)
        XCTAssertNil(style.cornerRadius)
        XCTAssertNil(style.borderWidth)
        XCTAssertNil(style.clipsToBounds)
        XCTAssertNil(style.contentMode)
    }

    func testMergesKeepOneValuePerKeyAsForEveryAttribute() {
        let base: Style = [.font(.system(size: 12)), .cornerRadius(4)]
        let merged = base <<- [.font(.boldSystemFont(ofSize: 14))]
        XCTAssertEqual(merged.font, .boldSystemFont(ofSize: 14))
        XCTAssertEqual(merged.cornerRadius, 4)
        XCTAssertEqual((base <- [.font(.boldSystemFont(ofSize: 14))]).font, .system(size: 12))
    }
}
