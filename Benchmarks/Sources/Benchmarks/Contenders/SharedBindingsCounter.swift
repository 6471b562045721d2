import Bindings
import Widgets

/// The framework with its thread-safe property: a `SharedProperty`, one binding.
@LoopActor
final class SharedBindingsCounter: CounterPipeline {
    nonisolated static let contender = "bindings"

    final class Model: Sendable {
        let count = SharedProperty(0)
    }

    let label: Label
    let model = Model()

    init(style: CounterStyle, label: Label = Label()) {
        self.label = label
        label.bind(to: model) { model in style.style(model.count.value) }
    }

    func set(_ value: Int) {
        model.count.value = value
    }

    func setEach(_ values: ClosedRange<Int>) {
        let count = model.count
        for value in values { count.value = value }
    }
}
