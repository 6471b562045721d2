import FuzzSupport

/// Fuzzes ``KeyParserProperty``: with libFuzzer when built with `-D FUZZING`
/// (`Fuzz/run`), otherwise as a seeded random driver that also replays a corpus.
@main
enum FuzzKeyParserMain {
    static func main() {
        #if FUZZING
        LibFuzzerDriver.run(check: KeyParserProperty.check)
        #else
        SeededDriver.run(name: "FuzzKeyParser", maximumLength: 64, CommandLine.arguments.dropFirst(), check: KeyParserProperty.check)
        #endif
    }
}
