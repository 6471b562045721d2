import Bindings
import OpenCombine
import Widgets

/// OpenCombine: a `CurrentValueSubject`, a `sink` that calls the label's setter.
@LoopActor
final class OpenCombineCounter: CounterPipeline {
    nonisolated static let contender = "opencombine"

    let label = Label()
    private let subject = CurrentValueSubject<Int, Never>(0)
    private var subscription: AnyCancellable?

    init(style: CounterStyle) {
        subscription = subject.sink { [label] value in style.apply(value, to: label) }
    }

    func set(_ value: Int) {
        subject.send(value)
    }

    func setEach(_ values: ClosedRange<Int>) {
        let subject = self.subject
        for value in values { subject.send(value) }
    }
}
