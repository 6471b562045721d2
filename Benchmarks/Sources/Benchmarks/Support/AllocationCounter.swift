#if canImport(Glibc)
import Glibc
#endif

/// Counts heap allocation calls (`malloc`, `calloc`, `realloc`, aligned
/// allocations) through ordo-one's malloc-interposer, found at run time.
///
/// The interposer adds a 16-byte header to every allocation, which would skew
/// the memory scenario, so the benchmark does not link it: the allocations
/// scenario re-runs this executable with `LD_PRELOAD` set to the interposer's
/// library, and this type looks its C functions up with `dlsym`. Without the
/// library preloaded, ``init()`` returns `nil`.
///
/// ```swift
/// let counter = AllocationCounter()!
/// let allocations = counter.count { loop.runOnce() }
/// ```
///
/// Thread rules: counting is process-wide; count on one thread with the others quiet.
struct AllocationCounter {
    private typealias Toggle = @convention(c) () -> Void
    private typealias Statistics = @convention(c) (
        UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
        UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>
    ) -> Void

    private let enable: Toggle
    private let disable: Toggle
    private let reset: Toggle
    private let statistics: Statistics

    /// The interposer's functions, or `nil` when its library is not loaded.
    init?() {
        let process = dlopen(nil, RTLD_NOW)
        func lookup<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let symbol = dlsym(process, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }
        guard let enable = lookup("malloc_interposer_enable", as: Toggle.self),
            let disable = lookup("malloc_interposer_disable", as: Toggle.self),
            let reset = lookup("malloc_interposer_reset", as: Toggle.self),
            let statistics = lookup("malloc_interposer_get_stats", as: Statistics.self)
        else { return nil }
        self.enable = enable
        self.disable = disable
        self.reset = reset
        self.statistics = statistics
    }

    /// The allocation calls `body` made, on every thread.
    ///
    /// - Parameter body: The work to count.
    /// - Returns: How many allocations it made (`free` is not counted).
    func count(_ body: () throws -> Void) rethrows -> Int {
        reset()
        enable()
        try body()
        disable()
        var mallocs: Int64 = 0
        var bytes: Int64 = 0
        var small: Int64 = 0
        var large: Int64 = 0
        var frees: Int64 = 0
        var freedBytes: Int64 = 0
        statistics(&mallocs, &bytes, &small, &large, &frees, &freedBytes)
        return Int(mallocs)
    }
}
