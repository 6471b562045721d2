import Bindings
import Widgets

/// The framework with an array-form style function (`{ model in [.text(…), …] }`), which
/// builds a new `Style` on every evaluation: ``BindingsCounter``'s pipeline otherwise.
@LoopActor
final class BindingsArrayCounter: CounterPipeline {
    nonisolated static let contender = "bindings-array"

    let label = Label()
    let model = BindingsCounter.Model()

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
