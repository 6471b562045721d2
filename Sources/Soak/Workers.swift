import Bindings
import Foundation
import LoopComposerTestingCore
import Synchronization

/// The threads that set the models.
final class Workers: Sendable {
    private let options: Options
    private let models: [SoakModel]
    private let loop: EventLoop
    private let made = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    let deciles = LockedDeciles()

    init(options: Options, models: [SoakModel], loop: EventLoop) {
        self.options = options
        self.models = models
        self.loop = loop
    }

    var changesMade: Int { made.load(ordering: .acquiring) }

    func start() {
        for thread in 0..<options.threads {
            let share = options.changes / options.threads + (thread < options.changes % options.threads ? 1 : 0)
            Thread.detachNewThread { [self] in
                work(changes: share, seed: options.seed &+ UInt64(thread))
            }
        }
    }

    private func work(changes: Int, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let batch = 1_000
        var done = 0
        while done < changes {
            let count = min(batch, changes - done)
            for _ in 0..<count {
                let model = models[Int(generator.next() % UInt64(models.count))]
                model.value.value = Int(truncatingIfNeeded: generator.next() >> 1)
            }
            done += count
            let total = made.add(count, ordering: .acquiringAndReleasing).newValue
            let tenth = max(options.changes / 10, 1)
            if total / tenth != (total - count) / tenth {
                deciles.record(total / tenth, ResidentMemory.bytes())
            }
        }
        if finished.add(1, ordering: .acquiringAndReleasing).newValue == options.threads {
            loop.stop()
        }
    }
}
