import Bindings
import ComposerModel
import Widgets
import XCTest

final class WidgetTwoWayBindingTests: XCTestCase {
    func testTextSwitchAndSliderFollowTheModelAndWriteUserEditsBack() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let email = TextField()
            let remember = Switch()
            let volume: Slider = [.range(min: 0, max: 10), .step(1)]
            email.bindText(model.$email)
            remember.bindIsOn(model.$remember)
            volume.bindValue(model.$volume)

            model.email = "a@b"
            model.remember = true
            model.volume = 4
            loop.runOnce()
            XCTAssertEqual(email.text, "a@b")
            XCTAssertTrue(remember.isOn)
            XCTAssertEqual(volume.value, 4)

            email.userDidType(".c")
            email.userDidType("h")                    // two edits before the next flush
            remember.userDidToggle()
            volume.userDidMove(steps: -1)
            XCTAssertEqual(model.email, "a@b.ch")
            XCTAssertFalse(model.remember)
            XCTAssertEqual(model.volume, 3)
            loop.runOnce()                            // the echo installs what the field already shows
            XCTAssertEqual(email.text, "a@b.ch", "the user's edit is not overwritten")
            XCTAssertFalse(remember.isOn)
            XCTAssertEqual(volume.value, 3)
            loop.runOnce()
            XCTAssertEqual(model.email, "a@b.ch", "no event came back from the install")
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}
