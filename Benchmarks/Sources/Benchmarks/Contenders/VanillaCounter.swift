import Bindings
import Widgets

/// No framework: the set calls the label's setter directly.
@LoopActor
final class VanillaCounter: CounterPipeline {
    nonisolated static let contender = "vanilla"

    let label = Label()
    private let style: CounterStyle

    init(style: CounterStyle) {
        self.style = style
    }

    func set(_ value: Int) {
        style.apply(value, to: label)
    }

    func setEach(_ values: ClosedRange<Int>) {
        let label = self.label
        let style = self.style
        for value in values { style.apply(value, to: label) }
    }
}
