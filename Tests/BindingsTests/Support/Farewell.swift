import Bindings
import ComposerModel
import LoopComposerTestingCore

/// Runs `action` when deallocated.
final class Farewell {
    private let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    deinit { action() }
}

/// Runs `action` when deallocated, on whichever thread releases it last.
final class SendableFarewell: Sendable {
    private let action: @Sendable () -> Void
    init(_ action: @escaping @Sendable () -> Void) { self.action = action }
    deinit { action() }
}

/// A label bound to a counter, and work sent to the loop that changes the
/// counter and stops the loop in the same turn, after that turn's flush.
@LoopActor
final class StopFixture: Sendable {
    let label = RecordingTarget()
    let model = CounterModel()

    init(loop: EventLoop) {
        label.bind(to: model) { model in [.text("\(model.count)")] }
        loop.execute { [self] in
            model.count = 5      // runs in the wake-up callback, after the prepare hook
            loop.stop()
        }
    }
}

/// A label bound to a counter that any thread may set.
@LoopActor
final class SharedStopFixture: Sendable {
    let label = RecordingTarget()
    nonisolated let model = SharedCounter()

    init() {
        label.bind(to: model) { model in [.text("\(model.count.value)")] }
    }
}
