import Bindings
import ComposerModel
import LoopComposerTestingCore

/// Whether a self-feeding style function of a test feeds itself yet.
///
/// A binding that feeds itself from its first flush keeps the loop turning while the test
/// waits to resume from `nextFlush()`, which takes any number of turns (the toolchain resumes
/// the test through its global executor). Switched on together with the test's own change,
/// the run starts at that change, whatever the machine's load.
///
/// ```swift
/// let feeding = FeedingSwitch()
/// feeding.bind(label, to: model)
/// await BindingScheduler.current.nextFlush()
/// feeding.isOn = true
/// model.count = 0                 // the run of self-dirtying flushes starts here
/// ```
@LoopActor final class FeedingSwitch {
    /// Whether the style function changes its own input.
    var isOn = false

    /// Binds `label` to `model`, showing its count and step, with a style function that adds
    /// one to the count at each run while the switch is on.
    ///
    /// - Parameters:
    ///   - label: The target.
    ///   - model: The model the style function reads and, while the switch is on, changes.
    func bind(_ label: RecordingTarget, to model: CounterModel) {
        label.bind(to: model) { [self] model in
            if isOn { model.count += 1 }
            return [.text("\(model.count) by \(model.step)")]
        }
    }
}
