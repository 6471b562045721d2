import Foundation
import LoopComposerTestingCore

/// The driver a fuzz target runs when it is built without libFuzzer: it
/// replays corpus files, then checks seeded random inputs.
///
/// ```sh
/// FuzzKeyParser Fuzz/Corpus/FuzzKeyParser              # replay the corpus
/// FuzzKeyParser --random 100000 --seed 7               # and 100,000 random inputs
/// ```
///
/// Arguments: files or directories of corpus inputs, `--random N` (default
/// 10,000) and `--seed S` (default 1). A failing check traps, naming the input;
/// the seed reproduces a random one.
public enum SeededDriver {
    public static func run(
        name: String, maximumLength: Int, _ arguments: some Sequence<String>,
        check: ([UInt8]) -> Void
    ) {
        var paths: [String] = []
        var count = 10_000
        var seed: UInt64 = 1
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--random": count = iterator.next().flatMap { Int($0) } ?? count
            case "--seed": seed = iterator.next().flatMap { UInt64($0) } ?? seed
            default: paths.append(argument)
            }
        }
        var replayed = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                check(Array(data))
                replayed += 1
            }
        }
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            let length = Int.random(in: 0...maximumLength, using: &generator)
            check((0..<length).map { _ in interestingByte(using: &generator) })
        }
        print("\(name): \(replayed) corpus inputs and \(count) random inputs (seed \(seed)) passed")
    }

    /// Bytes biased towards the ones parsers care about (escape, brackets, digits, UTF-8 leads).
    private static func interestingByte(using generator: inout SplitMix64) -> UInt8 {
        let special: [UInt8] = [0x1B, 0x5B, 0x4F, 0x7E, 0x3B, 0x31, 0x33, 0x41, 0xC3, 0xE2, 0xF0, 0x80, 0xBF, 0x00, 0x0D, 0x7F]
        if Bool.random(using: &generator) {
            return special[Int.random(in: 0..<special.count, using: &generator)]
        }
        return UInt8.random(in: 0...255, using: &generator)
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { "\(path)/\($0)" }
    }
}
