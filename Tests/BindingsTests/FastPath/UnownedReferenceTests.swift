@testable import Bindings
import Synchronization
import XCTest

/// Whether `object` has a side table: the runtime moved its reference counts there (as the
/// first weak reference to it does), so every retain and release of it goes through one.
///
/// The object's second word holds its inline reference counts; with a side table, the top
/// two bits (`UseSlowRC` and `SideTableMark`, swift/stdlib/public/SwiftShims/RefCount.h on a
/// 64-bit platform) are both set and the rest points at the table.
func hasSideTable(_ object: AnyObject) -> Bool {
    let bits = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
    let sideTableBits: UInt64 = 0b11 << 62
    return bits & sideTableBits == sideTableBits
}

final class UnownedReferenceTests: XCTestCase {
    private final class Payload: Sendable {
        let value: Int
        let onDeinit: @Sendable () -> Void
        init(_ value: Int, onDeinit: @escaping @Sendable () -> Void = {}) {
            self.value = value
            self.onDeinit = onDeinit
        }
        deinit { onDeinit() }
    }

    func testLoadGivesTheObjectWhileItLives() {
        let payload = Payload(7)
        let reference = UnownedReference(payload)
        XCTAssertTrue(reference.load() === payload)
        XCTAssertEqual(reference.load()?.value, 7)
    }

    func testTheReferenceDoesNotKeepTheObjectAliveAndLoadIsNilOnceItIsGone() {
        let deinits = Atomic(0)
        var payload: Payload? = Payload(1) { deinits.add(1, ordering: .relaxed) }
        let reference = UnownedReference(payload!)
        payload = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 1, "the last strong reference going deinitializes the object")
        XCTAssertNil(reference.load())
        XCTAssertNil(reference.load(), "a failed load changes nothing")
    }

    func testWhatLoadReturnsKeepsTheObjectAliveAfterItsOtherOwnerLetsGo() {
        let deinits = Atomic(0)
        var payload: Payload? = Payload(3) { deinits.add(1, ordering: .relaxed) }
        let reference = UnownedReference(payload!)
        var loaded = reference.load()
        payload = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 0)
        XCTAssertEqual(loaded?.value, 3)
        loaded = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 1)
        XCTAssertNil(reference.load())
    }

    func testLoadAsTheObjectsTypeGivesItTypedAndTakesOneRetain() {
        class Base { var name: String { "base" } }
        final class Derived: Base { override var name: String { "derived" } }
        let deinits = Atomic(0)
        var payload: Payload? = Payload(5) { deinits.add(1, ordering: .relaxed) }
        let reference = UnownedReference<AnyObject>(payload!)
        var loaded = reference.load(as: Payload.self)
        XCTAssertTrue(loaded === payload)
        XCTAssertEqual(loaded?.value, 5)
        payload = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 0, "what load(as:) returned holds the object")
        loaded = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 1, "and holds it once: the check's retain is its reference's")
        XCTAssertNil(reference.load(as: Payload.self))

        let derived = Derived()
        let asAnyObject = UnownedReference<AnyObject>(derived)
        XCTAssertEqual(asAnyObject.load(as: Base.self)?.name, "derived", "a superclass of the object's type loads it too")
        let dynamicType: Base.Type = type(of: derived)
        XCTAssertEqual(asAnyObject.load(as: dynamicType)?.name, "derived")
    }

    func testLoadDuringTheObjectsDeinitIsNil() {
        final class SelfReferring {
            var reference: UnownedReference<SelfReferring>?
            let report: (Bool) -> Void
            init(report: @escaping (Bool) -> Void) { self.report = report }
            deinit { report(reference?.load() != nil) }
        }
        var loadedInDeinit: Bool?
        var object: SelfReferring? = SelfReferring { loadedInDeinit = $0 }
        object!.reference = UnownedReference(object!)
        object = nil
        XCTAssertEqual(loadedInDeinit, false, "an object whose deinit has begun is not handed out")
    }

    func testAReferenceGivesTheObjectNoSideTableWhereAWeakOneDoes() throws {
        try XCTSkipIf(bindingReferencesAreWeak, "built with the WeakBindingReferences trait: the reference is a weak one")
        let payload = Payload(0)
        let reference = UnownedReference(payload)
        _ = reference.load()
        XCTAssertFalse(hasSideTable(payload))
        weak let weakPayload = payload
        XCTAssertTrue(hasSideTable(payload), "the check sees the side table a weak reference makes")
        XCTAssertNotNil(weakPayload)
    }

    /// Holds the only strong reference, for another thread to drop.
    private final class Slot: Sendable {
        let payload: Mutex<Payload?>
        init(_ payload: Payload) { self.payload = Mutex(payload) }
    }

    func testLoadsRacingTheLastReleaseOnAnotherThreadNeverGiveAGoneObject() async {
        // Each round, another thread drops the only strong reference while this one loads:
        // every load must give a live object (its value intact, read while held) or nil.
        // ThreadSanitizer and AddressSanitizer in CI check that no load touches freed memory.
        for round in 0..<2_000 {
            let deinits = Atomic(0)
            let slot = Slot(Payload(round) { deinits.add(1, ordering: .relaxed) })
            let reference = slot.payload.withLock { UnownedReference($0!) }
            let release = Task.detached { slot.payload.withLock { $0 = nil } }
            var sawGone = false
            for _ in 0..<50 {
                if let loaded = reference.load() {
                    XCTAssertFalse(sawGone, "a load after a failed one gave the object back")
                    XCTAssertEqual(loaded.value, round)
                } else {
                    sawGone = true
                }
            }
            await release.value
            XCTAssertNil(reference.load())
            XCTAssertEqual(deinits.load(ordering: .relaxed), 1)
        }
    }
}
