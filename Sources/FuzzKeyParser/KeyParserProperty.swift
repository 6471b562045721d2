import TerminalBackend

/// Fuzz target for the terminal input parser (`KeyParser`).
///
/// The first input byte picks a chunk size (1…16); the rest are the bytes a
/// terminal sent. The properties checked, for any input:
/// - parsing never traps;
/// - feeding the bytes in chunks gives the same keys as feeding them at once
///   (a sequence cut between two reads is kept until the rest arrives);
/// - an unknown sequence is never empty and never longer than 32 bytes;
/// - after ``KeyParser/flushPendingEscape()`` nothing is pending.
///
/// Built two ways (see `Fuzz/README.md`):
/// - `-D FUZZING -sanitize=fuzzer,address`: a libFuzzer target
///   (``LibFuzzerDriver``), run by `Fuzz/run`;
/// - plainly: a driver that replays corpus files given as arguments, then runs
///   seeded random inputs (`--random N --seed S`).
enum KeyParserProperty {
    static func check(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let chunkSize = Int(first % 16) + 1
        let bytes = Array(input.dropFirst())

        var whole = KeyParser()
        var wholeKeys = whole.parse(bytes)
        wholeKeys += whole.flushPendingEscape()

        var chunked = KeyParser()
        var chunkedKeys: [Key] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            chunkedKeys += chunked.parse(Array(bytes[start..<end]))
            start = end
        }
        chunkedKeys += chunked.flushPendingEscape()

        guard wholeKeys == chunkedKeys else {
            fatalError("chunks of \(chunkSize) parse differently: \(bytes) gave \(wholeKeys) at once, \(chunkedKeys) in chunks")
        }
        for key in wholeKeys {
            if case .unknown(let sequence) = key, sequence.isEmpty || sequence.count > 32 {
                fatalError("unknown sequence of \(sequence.count) bytes from \(bytes)")
            }
        }
        guard !whole.hasPendingEscape, whole.flushPendingEscape().isEmpty else {
            fatalError("input still pending after a flush: \(bytes)")
        }
    }
}
