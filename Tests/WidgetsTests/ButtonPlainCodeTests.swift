import Bindings
import ComposerModel
import Widgets
import XCTest

/// Button's plain setters (`Button+PlainCode.swift`): each is one install of its attribute.
final class ButtonPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            button.setTitle("OK", for: .normal); assertPlainSet(button, .title("OK", for: .normal))
            button.setTitleColor(.green, for: .normal); assertPlainSet(button, .titleColor(.green, for: .normal))
            button.textStyle = .underline; assertPlainSet(button, .textStyle(.underline))
            button.textAlignment = .leading; assertPlainSet(button, .textAlignment(.leading))
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .green)
        }
        try loop.close()
    }

    func testSetImageIsOneInstallAndNilFallsBackToTheNormalImage() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let play = Image.file("play.png"), dim = Image.file("play-dim.png")
            let button = Button()
            button.setImage(play, for: .normal); assertPlainSet(button, .image(play, for: .normal))
            button.setImage(dim, for: .disabled); assertPlainSet(button, .image(dim, for: .disabled))
            button.isEnabled = false
            XCTAssertEqual(button.displayedImage, dim)
            button.setImage(nil, for: .disabled)
            XCTAssertEqual(button.lastInstalledDelta, StyleDelta([.reset(.buttonImage(.disabled))]))
            XCTAssertEqual(button.displayedImage, play)
        }
        try loop.close()
    }
}
