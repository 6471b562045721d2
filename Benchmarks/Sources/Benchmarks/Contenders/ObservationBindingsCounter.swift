import Bindings
import Observation
import Widgets

/// The framework with an `@Observable` view model (the Observation framework), one binding.
@LoopActor
final class ObservationBindingsCounter: CounterPipeline {
    nonisolated static let contender = "bindings"

    @Observable
    final class Model {
        var count = 0
    }

    let label = Label()
    let model = Model()

    init(style: CounterStyle) {
        label.bind(to: model) { model in style.style(model.count) }
    }

    func set(_ value: Int) {
        model.count = value
    }

    func setEach(_ values: ClosedRange<Int>) {
        let model = self.model
        for value in values { model.count = value }
    }
}
