import Bindings
import ComposerModel
import Foundation
import Synchronization
import Widgets

/// cross-thread: a background thread sets a `SharedProperty`; the figure is the
/// time from the set until the label's install on the loop thread, p50 and p99
/// over the samples.
///
/// The background thread stamps the time, sets the value, and waits (on a
/// semaphore, not spinning: on two cores a spinning thread takes the loop's
/// core from it) until the label reports its install with the install's own
/// time stamp, then takes the next sample: no two samples share a loop turn. The limit is the same
/// with a bare libuv loop: the thread stamps the time and calls `uv_async_send`;
/// the async callback calls the label's setter and stamps the time.
enum CrossThreadScenario {
    static let limitFactor = 2.0

    static func run(context: BenchContext) -> ScenarioResult {
        let settings = context.settings
        // Runs alternate between the contenders, so that both meet the machine's
        // load alike; each figure is the median over the runs.
        var bindingRuns: [Percentiles] = []
        var limitRuns: [Percentiles] = []
        for _ in 0..<settings.crossThreadRepeats {
            bindingRuns.append(measureBindings(loop: context.loop, settings: settings))
            limitRuns.append(measureLimit(settings: settings))
        }
        let bindings = Percentiles(medianOf: bindingRuns)
        let limit = Percentiles(medianOf: limitRuns)
        let ratio = bindings.p99 / limit.p99
        return ScenarioResult(
            name: "cross-thread", unit: "ns p99",
            contenders: ["bindings": bindings.p99, "limit": limit.p99],
            target: "bindings p99 <= \(Format.factor(limitFactor)) limit p99",
            met: ratio <= limitFactor,
            notes: "\(settings.crossThreadRepeats) runs of \(settings.crossThreadSamples) samples after \(settings.crossThreadWarmUp) warm-up, median per figure; "
                + "p50: bindings \(Format.figure(bindings.p50)) ns, limit \(Format.figure(limit.p50)) ns; "
                + "p99 ratio \(Format.ratio(ratio))",
            details: [
                "bindings p50": bindings.p50, "bindings p99": bindings.p99,
                "limit p50": limit.p50, "limit p99": limit.p99,
            ]
        )
    }

    private struct Percentiles {
        var p50: Double
        var p99: Double

        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            p50 = Statistics.percentile(50, ofSorted: sorted)
            p99 = Statistics.percentile(99, ofSorted: sorted)
        }

        init(medianOf runs: [Percentiles]) {
            p50 = Statistics.median(runs.map(\.p50))
            p99 = Statistics.median(runs.map(\.p99))
        }
    }

    private static func measureBindings(loop: EventLoop, settings: Settings) -> Percentiles {
        let (model, probe, label) = LoopActor.assumeIsolated { () -> (SharedBindingsCounter.Model, InstallProbe, TimedLabel) in
            let label = TimedLabel()
            let counter = SharedBindingsCounter(style: .text, label: label)
            return (counter.model, label.probe, label)
        }
        loop.runOnce()  // the initial install
        let baseline = probe.installs.load(ordering: .acquiring)
        let samples = Mutex<[Double]>([])
        loop.keepsRunningWhenIdle = true
        let thread = Thread {
            var latencies: [Double] = []
            latencies.reserveCapacity(settings.crossThreadSamples)
            let total = settings.crossThreadWarmUp + settings.crossThreadSamples
            for sample in 1...total {
                let start = monotonicNanoseconds()
                model.count.value = sample
                probe.wait(untilInstalls: baseline + sample)
                let installed = probe.lastInstall.load(ordering: .acquiring)
                if sample > settings.crossThreadWarmUp {
                    latencies.append(Double(installed &- start))
                }
            }
            samples.withLock { $0 = latencies }
            loop.stop()
        }
        thread.start()
        do {
            try loop.run()
        } catch {
            preconditionFailure("EventLoop.run failed: \(error)")
        }
        loop.keepsRunningWhenIdle = false
        LoopActor.assumeIsolated {
            precondition(label.text == "Count: \(settings.crossThreadWarmUp + settings.crossThreadSamples)", "cross-thread: the label missed the last value")
        }
        withExtendedLifetime(label) {}
        return Percentiles(samples.withLock { $0 })
    }

    private static func measureLimit(settings: Settings) -> Percentiles {
        let pending = Atomic<Int>(0)
        let done = Atomic<Bool>(false)
        let probe = InstallProbe()
        let (raw, label) = LoopActor.assumeIsolated { () -> (RawAsyncLoop, Label) in
            let raw = RawAsyncLoop()
            let label = Label()
            raw.onWake = {
                if done.load(ordering: .acquiring) { return raw.stop() }
                CounterStyle.text.apply(pending.load(ordering: .acquiring), to: label)
                probe.record()
            }
            return (raw, label)
        }
        let samples = Mutex<[Double]>([])
        let thread = Thread {
            var latencies: [Double] = []
            latencies.reserveCapacity(settings.crossThreadSamples)
            let total = settings.crossThreadWarmUp + settings.crossThreadSamples
            for sample in 1...total {
                let start = monotonicNanoseconds()
                pending.store(sample, ordering: .releasing)
                raw.send()
                probe.wait(untilInstalls: sample)
                let installed = probe.lastInstall.load(ordering: .acquiring)
                if sample > settings.crossThreadWarmUp {
                    latencies.append(Double(installed &- start))
                }
            }
            samples.withLock { $0 = latencies }
            done.store(true, ordering: .releasing)
            raw.send()
        }
        thread.start()
        LoopActor.assumeIsolated {
            raw.run()
            raw.close()
            precondition(label.text == "Count: \(settings.crossThreadWarmUp + settings.crossThreadSamples)", "cross-thread limit: the label missed the last value")
        }
        return Percentiles(samples.withLock { $0 })
    }
}

/// Counts installs and stamps the time of the latest, readable from any thread.
final class InstallProbe: Sendable {
    let installs = Atomic<Int>(0)
    let lastInstall = Atomic<UInt64>(0)

    private let installed = DispatchSemaphore(value: 0)

    /// Stamps the time first, then counts and wakes the waiting thread.
    func record() {
        lastInstall.store(monotonicNanoseconds(), ordering: .releasing)
        installs.add(1, ordering: .releasing)
        installed.signal()
    }

    /// Blocks until `count` installs were recorded.
    func wait(untilInstalls count: Int) {
        while installs.load(ordering: .acquiring) < count {
            installed.wait()
        }
    }
}

/// A label that reports each install to its probe, after the install's changes are made.
final class TimedLabel: Label {
    let probe = InstallProbe()

    override func didInstall(_ delta: StyleDelta) {
        super.didInstall(delta)
        probe.record()
    }
}
