import ComposerModel
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
            // Only what differs is installed.
            #expect(delta.sets.allSatisfy { a[$0.key] != $0 })
            #expect(delta.resets.allSatisfy { a.contains($0) && !b.contains($0) })
        }
    }

    @Test func installOrderIsTheApplyOrderWhateverTheLiteralOrder() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style) { a, b in
            let target = RecordingTarget()
            target.install(b.difference(from: a))
            let keys = target.log.map(\.key)
            #expect(keys == keys.sorted())
        }
    }

    @Test func mergeSlaveAgreesWithTheDictionaryModel() async {
        await propertyCheck(count: Self.cases, input: StyleGen.attributes, StyleGen.attributes) { x, y in
            let merged = x.merge(slave: y)
            #expect(StyleModel(merged) == StyleModel(x).merging(slave: StyleModel(y)))
            #expect(Set(merged.keys).count == merged.count)
            #expect(x <- y == merged)
        }
    }

    @Test func mergeMasterAgreesWithTheDictionaryModel() async {
        await propertyCheck(count: Self.cases, input: StyleGen.attributes, StyleGen.attributes) { x, y in
            let merged = x.merge(master: y)
            #expect(StyleModel(merged) == StyleModel(x).merging(master: StyleModel(y)))
            #expect(Set(merged.keys).count == merged.count)
            #expect(x <<- y == merged)
        }
    }

    @Test func chainsOfThreeOperandsGroupToTheRight() async {
        await propertyCheck(count: Self.cases, input: StyleGen.style, StyleGen.style, StyleGen.style) { a, b, c in
            let (ma, mb, mc) = (StyleModel(a), StyleModel(b), StyleModel(c))
            #expect(StyleModel(a <- b <- c) == ma.merging(slave: mb.merging(slave: mc)))
            #expect(StyleModel(a <<- b <<- c) == ma.merging(master: mb.merging(master: mc)))
            #expect(StyleModel(a <<- b <- c) == ma.merging(master: mb.merging(slave: mc)))
            #expect(StyleModel(a <- b <<- c) == ma.merging(slave: mb.merging(master: mc)))
        }
    }
}
