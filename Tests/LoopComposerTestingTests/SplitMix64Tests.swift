import LoopComposerTesting
import XCTest

final class SplitMix64Tests: XCTestCase {
    func testTheSameSeedGivesTheSameSequenceAndTheReferenceFirstValue() {
        var first = SplitMix64(seed: 0)
        var second = SplitMix64(seed: 0)
        let sequence = (0..<8).map { _ in first.next() }
        XCTAssertEqual(sequence, (0..<8).map { _ in second.next() })
        XCTAssertEqual(sequence.first, 0xE220_A839_7B1D_CDAF, "SplitMix64's published first output for seed 0")
        var other = SplitMix64(seed: 1)
        XCTAssertNotEqual(sequence.first, other.next())
    }
}
