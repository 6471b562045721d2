import Bindings
import Foundation
import Synchronization
import XCTest

final class SharedPropertyTests: XCTestCase {
    func testReadsAndWritesFromManyThreadsAreSafeAndTheLastWriteStays() {
        let property = SharedProperty(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<10_000 {
                property.value = thread * 100_000 + index
                _ = property.value
            }
        }
        XCTAssertEqual(property.value % 100_000, 9_999, "the final value is some thread's last write")
    }
}
