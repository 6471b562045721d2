import Bindings
import ComposerModel
import LoopComposerTestingCore

/// A label bound to a model by a style function that, once its run starts, adds one to the
/// model's count at every evaluation: a feedback cycle that starts when the test says.
///
/// A binding that feeds itself from its first flush starts its run at that flush, before the
/// test has made the change it means to count from, and keeps the loop turning meanwhile.
/// Started by the test's own change, once the loop is idle, the run starts at that change,
/// so a test can assert its exact length.
///
/// ```swift
/// let feedback = SelfFeedingLabel()
/// await BindingScheduler.current.nextFlush()
/// feedback.startRun()                 // the run of self-dirtying flushes starts here
/// await BindingScheduler.current.nextFlush { !diagnostics.diagnostics.isEmpty }
/// ```
@LoopActor final class SelfFeedingLabel {
    /// The target, showing the model's count and step.
    let label = RecordingTarget()
    /// The model the style function reads and, once the run started, changes.
    let model = CounterModel()
    private var feeds = false

    /// Binds ``label`` to ``model``; the style function does not feed itself yet.
    init() {
        // Holds this object until the binding ends: at the latest, when the loop closes.
        label.bind(to: model) { [self] model in
            if feeds { model.count += 1 }
            return [.text("\(model.count) by \(model.step)")]
        }
    }

    /// Starts the run: the style function feeds itself from now on, and the count is set to
    /// 0 from outside a flush, which queues the binding.
    func startRun() {
        feeds = true
        model.count = 0
    }
}
