extension Duration {
    /// The duration in whole milliseconds for libuv's timers: rounded up (a timer never
    /// fires early), `0` when not positive, `UInt64.max` when it does not fit.
    ///
    /// ```swift
    /// Duration.microseconds(1).loopMilliseconds   // 1
    /// Duration.seconds(-3).loopMilliseconds      // 0
    /// ```
    var loopMilliseconds: UInt64 {
        guard self > .zero else { return 0 }
        let (seconds, attoseconds) = components
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let (wholeSeconds, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000)
        let fraction = UInt64((attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond)
        guard !overflow else { return .max }
        let (total, overflowSum) = wholeSeconds.addingReportingOverflow(fraction)
        return overflowSum ? .max : total
    }
}
