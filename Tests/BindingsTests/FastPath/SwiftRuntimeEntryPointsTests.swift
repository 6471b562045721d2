import CSwiftRuntime
import Synchronization
import XCTest

/// The Swift runtime's entry points that `UnownedReference` calls (`CSwiftRuntime`), tested
/// against the runtime itself: exactly the behaviour the reference relies on, so that a
/// toolchain that changes it fails here first. They are not public API; verified on
/// Swift 6.3.1 (Documentation/UnsafeInventory.md). Run in both builds: with the trait
/// `WeakBindingReferences` nothing calls them, but they still say whether it could.
final class SwiftRuntimeEntryPointsTests: XCTestCase {
    private final class Counted: Sendable {
        let onDeinit: @Sendable () -> Void
        init(onDeinit: @escaping @Sendable () -> Void = {}) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    private func address(of object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque()
    }

    func testUnownedRetainReturnsTheObjectAndDoesNotKeepItAlive() {
        let deinits = Atomic(0)
        var object: Counted? = Counted { deinits.add(1, ordering: .relaxed) }
        let address = address(of: object!)
        XCTAssertEqual(swift_unownedRetain(address), address)
        object = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 1, "an unowned count is not a strong one")
        swift_unownedRelease(address)
    }

    func testTryRetainOnALiveObjectAddsExactlyOneStrongReference() {
        var object = Counted()
        let address = address(of: object)
        XCTAssertTrue(isKnownUniquelyReferenced(&object))
        XCTAssertEqual(swift_tryRetain(address), address)
        XCTAssertFalse(isKnownUniquelyReferenced(&object), "the retain is a strong reference")
        Unmanaged<Counted>.fromOpaque(address).release()
        XCTAssertTrue(isKnownUniquelyReferenced(&object), "one release gives it back")
    }

    func testTryRetainAfterTheDeinitIsNullAndChangesNothingWhileAnUnownedCountKeepsTheMemory() {
        let deinits = Atomic(0)
        var object: Counted? = Counted { deinits.add(1, ordering: .relaxed) }
        let address = address(of: object!)
        _ = swift_unownedRetain(address)
        object = nil
        XCTAssertEqual(deinits.load(ordering: .relaxed), 1)
        XCTAssertNil(swift_tryRetain(address))
        XCTAssertNil(swift_tryRetain(address), "a failed try changes nothing")
        XCTAssertEqual(deinits.load(ordering: .relaxed), 1, "and runs no second deinit")
        swift_unownedRelease(address)   // the last reference: frees the memory (AddressSanitizer checks)
    }

    func testTryRetainFromInsideTheDeinitIsNull() {
        final class Reporting {
            let report: (UnsafeMutableRawPointer?) -> Void
            init(report: @escaping (UnsafeMutableRawPointer?) -> Void) { self.report = report }
            deinit { report(swift_tryRetain(Unmanaged.passUnretained(self).toOpaque())) }
        }
        var triedInDeinit: UnsafeMutableRawPointer?? = .none
        var object: Reporting? = Reporting { triedInDeinit = .some($0) }
        XCTAssertNotNil(object)
        object = nil
        XCTAssertEqual(triedInDeinit, .some(nil), "an object whose deinit has begun is not retained")
    }
}
