import Bindings
import ComposerModel
import Observation
import Synchronization
import Widgets
import XCTest

/// A service monitor's view model with `@Observed` properties whose `didSet`
/// tells a worker, normalises or clamps. A wrapped property's `didSet` that sets
/// the property again runs again (unlike a plain stored property's): guard it.
@LoopActor
private final class ObservedMonitor {
    @Observed var filter = "" { didSet { if filter != filter.lowercased() { filter = filter.lowercased() } } }
    @Observed var paused = false { didSet { workerPauses.append(paused) } }
    @Observed var volume = 0.0 { didSet { if volume > 5 { volume = 5 } } }
    @Observed var period = 0
    @Observed var selectedService = -1 { didSet { if selectedService == 2 { selectedService = oldValue } } }
    var workerPauses: [Bool] = []
}

/// The same monitor as an `@Observable` model.
@LoopActor @Observable
private final class ObservableMonitor {
    var filter = "" { didSet { if filter != filter.lowercased() { filter = filter.lowercased() } } }
    var paused = false { didSet { workerPauses.append(paused) } }
    var volume = 0.0 { didSet { if volume > 5 { volume = 5 } } }
    var period = 0
    @ObservationIgnored var workerPauses: [Bool] = []
}

/// A model no binding can follow: plain stored properties.
@LoopActor
private final class PlainMonitor {
    var filter = "" { didSet { filter = filter.lowercased() } }
}

/// Whether an observation's `onChange` ran (it is `@Sendable`).
private final class ObservedChange: Sendable {
    let happened = Atomic<Bool>(false)
}

final class WidgetTwoWayBindingTests: XCTestCase {
    func testTextSwitchAndSliderFollowTheModelAndWriteUserEditsBack() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = FormModel()
            let email = TextField()
            let remember = Switch()
            let volume: Slider = [.range(min: 0, max: 10), .step(1)]
            email.bindText(to: model, \.email)
            remember.bindIsOn(to: model, \.remember)
            volume.bindValue(to: model, \.volume)

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
            let installs = (email.installCount, remember.installCount, volume.installCount)
            loop.runOnce()                            // the model kept every edit: nothing to install
            XCTAssertEqual(email.text, "a@b.ch", "the user's edit is not overwritten")
            XCTAssertFalse(remember.isOn)
            XCTAssertEqual(volume.value, 3)
            XCTAssertEqual(email.installCount, installs.0)
            XCTAssertEqual(remember.installCount, installs.1)
            XCTAssertEqual(volume.installCount, installs.2)
            loop.runOnce()
            XCTAssertEqual(model.email, "a@b.ch", "no event came back from the install")
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testUserToggleRunsTheDidSetOfAnObservedProperty() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ObservedMonitor()
            let pause = Switch()
            var signalled: [Bool] = []
            let observation = model.$paused.signal.observe { signalled.append($0) }
            pause.bindIsOn(to: model, \.paused)
            loop.runOnce()

            pause.userDidToggle()
            XCTAssertEqual(model.workerPauses, [true], "didSet ran at once")
            XCTAssertEqual(signalled, [true], "the property's observers ran")
            pause.userDidToggle()
            XCTAssertEqual(model.workerPauses, [true, false])
            loop.runOnce()
            XCTAssertFalse(pause.isOn)
            observation.dispose()
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testUserToggleRunsTheDidSetOfAnObservableModel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ObservableMonitor()
            let pause = Switch()
            let volume: Slider = [.range(min: 0, max: 10), .step(1)]
            pause.bindIsOn(to: model, \.paused)
            volume.bindValue(to: model, \.volume)
            loop.runOnce()

            let observedChange = ObservedChange()
            withObservationTracking { _ = model.paused } onChange: { observedChange.happened.store(true, ordering: .relaxed) }
            pause.userDidToggle()
            volume.userDidMove(steps: 2)
            XCTAssertEqual(model.workerPauses, [true], "didSet ran at once")
            XCTAssertTrue(observedChange.happened.load(ordering: .relaxed), "the model's observers ran")
            XCTAssertTrue(model.paused)
            XCTAssertEqual(model.volume, 2)
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testObservableModelChangesReachTheWidgets() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ObservableMonitor()
            let filter = TextField()
            let pause = Switch()
            let volume: Slider = [.range(min: 0, max: 10)]
            let period: SegmentedControl = [.segments(["1m", "5m", "1h"])]
            filter.bindText(to: model, \.filter)
            pause.bindIsOn(to: model, \.paused)
            volume.bindValue(to: model, \.volume)
            period.bindSelectedIndex(to: model, \.period)
            loop.runOnce()

            model.filter = "nginx"
            model.paused = true
            model.volume = 4
            model.period = 2
            loop.runOnce()
            XCTAssertEqual(filter.text, "nginx")
            XCTAssertTrue(pause.isOn)
            XCTAssertEqual(volume.value, 4)
            XCTAssertEqual(period.selectedIndex, 2)

            model.paused = false                      // followed again after the re-evaluation
            loop.runOnce()
            XCTAssertFalse(pause.isOn)
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testDidSetNormalisationIsShownAfterTheNextFlushForBothModelKinds() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let observed = ObservedMonitor()
            let observable = ObservableMonitor()
            let observedField = TextField()
            let observableField = TextField()
            observedField.bindText(to: observed, \.filter)
            observableField.bindText(to: observable, \.filter)
            loop.runOnce()

            observedField.userDidType("NGINX")
            observableField.userDidType("Redis")
            XCTAssertEqual(observed.filter, "nginx", "didSet ran")
            XCTAssertEqual(observable.filter, "redis", "didSet ran")
            XCTAssertEqual(observedField.text, "NGINX", "the field shows the edit until the flush")
            loop.runOnce()
            XCTAssertEqual(observedField.text, "nginx")
            XCTAssertEqual(observableField.text, "redis")
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testClampingDidSetThatLeavesTheModelUnchangedStillResetsTheWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let observed = ObservedMonitor()
            let observable = ObservableMonitor()
            let observedSlider: Slider = [.range(min: 0, max: 10), .step(1)]
            let observableSlider: Slider = [.range(min: 0, max: 10), .step(1)]
            observedSlider.bindValue(to: observed, \.volume)
            observableSlider.bindValue(to: observable, \.volume)
            observed.volume = 5
            observable.volume = 5
            loop.runOnce()
            XCTAssertEqual(observedSlider.value, 5)

            observedSlider.userDidMove(steps: 1)      // 6: clamped back to the 5 the model had
            observableSlider.userDidMove(steps: 3)
            XCTAssertEqual(observed.volume, 5)
            XCTAssertEqual(observable.volume, 5)
            XCTAssertEqual(observedSlider.value, 6)
            loop.runOnce()
            XCTAssertEqual(observedSlider.value, 5, "the model's value, though the model did not change")
            XCTAssertEqual(observableSlider.value, 5)
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testRejectedSelectionIsUndoneAfterTheNextFlush() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ObservedMonitor()
            let services: ListView = [.items(["nginx", "redis", "cron"].map { ListItem(id: $0, title: $0) })]
            var delegateLike: [Int] = []
            services.onSelectionChanged { delegateLike.append($0) }
            services.bindSelectedIndex(to: model, \.selectedService)
            loop.runOnce()

            services.userDidSelect(row: 1)
            XCTAssertEqual(model.selectedService, 1)
            loop.runOnce()
            XCTAssertEqual(services.selectedIndex, 1)

            services.userDidSelect(row: 2)            // didSet refuses row 2
            XCTAssertEqual(model.selectedService, 1)
            loop.runOnce()
            XCTAssertEqual(services.selectedIndex, 1)
            XCTAssertEqual(delegateLike, [1, 2], "other handlers still hear each selection")

            model.selectedService = 0
            loop.runOnce()
            XCTAssertEqual(services.selectedIndex, 0)
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testSegmentedControlSelectionWritesThroughTheModel() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ObservedMonitor()
            let period: SegmentedControl = [.segments(["1m", "5m", "1h"])]
            period.bindSelectedIndex(to: model, \.period)
            loop.runOnce()
            XCTAssertEqual(period.selectedIndex, 0)

            period.userDidSelect(segment: 2)
            XCTAssertEqual(model.period, 2)
            model.period = 1
            loop.runOnce()
            XCTAssertEqual(period.selectedIndex, 1)
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testModelNoBindingCanFollowStillShowsItsValueAfterAnEdit() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = PlainMonitor()
            let filter = TextField()
            filter.bindText(to: model, \.filter)
            loop.runOnce()

            filter.userDidType("CRON")
            XCTAssertEqual(model.filter, "cron", "the edit went through the setter")
            loop.runOnce()
            XCTAssertEqual(filter.text, "cron", "the edit made the binding read the model again")
        }
        try loop.close()
        XCTAssertEqual(Binding.liveCount, 0)
    }

    func testDisposedBindingNoLongerWritesTheUsersEdits() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = ObservedMonitor()
            let pause = Switch()
            let binding = pause.bindIsOn(to: model, \.paused)
            loop.runOnce()
            binding.dispose()

            pause.userDidToggle()
            XCTAssertFalse(model.paused)
            XCTAssertEqual(model.workerPauses, [])
            XCTAssertEqual(Binding.liveCount, 0)
        }
        try loop.close()
    }

    func testBindingEndsWithTheModelAndLaterEditsGoNowhere() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let filter = TextField()
            weak var released: ObservedMonitor?
            do {
                let model = ObservedMonitor()
                released = model
                filter.bindText(to: model, \.filter)
                loop.runOnce()
            }
            XCTAssertNil(released, "the binding does not keep the model")
            loop.runOnce()
            XCTAssertEqual(Binding.liveCount, 0)
            filter.userDidType("x")                   // nothing to write to, nothing traps
            XCTAssertEqual(filter.text, "x")
        }
        try loop.close()
    }
}
