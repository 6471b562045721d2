import ComposerModel
import LoopComposerTestingCore

/// Fuzz target for style merging and deltas, checked against a reference
/// model (a dictionary from key to attribute, first attribute for a key wins).
///
/// The input bytes decode into three attribute lists `a`, `b`, `c`
/// (``AttributeDecoder``). The properties checked, for any input:
/// - a style holds one attribute per key, the first one of the list;
/// - `merge(slave:)` and `merge(master:)` agree with the model, and `<-` /
///   `<<-` group to the right;
/// - the delta from a style to itself is empty;
/// - installing `a` then `b.difference(from: a)` leaves a target showing `b`,
///   as installing `b` on a fresh one does, in the documented key order;
/// - `a.applying(b.difference(from: a)) == b`.
///
/// Built as a libFuzzer target with `-D FUZZING`, or as a seeded random driver
/// (see `FuzzKeyParser` and `Fuzz/README.md`).
enum StyleDeltaProperty {
    static func check(_ input: [UInt8]) {
        var decoder = AttributeDecoder(input)
        let (x, y, z) = (decoder.attributes(), decoder.attributes(), decoder.attributes())
        let (a, b, c) = (Style(x), Style(y), Style(z))
        let (ma, mb, mc) = (ReferenceStyle(x), ReferenceStyle(y), ReferenceStyle(z))

        expect(ReferenceStyle(a).isAlike(ma), "Style(\(x)) = \(a) keeps the first attribute per key")
        expect(Set(a.keys).count == a.count, "\(a) holds one attribute per key")
        expect(ReferenceStyle(a.merge(slave: b)).isAlike(ma.merging(slave: mb)), "\(a) <- \(b)")
        expect(ReferenceStyle(a.merge(master: b)).isAlike(ma.merging(master: mb)), "\(a) <<- \(b)")
        expect(ReferenceStyle(a <- b <- c).isAlike(ma.merging(slave: mb.merging(slave: mc))), "\(a) <- \(b) <- \(c)")
        expect(ReferenceStyle(a <<- b <<- c).isAlike(ma.merging(master: mb.merging(master: mc))), "\(a) <<- \(b) <<- \(c)")

        expect(a.difference(from: a).isEmpty, "delta from \(a) to itself is \(a.difference(from: a))")
        let delta = b.difference(from: a)
        let replayed = RecordingTarget()
        replayed.install(a)
        replayed.clearRecords()
        replayed.install(delta)
        let fresh = RecordingTarget()
        fresh.install(b)
        expect(ReferenceStyle(replayed.shown).isAlike(mb), "installing \(a) then \(delta) shows \(replayed.shown), not \(b)")
        expect(ReferenceStyle(fresh.shown).isAlike(mb), "installing \(b) shows \(fresh.shown)")
        expect(ReferenceStyle(a.applying(delta)).isAlike(mb), "\(a) applying \(delta) is \(a.applying(delta)), not \(b)")
        let keys = replayed.log.map(\.key)
        expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "\(delta) installs in the order \(keys)")
    }

    private static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
