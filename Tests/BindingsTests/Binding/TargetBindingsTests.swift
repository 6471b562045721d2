@testable import Bindings
import ComposerModel
import Foundation
import LoopComposerTesting
import XCTest

final class TargetBindingsTests: XCTestCase {
    func testTheBookkeepingIsReleasedWhenTheLastBindingEnds() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let first = label.bind(to: model) { model in [.text("\(model.count)")] }
            let second = label.bind { [.hidden(false)] }
            await BindingScheduler.current.nextFlush()
            weak let targetBindings = first.targetBindings
            XCTAssertNotNil(targetBindings)
            XCTAssertTrue(second.targetBindings === targetBindings, "one bookkeeping object per target")
            first.dispose()
            XCTAssertNotNil(targetBindings, "the second binding still holds it")
            second.dispose()
            XCTAssertNil(targetBindings, "bindings and the target's lifetime let go of it when the last binding ends")
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
        }
    }

    func testReleasingTheTargetReleasesTheBookkeeping() async throws {
        try await withTestLoop { _ in
            var label: RecordingTarget? = RecordingTarget()
            let binding = label!.bind { [.text("shown")] }
            await BindingScheduler.current.nextFlush()
            weak let targetBindings = binding.targetBindings
            XCTAssertNotNil(targetBindings)
            label = nil
            XCTAssertTrue(binding.isDisposed)
            XCTAssertNil(targetBindings)
        }
    }

    func testTheTargetsLifetimeHoldsTheBookkeepingOnlyWhileTheTargetIsBound() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let binding = label.bind { [.text("shown")] }
            await BindingScheduler.current.nextFlush()
            let observing = label.lifetime.firstObserver(of: TargetBindings.self) { _ in true }
            XCTAssertTrue(observing === binding.targetBindings, "the bookkeeping observes the target's lifetime itself")
            binding.dispose()
            XCTAssertNil(label.lifetime.firstObserver(of: TargetBindings.self) { _ in true })
        }
    }

    func testBindingATargetWhoseLifetimeEndedEndsTheBindingAtOnce() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            label.lifetime.end()
            let binding = label.bind { [.text("never shown")] }
            XCTAssertTrue(binding.isDisposed)
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
            XCTAssertEqual(label.shown, [])
        }
    }

    func testReleasingTheTargetOnAnotherThreadEndsItsBindingsOnTheLoop() async throws {
        try await withTestLoop { test in
            let loop = test.eventLoop
            let box = TargetBox(RecordingTarget())
            let binding = box.target!.bind { [.text("shown")] }
            await BindingScheduler.current.nextFlush()
            var endedOnLoopThread = false
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                binding.whenEnded {
                    endedOnLoopThread = loop.isLoopThread
                    continuation.resume()
                }
                Thread.detachNewThread { box.target = nil }
            }
            XCTAssertTrue(binding.isDisposed)
            XCTAssertTrue(endedOnLoopThread, "the lifetime ended on another thread, the binding on the loop")
            XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0)
        }
    }
}

extension TargetBindingsTests {
    func testATargetReleasedOnAnotherThreadWhileFlushesInstallIntoItEndsItsBindings() async throws {
        // The bookkeeping keeps only the target's memory (`UnownedReference`): each install
        // must find a target that is going as gone, whichever thread lets go of it, and never
        // install into one whose deinit has begun (AddressSanitizer and ThreadSanitizer in CI
        // run this too).
        try await withTestLoop { _ in
            for round in 0..<200 {
                let model = CounterModel()
                let box = TargetBox(RecordingTarget())
                let binding = box.target!.bind(to: model) { model in [.text("\(model.count)")] }
                await BindingScheduler.current.nextFlush()
                let release = Thread { box.target = nil }
                release.start()
                var turns = 0
                while !binding.isDisposed {
                    model.count += 1
                    await BindingScheduler.current.nextFlush()
                    turns += 1
                    XCTAssertLessThan(turns, 100_000, "round \(round): the target's release never ended the binding")
                    if turns >= 100_000 { return }
                }
                XCTAssertEqual(BindingScheduler.current.boundTargetCount, 0, "round \(round)")
            }
        }
    }
}

/// Hands a target to another thread, to be released there.
private final class TargetBox: @unchecked Sendable {
    var target: RecordingTarget?

    init(_ target: RecordingTarget) {
        self.target = target
    }
}
