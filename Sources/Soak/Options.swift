/// Command-line options.
struct Options: Sendable {
    var changes = 10_000_000
    var bindings = 10_000
    var threads = 4
    var seed: UInt64 = 1
    /// Loop turns, before the threads start, in which every model changes, so
    /// that every binding has styled its label several times. The memory
    /// baseline is taken after them and the first two tenths of the threads'
    /// changes. (A tenth of the threads' changes alone is no good warm-up: the
    /// threads outpace the loop, so by then only one or two flushes have run
    /// and memory is still rising.)
    var warmUpTurns = 8
    /// The resident-memory growth that fails the soak, in percent. Raise it
    /// only for instrumented builds: AddressSanitizer's quarantine holds freed
    /// memory for a while, so RSS grows under it whatever the code does.
    var rssGrowthLimit = 1.0

    init(_ arguments: some Sequence<String>) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next() ?? ""
            switch argument {
            case "--changes": changes = Int(value) ?? changes
            case "--bindings": bindings = Int(value) ?? bindings
            case "--threads": threads = Int(value) ?? threads
            case "--seed": seed = UInt64(value) ?? seed
            case "--warm-up-turns": warmUpTurns = Int(value) ?? warmUpTurns
            case "--rss-growth-limit": rssGrowthLimit = Double(value) ?? rssGrowthLimit
            default: print("soak: ignoring \(argument)")
            }
        }
        bindings = max(bindings, 1)
        threads = max(threads, 1)
        warmUpTurns = max(warmUpTurns, 0)
    }
}
