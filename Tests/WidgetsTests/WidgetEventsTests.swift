import Bindings
import ComposerModel
import Widgets
import XCTest

@LoopActor
final class FormModel {
    @Observed var email = ""
    @Observed var remember = false
    @Observed var volume = 0.0
    @Observed var presses = 0
}

final class WidgetEventsTests: XCTestCase {
    func testPressReachesTheModelAndInstallsNeverPress() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let button: Button = [.title("+", for: .normal)]
            button.onPress { model.presses += 1 }
            button.install([.title("plus", for: .normal), .enabled(true)] as Style)
            XCTAssertEqual(model.presses, 0, "no echo")
            button.userDidPress()
            button.userDidPress()
            XCTAssertEqual(model.presses, 2)
            button.install([.enabled(false)] as Style)
            button.userDidPress()
            XCTAssertEqual(model.presses, 2, "a disabled button cannot be pressed")
        }
        try loop.close()
    }

    func testTwoWaySwitchAndSliderDoNotEcho() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let remember = Switch()
            let volume: Slider = [.range(min: 0, max: 10), .step(1)]
            var switchEvents: [Bool] = []
            remember.bind(to: model) { [.isOn($0.remember)] }
            remember.onValueChanged { switchEvents.append($0); model.remember = $0 }
            volume.bind(to: model) { [.range(min: 0, max: 10), .value($0.volume)] }
            volume.onValueChanged { model.volume = $0 }

            model.remember = true                     // model → widget through the flush
            loop.runOnce()
            XCTAssertTrue(remember.isOn)
            XCTAssertEqual(switchEvents, [], "an install fires no user-change event")

            remember.userDidToggle()                  // widget → model
            volume.userDidMove(steps: 3)
            XCTAssertFalse(model.remember)
            XCTAssertEqual(model.volume, 3)
            loop.runOnce()
            XCTAssertFalse(remember.isOn)
            XCTAssertEqual(volume.value, 3)
            XCTAssertEqual(switchEvents, [false])
            remember.lifetime.end()
            volume.lifetime.end()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testTypingIsNotOverwrittenByTheEchoOfItsOwnModelUpdate() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let email = TextField()
            email.bind(to: model) { [.text($0.email)] }
            email.onTextChanged { model.email = $0 }
            loop.runOnce()
            email.userDidType("a")
            loop.runOnce()                            // flush installs the model's "a": no change
            email.userDidType("b")
            email.userDidType("c")                    // two edits between flushes
            loop.runOnce()
            XCTAssertEqual(email.text, "abc")
            XCTAssertEqual(model.email, "abc")
            email.userDidDeleteBackward()
            loop.runOnce()
            XCTAssertEqual(email.text, "ab")
            XCTAssertEqual(model.email, "ab")
            email.lifetime.end()
        }
        try loop.close()
    }

    func testEventRaisedDuringAFlushIsDeliveredAfterItInOrder() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let button = Button()
            let label = Label()
            var log: [String] = []
            button.onPress { log.append("press \(model.presses)") }
            label.bind(to: model) { model in
                if model.presses == 1 {
                    button.userDidPress()             // raised during the flush
                    log.append("style function done")
                }
                return [.text("\(model.presses)")]
            }
            loop.runOnce()
            model.presses = 1
            loop.runOnce()                            // the flush raises the event; it runs after the flush
            XCTAssertEqual(log, ["style function done", "press 1"])
            loop.runOnce()
            XCTAssertEqual(log, ["style function done", "press 1"], "delivered once")
            button.userDidPress()
            XCTAssertEqual(log, ["style function done", "press 1", "press 1"])
            label.lifetime.end()
        }
        try loop.close()
    }

    func testSelectionsReachTheModelAndComeBackThroughTheFlush() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let steps: SegmentedControl = [.segments(["1", "5", "10"])]
            let jobs: ListView = [.items([ListItem(id: "a", title: "backup"), ListItem(id: "b", title: "sync")])]
            let summary = Label()
            steps.onSelectionChanged { model.volume = Double($0) }
            jobs.onSelectionChanged { model.presses = $0 }
            summary.bind(to: model) { [.text("step \(Int($0.volume)), job \($0.presses)")] }
            steps.bind(to: model) { [.selectedIndex(Int($0.volume))] }
            loop.runOnce()
            steps.userDidSelect(segment: 2)
            jobs.userDidSelect(row: 1)
            loop.runOnce()
            XCTAssertEqual(summary.text, "step 2, job 1")
            XCTAssertEqual(steps.selectedIndex, 2)
            summary.lifetime.end()
            steps.lifetime.end()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }
}
