import Bindings
import Widgets

/// The framework: an `@Observed` property, one binding from the model to the label, written
/// as the docs recommend for a target that changes often: a style builder.
@LoopActor
final class BindingsCounter: CounterPipeline {
    nonisolated static let contender = "bindings"

    final class Model {
        @Observed var count = 0
    }

    let label = Label()
    let model = Model()

    init(style: CounterStyle) {
        label.bind(to: model) { model, built in style.build(model.count, into: &built) }
    }

    func set(_ value: Int) {
        model.count = value
    }

    func setEach(_ values: ClosedRange<Int>) {
        let model = self.model
        for value in values { model.count = value }
    }
}
