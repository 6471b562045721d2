import Bindings
import Synchronization
import Widgets

/// Hand-written thread-safe observers: value and observer list under a lock,
/// observers called outside it (the counterpart of `SharedProperty`).
@LoopActor
final class LockedClosuresCounter: CounterPipeline {
    nonisolated static let contender = "closures"

    final class Model: Sendable {
        private struct State {
            var count = 0
            var observers: [@Sendable (Int) -> Void] = []
        }

        private let state = Mutex(State())

        var count: Int {
            get { state.withLock { $0.count } }
            set {
                let observers = state.withLock { state in
                    state.count = newValue
                    return state.observers
                }
                for observer in observers { observer(newValue) }
            }
        }

        func observe(_ observer: @escaping @Sendable (Int) -> Void) {
            state.withLock { $0.observers.append(observer) }
        }
    }

    let label = Label()
    let model = Model()

    init(style: CounterStyle) {
        model.observe { [label] value in
            // Observers run on the setting thread; here that is the loop's.
            LoopActor.assumeIsolated { style.apply(value, to: label) }
        }
    }

    func set(_ value: Int) {
        model.count = value
    }

    func setEach(_ values: ClosedRange<Int>) {
        let model = self.model
        for value in values { model.count = value }
    }
}
