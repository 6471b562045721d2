import ComposerModel
import LoopComposerTestingCore
import PropertyBased
import Testing

/// The style laws, each over 1,000 seeded random cases. On failure the
/// property checker prints the failing input and the seed that reproduces it
/// (`@Test(.fixedSeed("…"))`).
@Suite struct StyleLawsTests {
    static let cases = 1_000

    @Test func deltaFromAStyleToItselfIsEmpty() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style) { style in
            #expect(style.difference(from: style).isEmpty)
            #expect(style.difference(from: Style(style.reversed())).isEmpty)
        }
    }

    @Test func installingTheDeltaAfterAMatchesInstallingBOnAFreshTarget() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style) { a, b in
            let replayed = RecordingTarget()
            replayed.install(a)
            let delta = b.difference(from: a)
            replayed.install(delta)
            let fresh = RecordingTarget()
            fresh.install(b)
            #expect(replayed.shown == fresh.shown)
            #expect(replayed.shown == b)
            #expect(a.applying(delta) == b)
            // Only what differs is installed, and what depends on a changed key.
            let changedKeys = Set(delta.changes.filter { a[$0.key] != b[$0.key] }.map(\.key))
            let dependentKeys = Set(changedKeys.flatMap(\.dependents))
            #expect(delta.sets.allSatisfy { a[$0.key] != $0 || dependentKeys.contains($0.key) })
            #expect(delta.resets.allSatisfy { a.contains($0) && !b.contains($0) })
        }
    }

    @Test func deltaLawHoldsForATargetWhoseKeysDependOnEachOther() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style) { a, b in
            let replayed = ClampingTarget()
            replayed.install(a)
            replayed.install(b.difference(from: a))
            let fresh = ClampingTarget()
            fresh.install(b)
            #expect(replayed.displayed == fresh.displayed)
        }
    }

    @Test func installOrderIsTheDocumentedOrderWhateverTheLiteralOrder() async {
        // The documented order, written out independently of `AttributeKey.<`.
        let documented = AttributeKeyTests.oneOfEach.map(\.key)
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style) { a, b in
            let target = RecordingTarget()
            target.install(b.difference(from: a))
            let ranks = target.log.map { documented.firstIndex(of: $0.key) ?? -1 }
            #expect(!ranks.contains(-1))
            #expect(ranks == ranks.sorted())
        }
    }

    @Test func mergeSlaveAgreesWithTheDictionaryModel() async {
        await propertyCheck(count: Self.cases, input: StyleGen.attributes, StyleGen.attributes) { x, y in
            let merged = x.merge(slave: y)
            #expect(ReferenceStyle(merged) == ReferenceStyle(x).merging(slave: ReferenceStyle(y)))
            #expect(Set(merged.keys).count == merged.count)
            #expect(x <- y == merged)
        }
    }

    @Test func mergeMasterAgreesWithTheDictionaryModel() async {
        await propertyCheck(count: Self.cases, input: StyleGen.attributes, StyleGen.attributes) { x, y in
            let merged = x.merge(master: y)
            #expect(ReferenceStyle(merged) == ReferenceStyle(x).merging(master: ReferenceStyle(y)))
            #expect(Set(merged.keys).count == merged.count)
            #expect(x <<- y == merged)
        }
    }

    @Test func chainsOfThreeOperandsGroupToTheRight() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style, StyleGen.style) { a, b, c in
            let (ma, mb, mc) = (ReferenceStyle(a), ReferenceStyle(b), ReferenceStyle(c))
            #expect(ReferenceStyle(a <- b <- c) == ma.merging(slave: mb.merging(slave: mc)))
            #expect(ReferenceStyle(a <<- b <<- c) == ma.merging(master: mb.merging(master: mc)))
            #expect(ReferenceStyle(a <<- b <- c) == ma.merging(master: mb.merging(slave: mc)))
            #expect(ReferenceStyle(a <- b <<- c) == ma.merging(slave: mb.merging(master: mc)))
        }
    }
}
