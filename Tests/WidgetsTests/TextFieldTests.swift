import Bindings
import ComposerModel
import Widgets
import XCTest

final class TextFieldTests: XCTestCase {
    func testTextAttributesApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            let style: Style = [.text("secret"), .placeholder("Password"), .secureEntry(true), .textColor(.red),
                                .textAlignment(.trailing)]
            XCTAssertEqual(field.install(style).diagnostics, [])
            XCTAssertEqual(field.text, "secret")
            XCTAssertEqual(field.placeholder, "Password")
            XCTAssertTrue(field.isSecureEntry)
            XCTAssertEqual(field.textColor, .red)
            XCTAssertEqual(field.textAlignment, .trailing)
            field.install(Style().difference(from: style))
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(field.placeholder, "")
            XCTAssertFalse(field.isSecureEntry)
            XCTAssertEqual(field.textColor, .default)
            XCTAssertEqual(field.textAlignment, .leading)
        }
        try loop.close()
    }

    func testSecureEntryShowsOneBulletPerCharacter() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            field.install([.text("pä👍🏽s"), .secureEntry(true)] as Style)
            XCTAssertEqual(field.displayedText, "••••")
            field.install([.secureEntry(false)] as Style)
            XCTAssertEqual(field.displayedText, "pä👍🏽s")
        }
        try loop.close()
    }

    func testEmptyFieldShowsItsPlaceholderEvenWhenSecure() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            field.install([.placeholder("Password"), .secureEntry(true)] as Style)
            XCTAssertTrue(field.isShowingPlaceholder)
            XCTAssertEqual(field.displayedText, "Password")
            field.install([.text("x")] as Style)
            XCTAssertFalse(field.isShowingPlaceholder)
            XCTAssertEqual(field.displayedText, "•")
        }
        try loop.close()
    }

    func testNumberOfLinesIsNotATextFieldAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            let report = field.install([.numberOfLines(2)] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), ["TextField: unsupported attribute numberOfLines(2) skipped"])
        }
        try loop.close()
    }

    func testWholeTextEditAsksTheDelegateAndIsDeliveredOnce() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field: TextField = [.text("12")]
            var edits: [String] = []
            field.onTextChanged { edits.append($0) }
            field.userDidChangeText(to: "123")
            field.userDidChangeText(to: "123")
            XCTAssertEqual(edits, ["123"])
            field.install([.hidden(true)] as Style)
            field.userDidChangeText(to: "1")
            XCTAssertEqual(edits, ["123"])
            XCTAssertEqual(field.text, "123")
        }
        try loop.close()
    }
}
