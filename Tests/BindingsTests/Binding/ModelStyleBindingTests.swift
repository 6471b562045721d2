@testable import Bindings
import ComposerModel
import Glibc
import LoopComposerTesting
import XCTest

/// The usable size of the heap block holding `object` (glibc's `malloc_usable_size`).
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ block: UnsafeMutableRawPointer) -> Int

private func heapBlockSize(of object: AnyObject) -> Int {
    mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
}

final class ModelStyleBindingTests: XCTestCase {
    func testBindToModelMakesAModelStyleBindingInA128ByteHeapBlockAndItsTargetsBookkeepingIn80() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(binding is ModelStyleBinding<CounterModel>)
            // The memory scenario's bytes per binding count this block: 120 usable bytes
            // is glibc's 128-byte chunk (176 while it kept its file's and target's names).
            XCTAssertLessThanOrEqual(heapBlockSize(of: binding), 120)
            let targetBindings = try XCTUnwrap(binding.targetBindings)
            XCTAssertLessThanOrEqual(heapBlockSize(of: targetBindings), 72, "TargetBindings fits an 80-byte chunk")
            binding.dispose()
        }
    }

    func testTheModelIsNotRetainedAndItsReleaseEndsTheBindingAtTheNextChange() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            var model: CounterModel? = CounterModel()
            weak let weakModel = model
            let binding = label.bind(to: model!) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            model = nil
            XCTAssertNil(weakModel, "the binding holds its model weakly")
            binding.markDirty()
            await BindingScheduler.current.nextFlush { binding.isDisposed }
            XCTAssertTrue(binding.isDisposed)
            XCTAssertEqual(label.shown, [.text("0")])
        }
    }
}
