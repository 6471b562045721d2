@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// A target that runs `onApply` once, at its next apply: code of its own running inside an
/// install the flush makes.
private final class ActingTarget: Styleable, LifetimeOwner {
    let lifetime = Lifetime()
    var onApply: (@LoopActor () -> Void)?
    private(set) var shown = Style()
    private(set) var setCountByKey: [AttributeKey: Int] = [:]

    func apply(_ attribute: Attribute) -> AttributeOutcome {
        if let action = onApply {
            onApply = nil
            LoopActor.assumeIsolated { action() }
        }
        shown.set(attribute)
        setCountByKey[attribute.key, default: 0] += 1
        return .applied
    }

    func reset(_ key: AttributeKey) { shown.removeAttribute(for: key) }
}

/// The flush reaches its bindings and their targets' bookkeeping unretained (`FlushWalk`),
/// and a target's only binding lends it its style: what ends or changes under them meanwhile.
final class FlushWalkTests: XCTestCase {
    func testAnInstallEndingItsTargetsOnlyBindingKeepsTheBindingUntilTheFlushIsOver() async throws {
        try await withTestLoop { _ in
            let target = ActingTarget()
            let model = CounterModel()
            var binding: Binding? = target.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(binding?.flags.placement, .ownBookkeeping)
            weak let walked = binding
            binding = nil   // the target's lifetime and the scheduler hold it
            var keptDuringTheInstall = false
            target.onApply = {
                walked?.dispose()
                keptDuringTheInstall = walked != nil
            }
            model.count = 1
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertTrue(keptDuringTheInstall, "the install still runs in it")
            XCTAssertEqual(target.shown, [.text("1")], "the install it began completes")
            XCTAssertEqual(stats.installs, 1)
            XCTAssertNil(walked, "released once the flush is over")
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
        }
    }

    func testAnInstallEndingItsTargetsOnlyBindingKeepsTheSharedBookkeepingUntilTheFlushIsOver() async throws {
        try await withTestLoop { _ in
            let target = ActingTarget()
            let model = CounterModel()
            let binding = target.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            binding.targetShows(.text("0"))   // a TargetBindings takes over, with this one binding
            await BindingScheduler.current.nextFlush()
            weak let targetBindings = binding.targetBindings
            XCTAssertNotNil(targetBindings)
            var keptDuringTheInstall = false
            target.onApply = {
                binding.dispose()
                keptDuringTheInstall = targetBindings != nil
            }
            model.count = 1
            let stats = await BindingScheduler.current.nextFlush()
            XCTAssertTrue(binding.isDisposed)
            XCTAssertTrue(keptDuringTheInstall, "the install still runs in it")
            XCTAssertEqual(target.shown, [.text("1")], "the install it began completes")
            XCTAssertEqual(stats.installs, 1)
            XCTAssertNil(targetBindings, "released once the flush is over")
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
        }
    }

    func testABindingAddedAndEndedDuringTheInstallOfTheOnlyOtherOneForgetsNoneOfItsKeys() async throws {
        try await withTestLoop { _ in
            let target = ActingTarget()
            let model = CounterModel()
            let binding = target.bind(to: model) { model in [.text("\(model.count)"), .textStyle(.bold)] }
            await BindingScheduler.current.nextFlush()
            target.onApply = { target.bind { [.hidden(true)] }.dispose() }
            model.count = 1
            await BindingScheduler.current.nextFlush()
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(target.shown, [.text("2"), .textStyle(.bold)])
            XCTAssertEqual(target.setCountByKey[.textStyle], 1, "an unchanged key is not installed again")
            XCTAssertEqual(target.setCountByKey[.text], 3)
            binding.dispose()
        }
    }

    func testAStyleFunctionEndingItsOwnBindingReleasesWhatItCapturedOnceItReturns() async throws {
        final class Token {}
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            var token: Token? = Token()
            weak let weakToken = token
            var binding: Binding?
            var capturedWhileRunning = false
            binding = label.bind(to: model) { [token] model in
                if model.count == 1 {
                    binding?.dispose()
                    capturedWhileRunning = weakToken != nil
                }
                withExtendedLifetime(token) {}
                return [.text("\(model.count)")]
            }
            token = nil
            await BindingScheduler.current.nextFlush()
            XCTAssertNotNil(weakToken, "the live binding's function holds what it captured")
            model.count = 1
            await BindingScheduler.current.nextFlush { binding?.isDisposed == true }
            XCTAssertTrue(capturedWhileRunning, "not released under the running function")
            XCTAssertNil(weakToken, "released once the function returned")
            XCTAssertEqual(label.shown, [.text("0")])
        }
    }
}
