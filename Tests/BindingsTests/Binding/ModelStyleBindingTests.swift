@testable import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// The bytes the Swift runtime requests from `malloc` for an instance of `object`'s class:
/// the `InstanceSize` field of its class metadata.
///
/// Not `malloc_usable_size`: glibc hands out a larger chunk when the free chunk it splits
/// would leave a remainder too small to keep, so the usable size depended on what the run
/// had allocated before (the test failed about one run in ten). The request is fixed by the
/// class's stored properties. Layout (swift/ABI/Metadata.h, `TargetClassMetadata` without
/// Objective-C interop, as on Linux): isa 8, superclass 8, flags 4, instance address point 4,
/// then the instance size as a 32-bit field at offset 24.
private func instanceSize(of object: AnyObject) -> Int {
    let metadata = unsafeBitCast(type(of: object), to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
}

/// The glibc chunk a request of `size` bytes takes: the size plus an 8-byte header, rounded
/// up to 16, at least 32.
private func mallocChunk(forRequest size: Int) -> Int {
    max(32, (size + 8 + 15) / 16 * 16)
}

final class ModelStyleBindingTests: XCTestCase {
    func testBindToModelMakesAModelStyleBindingInA128ByteHeapBlockAndNoBookkeepingObject() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            XCTAssertTrue(binding is ModelStyleBinding<CounterModel, RecordingTarget>)
            // The memory scenario's bytes per binding count this block: glibc's 128-byte
            // chunk (176 while it kept its file's and target's names), its target's bookkeeping
            // included (an 80-byte `TargetBindings` of its own before).
            XCTAssertEqual(mallocChunk(forRequest: instanceSize(of: binding)), 128)
            XCTAssertEqual(MemoryLayout<Binding.Output>.size, 16, "the output leaves the binding's flags room in its block")
            XCTAssertNil(binding.targetBindings, "the target's only binding keeps its bookkeeping itself")
            // The model's property: 64 while it kept when it last marked its dependents.
            XCTAssertEqual(mallocChunk(forRequest: instanceSize(of: model.$count)), 48, "an Int property fits a 48-byte chunk")
            binding.dispose()
        }
    }

    func testATargetBindingsThatTookOverFitsAnEightyByteHeapBlock() async throws {
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let first = label.bind(to: model) { model in [.text("\(model.count)")] }
            let second = label.bind(to: model) { _ in [.hidden(false)] }
            await BindingScheduler.current.nextFlush()
            let targetBindings = try XCTUnwrap(first.targetBindings)
            // 80 while it held its target weakly, which gave every bound target a side table
            // (a 48-byte chunk of its own): see `testABindingGivesNeitherItsModelNorItsTargetASideTable`;
            // 96 while it kept the last-applied style's diagnostics box.
            XCTAssertEqual(mallocChunk(forRequest: instanceSize(of: targetBindings)), 80, "TargetBindings fits an 80-byte chunk")
            first.dispose()
            second.dispose()
        }
    }

    func testABindingGivesNeitherItsModelNorItsTargetASideTable() async throws {
        try XCTSkipIf(bindingReferencesAreWeak, "built with the WeakBindingReferences trait: bindings hold weak references")
        try await withTestLoop { _ in
            let label = RecordingTarget()
            let model = CounterModel()
            let binding = label.bind(to: model) { model in [.text("\(model.count)")] }
            await BindingScheduler.current.nextFlush()
            model.count = 1
            await BindingScheduler.current.nextFlush()
            XCTAssertEqual(label.shown, [.text("1")])
            // A side table sends each retain and release of its object through another cache
            // line: two per change for a bound label and its model (scale, UnsafeInventory.md).
            XCTAssertFalse(hasSideTable(model), "the binding holds its model without a side table")
            XCTAssertFalse(hasSideTable(label), "the target's bookkeeping holds it without a side table")
            binding.dispose()
        }
    }

    func testATargetReleasedByItsOwnStyleFunctionEndsTheBindingWithoutAnInstall() async throws {
        try await withTestLoop { _ in
            var label: RecordingTarget? = RecordingTarget()
            weak let weakLabel = label
            let model = CounterModel()
            let binding = label!.bind(to: model) { [weak model] _ in
                label = nil   // the last strong reference to the target goes mid-flush
                return [.text("\(model?.count ?? -1)")]
            }
            await BindingScheduler.current.nextFlush { binding.isDisposed }
            XCTAssertNil(weakLabel, "the binding does not keep its target alive")
            XCTAssertTrue(binding.isDisposed, "a target gone before its install ends its bindings")
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
