import ComposerModel
import XCTest

final class StyleTypedValuesTests: XCTestCase {
    let style: Style = [
        .text("Hello"), .placeholder("Email"), .title("OK", for: .normal), .title("Wait", for: .disabled),
        .titleColor(.green, for: .highlighted), .textColor(.red), .backgroundColor(.blue), .tintColor(.palette(7)),
        .borderColor(.rgb(red: 1, green: 2, blue: 3)), .width(12), .height(3), .value(0.5), .isOn(true),
        .progress(0.25), .selectedIndex(2), .enabled(false), .hidden(true), .opacity(0.75),
    ]

    func testReadsReturnThePayloadOfEachSetKey() {
        XCTAssertEqual(style.text, "Hello")
        XCTAssertEqual(style.placeholder, "Email")
        XCTAssertEqual(style.textColor, .red)
        XCTAssertEqual(style.backgroundColor, .blue)
        XCTAssertEqual(style.tintColor, .palette(7))
        XCTAssertEqual(style.borderColor, .rgb(red: 1, green: 2, blue: 3))
        XCTAssertEqual(style.width, 12)
        XCTAssertEqual(style.height, 3)
        XCTAssertEqual(style.value, 0.5)
        XCTAssertEqual(style.isOn, true)
        XCTAssertEqual(style.progress, 0.25)
        XCTAssertEqual(style.selectedIndex, 2)
        XCTAssertEqual(style.enabled, false)
        XCTAssertEqual(style.hidden, true)
        XCTAssertEqual(style.opacity, 0.75)
    }

    func testReadsOfUnsetKeysAreNil() {
        let empty = Style.empty
        XCTAssertNil(empty.text)
        XCTAssertNil(empty.placeholder)
        XCTAssertNil(empty.textColor)
        XCTAssertNil(empty.backgroundColor)
        XCTAssertNil(empty.tintColor)
        XCTAssertNil(empty.borderColor)
        XCTAssertNil(empty.width)
        XCTAssertNil(empty.height)
        XCTAssertNil(empty.value)
        XCTAssertNil(empty.isOn)
        XCTAssertNil(empty.progress)
        XCTAssertNil(empty.selectedIndex)
        XCTAssertNil(empty.enabled)
        XCTAssertNil(empty.hidden)
        XCTAssertNil(empty.opacity)
        XCTAssertNil(empty.title(for: .normal))
        XCTAssertNil(empty.titleColor(for: .normal))
    }

    func testButtonImageReadsArePerStateWithoutFallback() {
        let images: Style = [.image(.file("n.png"), for: .normal), .image(.file("i.png"))]
        XCTAssertEqual(images.image(for: .normal), .file("n.png"))
        XCTAssertNil(images.image(for: .selected))
        XCTAssertEqual(images.image, .file("i.png"), "an image view's image is another key")
    }

    func testTitleReadsArePerStateWithoutFallback() {
        XCTAssertEqual(style.title(for: .normal), "OK")
        XCTAssertEqual(style.title(for: .disabled), "Wait")
        XCTAssertNil(style.title(for: .highlighted))
        XCTAssertEqual(style.titleColor(for: .highlighted), .green)
        XCTAssertNil(style.titleColor(for: .normal))
    }

    func testReadFollowsTheKeptValueAfterMergeAndSet() {
        var merged = style <<- [.text("Bye")]
        XCTAssertEqual(merged.text, "Bye")
        merged.set(.hidden(false))
        XCTAssertEqual(merged.hidden, false)
        merged.removeAttribute(for: .textColor)
        XCTAssertNil(merged.textColor)
        let firstWins: Style = [.text("first"), .text("second")]
        XCTAssertEqual(firstWins.text, "first")
    }
}
