import FuzzSupport

/// Fuzzes ``StyleDeltaProperty``: with libFuzzer when built with `-D FUZZING`
/// (`Fuzz/run`), otherwise as a seeded random driver that also replays a corpus.
@main
enum FuzzStyleDeltaMain {
    static func main() {
        #if FUZZING
        LibFuzzerDriver.run(check: StyleDeltaProperty.check)
        #else
        SeededDriver.run(name: "FuzzStyleDelta", maximumLength: 96, CommandLine.arguments.dropFirst(), check: StyleDeltaProperty.check)
        #endif
    }
}
