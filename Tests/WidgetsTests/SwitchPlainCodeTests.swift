import Bindings
import ComposerModel
import Widgets
import XCTest

/// Switch's plain setters (`Switch+PlainCode.swift`): each is one install of its attribute.
final class SwitchPlainCodeTests: XCTestCase {
    func testEachPropertySetInPlainCodeIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let toggle = Switch()
            toggle.isOn = true; assertPlainSet(toggle, .isOn(true))
            XCTAssertTrue(toggle.isOn)
        }
        try loop.close()
    }
}
