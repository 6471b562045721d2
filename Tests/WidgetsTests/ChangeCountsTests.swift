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
