import Bindings
import Widgets

/// Hand-written observers: the model keeps an array of closures and calls each on every set.
@LoopActor
final class ClosuresCounter: CounterPipeline {
    nonisolated static let contender = "closures"

    /// A model with its own observer list.
    final class Model {
        private var observers: [(Int) -> Void] = []
        var count = 0 {
            didSet {
                for observer in observers { observer(count) }
            }
        }

        func observe(_ observer: @escaping (Int) -> Void) {
            observers.append(observer)
        }
    }

    let label = Label()
    let model = Model()

    init(style: CounterStyle) {
        model.observe { [label] value in style.apply(value, to: label) }
    }

    func set(_ value: Int) {
        model.count = value
    }

    func setEach(_ values: ClosedRange<Int>) {
        let model = self.model
        for value in values { model.count = value }
    }
}
