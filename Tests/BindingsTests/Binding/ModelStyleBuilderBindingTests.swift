@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

private struct BuildFailure: Error {}

/// Where a style's attributes are stored and how many it has room for, seen by a builder.
private struct StorageSeen: Equatable {
    var address: UnsafeRawPointer?
    var capacity: Int
}

private func storage(of style: Style) -> StorageSeen {
    StorageSeen(address: style.attributes.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) },
                capacity: style.attributes.capacity)
}

final class ModelStyleBuilderBindingTests: XCTestCase {
    func testABuilderShowsWhatItSetsAndFollowsTheModel() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model, style in
                style.set(.text("Count: \(model.count)"))
                style.set(.textColor(model.count > 1 ? .red : .green))
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(binding is ModelStyleBuilderBinding<CounterModel, RecordingTarget>)
            XCTAssertEqual(label.shown, [.text("Count: 0"), .textColor(.green)])
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("Count: 2"), .textColor(.red)])
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("Count: 2")), .set(.textColor(.red))])
            model.count = 3
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("Count: 3"))], "only what changed is installed")
            binding.dispose()
        }
    }

    func testAKeyTheBuilderNoLongerSetsIsReset() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model, style in
                style.set(.text("\(model.count)"))
                if model.count.isMultiple(of: 2) { style.set(.hidden(true)) }
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("0"), .hidden(true)])
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("1")])
            XCTAssertEqual(label.installs.last?.changes, [.set(.text("1")), .reset(.hidden)])
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("2"), .hidden(true)])
            binding.dispose()
        }
    }

    func testAKeySetTwiceKeepsTheLaterValue() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model, style in
                style.set(.text("draft"))
                style.set(.text("final \(model.count)"))
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("final 0")])
            binding.dispose()
        }
    }

    func testTheBuilderIsHandedTheStorageOfTwoEvaluationsAgo() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            var handed: [StorageSeen] = []
            var written: [StorageSeen] = []
            let binding = label.bind(to: model) { model, style in
                XCTAssertTrue(style.isEmpty, "the builder starts from an empty style")
                handed.append(storage(of: style))
                style.set(.text("Count: \(model.count)"))
                style.set(.textColor(.green))
                written.append(storage(of: style))
            }
            for value in 1...4 {
                await BindingScheduler.current.nextFlush()
                model.count = value
            }
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(handed.count, 5)
            // The first two evaluations have no earlier storage to reuse; from the third on,
            // each writes where the one two before it wrote (the loop keeps the style the
            // binding showed before its latest), while that storage is still alive, so an
            // equal address is the same storage.
            XCTAssertEqual(handed[0].capacity, 0)
            for index in 2..<handed.count {
                XCTAssertEqual(handed[index].address, written[index - 2].address, "evaluation \(index) reuses the storage of \(index - 2)")
                XCTAssertGreaterThanOrEqual(handed[index].capacity, 2)
                XCTAssertEqual(written[index].address, handed[index].address, "setting the same keys again does not grow the storage")
            }
            XCTAssertEqual(label.shown, [.text("Count: 4"), .textColor(.green)])
            binding.dispose()
        }
    }

    func testTheNextBuilderWritesWhereTheLastBuildersBindingKeptItsStyleBefore() async throws {
        try await withTestLoop { _ in
            let first = RecordingTarget()
            let second = RecordingTarget()
            let firstModel = CounterModel()
            let secondModel = CounterModel()
            var firstHanded: [StorageSeen] = []
            var firstWritten: [StorageSeen] = []
            var secondHanded: [StorageSeen] = []
            let firstBinding = first.bind(to: firstModel) { model, style in
                firstHanded.append(storage(of: style))
                style.set(.text("First: \(model.count)"))
                style.set(.textColor(.green))
                firstWritten.append(storage(of: style))
            }
            let secondBinding = second.bind(to: secondModel) { model, style in
                secondHanded.append(storage(of: style))
                style.set(.text("Second: \(model.count)"))
                style.set(.textColor(.red))
            }
            await BindingScheduler.current.nextFlush()
            // Both change in one flush, the first binding first: the second builder is handed
            // the style the first binding showed before this flush, which its install let go
            // of. That storage is alive (it is the second binding's output now), so an equal
            // address is the same storage.
            firstModel.count = 1
            secondModel.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(secondHanded.count, 2)
            XCTAssertEqual(secondHanded[1].address, firstWritten[0].address, "one style the loop keeps, not one per binding")
            XCTAssertGreaterThanOrEqual(secondHanded[1].capacity, 2)
            XCTAssertEqual(first.shown, [.text("First: 1"), .textColor(.green)])
            XCTAssertEqual(second.shown, [.text("Second: 1"), .textColor(.red)], "writing into another binding's old storage shows this binding's style")
            XCTAssertEqual(first.installs.last?.changes, [.set(.text("First: 1"))])
            XCTAssertEqual(second.installs.last?.changes, [.set(.text("Second: 1"))])
            firstBinding.dispose()
            secondBinding.dispose()
        }
    }

    func testAnErrorKeepsTheLastGoodStyleAndTheNextChangeRecovers() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model, style in
                style.set(.text("\(model.count)"))
                if model.count == 1 { throw BuildFailure() }
            }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("0")], "a builder that throws installs nothing of what it set")
            model.count = 2
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("2")])
            binding.dispose()
        }
    }

    func testTheModelIsNotRetainedAndItsReleaseEndsTheBinding() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            var model: CounterModel? = CounterModel()
            weak let weakModel = model
            let binding = label.bind(to: model!) { model, style in style.set(.text("\(model.count)")) }
            await BindingScheduler.current.nextFlush()
            model = nil
            XCTAssertNil(weakModel, "the binding does not keep its model alive")
            binding.markDirty()
            await BindingScheduler.current.nextFlush { binding.isDisposed }
            XCTAssertTrue(binding.isDisposed)
            XCTAssertEqual(label.shown, [.text("0")])
        }
    }
}
