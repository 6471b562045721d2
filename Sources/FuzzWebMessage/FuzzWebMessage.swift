import FuzzSupport

/// Fuzzes ``WebMessageProperty``: with libFuzzer when built with `-D FUZZING`
/// (`Fuzz/run`), otherwise as a seeded random driver that also replays a corpus.
@main
enum FuzzWebMessageMain {
    static func main() {
        WebMessageProperty.prepare()
        #if FUZZING
        LibFuzzerDriver.run(check: WebMessageProperty.check)
        #else
        SeededDriver.run(name: "FuzzWebMessage", maximumLength: 160, CommandLine.arguments.dropFirst(), check: WebMessageProperty.check)
        #endif
    }
}
