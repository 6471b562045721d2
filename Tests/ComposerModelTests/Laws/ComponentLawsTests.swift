import ComposerModel
import LoopComposerTestingCore
import PropertyBased
import Testing

/// The component laws, each over 1,000 seeded random components with
/// children and keyed rows, two levels deep.
@Suite struct ComponentLawsTests {
    static let cases = 1_000

    @Test func deltaFromAComponentToItselfIsEmpty() async {
        await propertyCheck(count: Self.cases, input: StyleGen.component) { component in
            #expect(component.difference(from: component).isEmpty)
        }
    }

    @Test func installingTheDeltaAfterAMatchesInstallingBOnAFreshTree() async {
        await propertyCheck(count: Self.cases, input: StyleGen.component, StyleGen.component) { a, b in
            let replayed = RecordingTarget()
            replayed.install(a)
            let report = replayed.install(b.difference(from: a))
            let fresh = RecordingTarget()
            fresh.install(b)
            #expect(replayed.snapshot == fresh.snapshot)
            #expect(report.diagnostics.isEmpty)
        }
    }

    @Test func rowChangesReorderToTheNewKeysWithMinimalMoves() async {
        await propertyCheck(count: Self.cases, input: StyleGen.component, StyleGen.component) { a, b in
            let changes = b.difference(from: a).rows
            var keys = a.rows.map(\.key)
            changes.apply(to: &keys, key: { $0 }, makeRow: { $0 })
            #expect(keys == b.rows.map(\.key))

            let oldPosition = Dictionary(uniqueKeysWithValues: a.rows.map(\.key).enumerated().map { ($1, $0) })
            let kept = b.rows.compactMap { oldPosition[$0.key] }
            #expect(changes.moves.count == kept.count - longestIncreasingRunLength(kept))
            #expect(changes.insertions.count == b.rows.count - kept.count)
            #expect(changes.removals.count == a.rows.count - kept.count)
        }
    }

    /// Quadratic reference for the length of the longest strictly increasing subsequence.
    private func longestIncreasingRunLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }
}
