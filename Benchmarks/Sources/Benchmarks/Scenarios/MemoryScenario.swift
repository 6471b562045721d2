import Bindings
import ComposerModel
import Observation
import Widgets

/// memory: bytes per binding, and no growth once warm.
///
/// The labels are made, and shown the style, before the first reading, so
/// what is counted is what binding adds: the view model and its `@Observed`
/// property, the binding (a style builder, as the docs recommend), its bookkeeping and its
/// last-applied style (the two-attribute Label style), after the flush that installs it.
/// The figure once every binding was re-evaluated (a builder writes into storage the loop
/// hands round, so a binding still keeps one style) is in the details. The heap
/// figure is glibc's `mallinfo2` (arena bytes in use plus mmapped chunks);
/// resident memory is in the notes. Then, once warm, the updates: each turn
/// sets 1,000 view models 10 times each and flushes.
@LoopActor
enum MemoryScenario {
    /// Issue 27's target (512 B before it).
    static let bytesPerBindingLimit = 256.0
    /// Allowed heap growth over the updates: allocator slack, not a per-update cost.
    static let growthAllowance = 64 * 1_024

    static func run(context: BenchContext) -> ScenarioResult {
        let settings = context.settings
        let loop = context.loop
        let count = settings.memoryBindings
        let style = CounterStyle.textAndColor

        var labels: [Label] = []
        labels.reserveCapacity(count)
        for _ in 0..<count {
            let label = Label()
            label.install(style.style(0))
            labels.append(label)
        }
        var models: [BindingsCounter.Model] = []
        models.reserveCapacity(count)
        loop.runOnce()

        let beforeBinding = MemoryUsage.now()
        for _ in 0..<count {
            models.append(BindingsCounter.Model())
        }
        let afterModels = MemoryUsage.now()
        for (label, model) in zip(labels, models) {
            label.bind(to: model) { model, built in style.build(model.count, into: &built) }
        }
        let afterBind = MemoryUsage.now()
        loop.runOnce()
        let afterBinding = MemoryUsage.now()
        func perBindingHeap(_ from: MemoryUsage, _ to: MemoryUsage) -> Double {
            Double(to.heapInUse - from.heapInUse) / Double(count)
        }
        let perBinding = perBindingHeap(beforeBinding, afterBinding)
        let residentPerBinding = Double(afterBinding.resident - beforeBinding.resident) / Double(count)
        let breakdown = [
            ("view model and property", perBindingHeap(beforeBinding, afterModels)),
            ("bind (binding, target's bookkeeping, closures)", perBindingHeap(afterModels, afterBind)),
            ("first flush (output, last-applied style, dependency links)", perBindingHeap(afterBind, afterBinding)),
        ]

        // Updates: per turn, `touched` view models set `setsEach` times each, then a flush.
        let touched = min(1_000, count)
        let setsEach = 10
        var next = 0
        func updateTurns(_ turns: Int) {
            for _ in 0..<turns {
                for _ in 0..<touched {
                    let model = models[next]
                    for _ in 0..<setsEach { model.count += 1 }
                    next = (next + 1) % count
                }
                loop.runOnce()
            }
        }
        updateTurns(max(count / touched, 1))  // warm: every binding re-evaluated once
        let beforeUpdates = MemoryUsage.now()
        // Every binding evaluated again: what a builder keeps once its outputs come from the
        // storage the loop hands round.
        let warmPerBinding = perBindingHeap(beforeBinding, beforeUpdates)
        let turns = settings.memoryUpdates / (touched * setsEach)
        updateTurns(turns)
        let afterUpdates = MemoryUsage.now()
        let growth = afterUpdates.heapInUse - beforeUpdates.heapInUse
        let residentGrowth = afterUpdates.resident - beforeUpdates.resident
        let correct = labels[0].text == "Count: \(models[0].count)"
        labels.removeAll()
        models.removeAll()
        loop.runOnce()
        let observations = context.wants("observations")
            ? measureObservations(count: count, style: style, loop: loop) : nil

        var notes = "\(count) bindings: heap \(Format.figure(perBinding)) B each ("
            + breakdown.map { "\($0.0) \(Format.figure($0.1))" }.joined(separator: ", ")
            + "), resident \(Format.figure(residentPerBinding)) B each; once re-evaluated "
            + "\(Format.figure(warmPerBinding)) B each; "
            + "\(turns * touched * setsEach) updates (\(turns) turns of \(touched) models x \(setsEach) sets): "
            + "heap growth \(growth) B, resident growth \(residentGrowth) B"
        if !correct { notes += "; the label did not show the last value" }
        if let observations {
            notes += "; observations (an @Observable model, a Task on the loop's actor iterating Observations per label, "
                + "measured alike after its first value): \(Format.figure(observations.perLabel)) B each "
                + "(view model \(Format.figure(observations.model)), task and observation \(Format.figure(observations.perLabel - observations.model)))"
        }
        var contenders = ["bindings": perBinding]
        contenders["observations"] = observations?.perLabel
        return ScenarioResult(
            name: "memory", unit: "B/binding", contenders: contenders,
            target: "<= \(Int(bytesPerBindingLimit)) B per binding; no heap growth over \(settings.memoryUpdates) updates (<= 64 KiB slack)",
            met: perBinding <= bytesPerBindingLimit && growth <= growthAllowance && correct,
            notes: notes,
            details: [
                "heap B/binding: view model and property": breakdown[0].1,
                "heap B/binding: bind": breakdown[1].1,
                "heap B/binding: first flush": breakdown[2].1,
                "heap B/binding once re-evaluated": warmPerBinding,
                "resident B/binding": residentPerBinding,
                "heap growth over updates (B)": Double(growth),
                "resident growth over updates (B)": Double(residentGrowth),
            ],
            criteria: [
                Criterion(label: "bindings heap per binding", value: perBinding, limit: bytesPerBindingLimit, unit: " B"),
                Criterion(label: "heap growth over the updates", value: Double(growth), limit: Double(growthAllowance), unit: " B"),
            ]
        )
    }

    /// Heap bytes per label of the `Observations` contender, measured like the
    /// bindings: labels made and styled first, then the view models, then one
    /// task per label iterating `Observations`, counted once every task
    /// delivered its first value. The tasks are cancelled and drained afterwards.
    private static func measureObservations(count: Int, style: CounterStyle, loop: EventLoop) -> (perLabel: Double, model: Double) {
        var labels: [Label] = []
        labels.reserveCapacity(count)
        for _ in 0..<count {
            let label = Label()
            label.install(style.style(0))
            labels.append(label)
        }
        var models: [ObservationsCounter.Model] = []
        models.reserveCapacity(count)
        var tasks: [Task<Void, Never>] = []
        tasks.reserveCapacity(count)
        let delivered = Box(0)
        let ended = Box(0)
        loop.runOnce()

        let before = MemoryUsage.now()
        for _ in 0..<count {
            models.append(ObservationsCounter.Model())
        }
        let afterModels = MemoryUsage.now()
        for (label, model) in zip(labels, models) {
            tasks.append(Task { @LoopActor in
                for await value in Observations({ model.count }) {
                    style.apply(value, to: label)
                    delivered.value += 1
                }
                ended.value += 1
            })
        }
        do {
            _ = try loop.run(until: { delivered.value >= count }, timeout: .seconds(60))
        } catch {
            preconditionFailure("EventLoop.run(until:) failed: \(error)")
        }
        let after = MemoryUsage.now()
        precondition(delivered.value >= count, "memory: not every Observations task delivered its first value")
        for task in tasks { task.cancel() }
        _ = try? loop.run(until: { ended.value >= count }, timeout: .seconds(60))
        return (
            perLabel: Double(after.heapInUse - before.heapInUse) / Double(count),
            model: Double(afterModels.heapInUse - before.heapInUse) / Double(count)
        )
    }
}
