import Bindings
import ComposerModel
import Widgets
import XCTest

/// TextField's plain setters (`TextField+PlainCode.swift`): each is one install of its attribute.
final class TextFieldPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            field.text = "a@b"; assertPlainSet(field, .text("a@b"))
            field.placeholder = "Email"; assertPlainSet(field, .placeholder("Email"))
            field.isSecureEntry = true; assertPlainSet(field, .secureEntry(true))
            field.textColor = .blue; assertPlainSet(field, .textColor(.blue))
            field.textAlignment = .trailing; assertPlainSet(field, .textAlignment(.trailing))
            XCTAssertEqual(field.displayedText, "•••")
        }
        try loop.close()
    }
}
