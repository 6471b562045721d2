import Bindings
import Observation
import Widgets

/// Swift's own `Observations` (Swift 6.2): an `@Observable` view model, and per
/// label a `Task { @LoopActor in for await … in Observations { … } }` that calls
/// the label's setter for each value.
///
/// The task and its iteration run on the loop's actor, so the first value (and
/// the observation's install) happens on the loop thread, at the loop's next
/// turn, like the bindings' first flush. `Observations` coalesces the sets of
/// one transaction: the sets made before the task runs again arrive as one value.
@LoopActor
final class ObservationsCounter: CounterPipeline {
    nonisolated static let contender = "observations"
    /// The value arrives through the task's continuation, which can take more than one turn.
    nonisolated static let deliversLater = true
    /// How the contender is driven, for the table's notes.
    nonisolated static let howDriven = "observations: one Task { @LoopActor in for await value in Observations { model.count } { setter } } per label"

    /// The view model: one observed property, on the loop.
    @Observable
    final class Model {
        var count = 0
    }

    let label = Label()
    let model = Model()
    private let task: Task<Void, Never>

    init(style: CounterStyle) {
        let model = model
        let label = label
        task = Task { @LoopActor in
            for await value in Observations({ model.count }) {
                style.apply(value, to: label)
            }
        }
    }

    isolated deinit {
        task.cancel()
    }

    func set(_ value: Int) {
        model.count = value
    }

    func setEach(_ values: ClosedRange<Int>) {
        let model = self.model
        for value in values { model.count = value }
    }
}
