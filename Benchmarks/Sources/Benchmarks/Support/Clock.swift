#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds on `CLOCK_MONOTONIC`: one clock for every thread, so a time
/// taken on a background thread compares with one taken on the loop thread.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// How long `body` took, in nanoseconds.
///
/// Not inlined: callgrind collects only the measured work with
/// `--toggle-collect='*elapsedNanoseconds*'` (one call per measurement costs nothing seen).
@inline(never)
func elapsedNanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = monotonicNanoseconds()
    try body()
    return Double(monotonicNanoseconds() - start)
}
