import ComposerModel
@testable import Widgets
import XCTest

final class ChangeCountsTests: XCTestCase {
    private func count(_ key: AttributeKey, in counts: inout ChangeCounts) {
        let rank = key.applyRank
        if !counts.incrementIfPresent(rank: rank) { counts.insert(key, rank: rank) }
    }

    func testKeysCountedOutOfRankOrderKeepTheirOwnCounts() {
        var counts = ChangeCounts()
        for key: AttributeKey in [.textColor, .text, .textColor, .hidden, .identifier, .text, .textColor] {
            count(key, in: &counts)
        }
        XCTAssertEqual(counts.byKey, [.textColor: 3, .text: 2, .hidden: 1, .identifier: 1])
    }

    func testOneBatchCountsEveryRankOnceAndReturnsTheRanksSeenForTheFirstTime() {
        var counts = ChangeCounts()
        count(.text, in: &counts)
        count(.textColor, in: &counts)
        let batch: [AttributeKey] = [.text, .hidden, .textColor]
        let ranks = batch.reduce(UInt64(0)) { $0 | 1 << UInt64($1.applyRank) }
        let first = counts.incrementPresent(ranks: ranks)
        XCTAssertEqual(first, 1 << UInt64(AttributeKey.hidden.applyRank), "only .hidden is new")
        counts.insert(.hidden, rank: AttributeKey.hidden.applyRank)
        XCTAssertEqual(counts.byKey, [.text: 2, .textColor: 2, .hidden: 1])
    }

    func testOneBatchCountsOnlyItsOwnKeysAmongKeysSeenBetweenAndAround() {
        var counts = ChangeCounts()
        for key: AttributeKey in [.identifier, .text, .hidden, .textColor, .opacity] {
            count(key, in: &counts)
        }
        // Seen keys below, between and above the batch's: each entry is found by its place
        // among the ranks seen.
        let ranks = [AttributeKey.text, .textColor].reduce(UInt64(0)) { $0 | 1 << UInt64($1.applyRank) }
        XCTAssertEqual(counts.incrementPresent(ranks: ranks), 0, "both keys were seen")
        XCTAssertEqual(counts.byKey, [.identifier: 1, .text: 2, .hidden: 1, .textColor: 2, .opacity: 1])
    }

    func testFirstChangesAreTheDeltasKeysOfTheRanksGiven() {
        var counts = ChangeCounts()
        count(.textColor, in: &counts)
        let changes = StyleDelta([.set(.text("a")), .reset(.hidden), .set(.textColor(.red)), .set(.opacity(0.5))]).changes
        let ranks = [AttributeKey.text, .hidden].reduce(UInt64(0)) { $0 | 1 << UInt64($1.applyRank) }
        counts.insertFirstChanges(ofRanks: ranks, in: changes)
        XCTAssertEqual(counts.byKey, [.text: 1, .hidden: 1, .textColor: 1], "opacity's rank was not given")
    }

    func testFirstChangesAtPositionsAreTheStylesKeysOfTheRanksGiven() {
        var counts = ChangeCounts()
        count(.textColor, in: &counts)
        let attributes: [Attribute] = [.text("a"), .hidden(true), .textColor(.red), .opacity(0.5)]
        let ranks = [AttributeKey.text, .hidden, .opacity].reduce(UInt64(0)) { $0 | 1 << UInt64($1.applyRank) }
        counts.insertFirstChanges(ofRanks: ranks, atPositions: 0b0111, of: attributes)
        XCTAssertEqual(counts.byKey, [.text: 1, .hidden: 1, .textColor: 1], "opacity's position was not given")
    }

    func testAnyOrderOfChangesCountsAsADictionaryWould() {
        // The first two counts live inline and the rest in an array, so a key seen first
        // below earlier ones moves counts between the two: check every such move against a
        // plain dictionary, over fixed pseudo-random sequences (SplitMix64, seeded).
        let keys: [AttributeKey] = [.identifier, .text, .hidden, .textColor, .opacity, .width, .height, .backgroundColor]
        var state: UInt64 = 0xC0FFEE
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
        }
        for sequence in 0..<200 {
            var counts = ChangeCounts()
            var expected: [AttributeKey: Int] = [:]
            for _ in 0..<(1 + next(24)) {
                if next(3) == 0 {
                    // A batch, as one install counts it.
                    let batch = (0..<(1 + next(4))).map { _ in keys[next(keys.count)] }
                    let ranks = batch.reduce(UInt64(0)) { $0 | 1 << UInt64($1.applyRank) }
                    var firsts = counts.incrementPresent(ranks: ranks)
                    for key in Set(batch) {
                        expected[key, default: 0] += 1
                        let bit: UInt64 = 1 << UInt64(key.applyRank)
                        if firsts & bit != 0 {
                            counts.insert(key, rank: key.applyRank)
                            firsts &= ~bit
                        }
                    }
                } else {
                    let key = keys[next(keys.count)]
                    count(key, in: &counts)
                    expected[key, default: 0] += 1
                }
            }
            XCTAssertEqual(counts.byKey, expected, "sequence \(sequence)")
        }
    }

    func testCustomKeysAndRanksPastTheBitmapAreLeftToTheWidget() {
        XCTAssertFalse(ChangeCounts.holds(rank: AttributeKey.customRank))
        XCTAssertFalse(ChangeCounts.holds(rank: AttributeKey.onPress.applyRank), "rank 71, past the 64 bits")
        XCTAssertTrue(ChangeCounts.holds(rank: AttributeKey.cornerRadius.applyRank))
        var counts = ChangeCounts()
        XCTAssertFalse(counts.incrementIfPresent(rank: AttributeKey.customRank))
        XCTAssertFalse(counts.incrementIfPresent(rank: AttributeKey.onPress.applyRank))
        XCTAssertEqual(counts.incrementPresent(ranks: 0), 0)
        XCTAssertEqual(counts.byKey, [:])
    }
}
