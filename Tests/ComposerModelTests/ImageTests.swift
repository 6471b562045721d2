import ComposerModel
import XCTest

final class ImageTests: XCTestCase {
    func testFileAndPixelImagesKeepTheirSourceAndAltText() {
        let logo = Image.file("logo.ppm", altText: "logo")
        XCTAssertEqual(logo.source, .file("logo.ppm"))
        XCTAssertEqual(logo.altText, "logo")
        let dot = Image.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255])
        XCTAssertEqual(dot.source, .pixels(width: 1, height: 1, rgba: [255, 0, 0, 255]))
        XCTAssertEqual(dot.altText, "")
    }

    func testImagesAreEqualByPathOrPixelsAndAltText() {
        XCTAssertEqual(Image.file("a.ppm", altText: "a"), .file("a.ppm", altText: "a"))
        XCTAssertNotEqual(Image.file("a.ppm", altText: "a"), .file("a.ppm", altText: "b"))
        XCTAssertNotEqual(Image.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255]),
                          .pixels(width: 1, height: 1, rgba: [0, 0, 1, 255]))
        let set: Set<Attribute> = [.image(.file("a.ppm")), .image(.file("a.ppm")), .image(.file("b.ppm"))]
        XCTAssertEqual(set.count, 2)
    }

    func testEmptyPathsBadSizesAndWrongByteCountsAreProblems() {
        XCTAssertEqual(Image.file("").problem, "has an empty file path")
        XCTAssertEqual(Image.pixels(width: 0, height: 3, rgba: []).problem, "has a size of 0×3 pixels")
        XCTAssertEqual(Image.pixels(width: 2, height: 2, rgba: [1, 2, 3]).problem, "has 3 bytes of RGBA, not 16 (2×2×4)")
        XCTAssertEqual(Image.pixels(width: .max, height: 2, rgba: []).problem, "is too large (\(Int.max)×2 pixels)")
        XCTAssertNil(Image.pixels(width: 2, height: 1, rgba: [UInt8](repeating: 9, count: 8)).problem)
        XCTAssertNil(Image.file("missing.png").problem, "whether a file can be read is the backend's to find out")
    }

    func testPixelImagesDescribeTheirByteCountNotTheBytes() {
        let image = Image.pixels(width: 2, height: 2, rgba: [UInt8](repeating: 7, count: 16), altText: "flag")
        XCTAssertEqual(image.description, ".pixels(width: 2, height: 2, rgba: 16 bytes, altText: \"flag\")")
        XCTAssertEqual(Image.file("a.ppm").description, ".file(\"a.ppm\")")
        XCTAssertEqual("\(Attribute.image(.file("a.ppm", altText: "A")))", "image(.file(\"a.ppm\", altText: \"A\"))")
    }

    func testImageIsContentInstalledBeforeLayoutAndAppearance() {
        XCTAssertEqual(Attribute.image(.file("a.ppm")).key, .image)
        XCTAssertLessThan(AttributeKey.numberOfLines, .image)
        XCTAssertLessThan(AttributeKey.image, .range)
        XCTAssertLessThan(AttributeKey.image, .width)
    }

    func testContentModesDescribeAsWrittenAndComeAfterTheOtherAppearanceKeys() {
        XCTAssertEqual("\(Attribute.contentMode(.scaleAspectFit))", "contentMode(.scaleAspectFit)")
        XCTAssertEqual(ContentMode.allCases, [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center])
        XCTAssertLessThan(AttributeKey.clipsToBounds, .contentMode)
        XCTAssertLessThan(AttributeKey.contentMode, .delegate)
    }

    func testReplacingAnImageIsAChangeAndTheSameImageIsNot() {
        let before: Style = [.image(.file("a.ppm"))]
        XCTAssertEqual(before.difference(from: before), .empty)
        let after: Style = [.image(.file("b.ppm"))]
        XCTAssertEqual(after.difference(from: before).changes, [.set(.image(.file("b.ppm")))])
        XCTAssertEqual(Style.empty.difference(from: before).changes, [.reset(.image)])
    }
}
