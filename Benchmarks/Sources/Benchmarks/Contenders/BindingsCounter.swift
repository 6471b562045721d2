import Bindings
import Widgets

/// The framework: an `@Observed` property, one binding from the model to the label.
@LoopActor
final class BindingsCounter: CounterPipeline {
    nonisolated static let contender = "bindings"

    final class Model {
        @Observed var count = 0
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
