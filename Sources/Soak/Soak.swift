import Bindings
import ComposerModel
import Foundation
import LoopComposerTestingCore
import Glibc
import Synchronization
import Widgets

/// The soak: many bindings, many changes from several threads, then checks
/// that nothing was lost and nothing leaked.
///
/// ```sh
/// swift run -c release Soak                                    # 10,000,000 changes, 10,000 labels, 4 threads
/// swift run -c release Soak --changes 1000000 --bindings 2000  # smaller
/// ```
///
/// Each of `bindings` labels is bound to its own model, a `SharedProperty<Int>`;
/// the style function maps the value to a random attribute set (text always,
/// then colors, alignment, style, case, hidden, width… chosen by hashing the
/// value), so attributes come and go and deltas set and reset. `threads` threads
/// set random models to random values, `changes` sets in all, while the loop
/// flushes on the main thread. Then it checks, and prints:
/// - every label shows the style of its model's final value (nothing lost);
/// - resident memory at the end grew by less than 1% over its value after the
///   warm-up: 8 loop turns in which every model changes, before the threads
///   start (`--warm-up-turns`), then the first two tenths of the threads' changes;
/// - with the labels released, `Binding.liveCount` is 0;
/// - `EventLoop.close()` succeeds (`uv_loop_close` returned 0).
///
/// Exits 0 when every check passes, 1 otherwise.
@main
enum Soak {
    static func main() throws {
        let options = Options(CommandLine.arguments.dropFirst())
        print("soak: \(options.changes) changes across \(options.bindings) bindings, \(options.threads) threads, seed \(options.seed), after \(options.warmUpTurns) warm-up turns")
        let loop = try EventLoop()
        var failures: [String] = []

        let models = (0..<options.bindings).map { _ in SoakModel() }
        var labels: [Label] = []
        LoopActor.assumeIsolated {
            BindingScheduler.current.diagnosticHandler = { diagnostic in
                print("soak: unexpected diagnostic: \(diagnostic)")
            }
            BindingScheduler.current.measuresFlushDuration = true   // for the flush time printed at the end
            labels = models.enumerated().map { index, model in
                let label = Label()
                label.bind(to: model) { model in SoakModel.style(for: model.value.value, binding: index) }
                return label
            }
        }
        while loop.runOnce() {}

        // Warm-up: turns in which every model changes on the loop, so that every
        // binding has styled its label several times before the baseline.
        var warmUpGenerator = SplitMix64(seed: options.seed &* 7_919)
        for _ in 0..<options.warmUpTurns {
            for model in models { model.value.value = Int(truncatingIfNeeded: warmUpGenerator.next() >> 1) }
            while loop.runOnce() {}
        }

        let workers = Workers(options: options, models: models, loop: loop)
        workers.start()
        loop.keepsRunningWhenIdle = true
        try loop.run()          // until the last worker stops it
        loop.keepsRunningWhenIdle = false
        while loop.runOnce() {}

        let rssAtEnd = ResidentMemory.bytes()
        // The baseline: after the warm-up turns and the first two tenths of the
        // threads' changes. The first tenth starts the threads, their stacks and malloc
        // arenas; the second still takes the queues to their high-water mark, a fixed
        // step that does not grow with the number of changes (Documentation/Reliability.md).
        let deciles = workers.deciles.values
        let rssAfterWarmUp = deciles.count > 1 ? deciles[1] : (deciles.first ?? rssAtEnd)
        print("soak: resident memory by tenth of the changes (KiB): \(workers.deciles.values.map { "\($0 / 1024)" }.joined(separator: " "))")
        let growth = Double(rssAtEnd - rssAfterWarmUp) / Double(rssAfterWarmUp) * 100

        var stale = 0
        LoopActor.assumeIsolated {
            for (index, label) in labels.enumerated() {
                let expected = Label(style: SoakModel.style(for: models[index].value.value, binding: index))
                if Appearance(label) != Appearance(expected) {
                    if stale < 5 { print("soak: label \(index) shows \(Appearance(label)), expected \(Appearance(expected))") }
                    stale += 1
                }
            }
        }
        let totals = LoopActor.assumeIsolated { BindingScheduler.current.totals }
        print("soak: \(workers.changesMade) changes made; \(totals.turn) flushes, \(totals.bindingsFlushed) evaluations, \(totals.installs) installs, \(totals.attributesSet) set, \(totals.attributesReset) reset, flush time \(totals.duration)")
        print("soak: labels showing their model's final state: \(labels.count - stale) of \(labels.count)")
        if stale > 0 { failures.append("\(stale) labels do not show their model's final state") }
        print("soak: resident memory after warm-up \(rssAfterWarmUp / 1024) KiB, at the end \(rssAtEnd / 1024) KiB, growth \(String(format: "%.3f", growth))%")
        if growth >= options.rssGrowthLimit {
            failures.append("resident memory grew by \(String(format: "%.3f", growth))% (limit \(options.rssGrowthLimit)%)")
        }

        labels.removeAll()
        while loop.runOnce() {}
        let live = Binding.liveCount
        print("soak: live bindings after releasing the labels: \(live)")
        if live != 0 { failures.append("\(live) bindings still live") }
        do {
            try loop.close()
            print("soak: EventLoop.close(): uv_loop_close returned 0")
        } catch {
            print("soak: EventLoop.close() failed: \(error)")
            failures.append("the loop did not close: \(error)")
        }
        withExtendedLifetime(models) {}

        if failures.isEmpty {
            print("soak: PASSED")
        } else {
            print("soak: FAILED: \(failures.joined(separator: "; "))")
            exit(1)
        }
    }
}
