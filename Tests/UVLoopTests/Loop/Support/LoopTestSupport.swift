import Dispatch
import Glibc
import Synchronization
import XCTest

@testable import UVLoop

/// A flag any thread may set and read.
final class LoopFlag: Sendable {
    private let value = Atomic(false)

    /// Whether ``set()`` was called.
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag.
    func set() { value.store(true, ordering: .releasing) }
}

/// A counter any thread may bump and read.
final class LoopTally: Sendable {
    private let value = Atomic(0)

    /// The current count.
    var count: Int { value.load(ordering: .acquiring) }

    /// Adds one.
    func increment() { value.add(1, ordering: .acquiringAndReleasing) }
}
