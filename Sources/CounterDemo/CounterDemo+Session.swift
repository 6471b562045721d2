import Bindings
import Logging

extension CounterDemo {
    /// One run's model, view, timers and observations, ended together.
    @LoopActor
    final class Session {
        let model: CounterViewModel
        let view: CounterView
        let loop: EventLoop
        /// What finishing does besides stopping the timers (the terminal app quits).
        var onFinish: (@LoopActor () -> Void)?
        private var timers: [LoopTimer] = []
        private var observations: [AnyDisposable] = []
        private var signals: [UnixSignalSubscription] = []
        private(set) var isFinished = false

        init(configuration: CounterDemoConfiguration, loop: EventLoop, keyHint: String? = nil) throws {
            self.loop = loop
            model = CounterViewModel(autoCounts: configuration.autoCounts)
            view = CounterView(model: model, keyHint: keyHint)
            let model = self.model
            // Counting starts at the first flush, so the first frame always shows the first
            // count: a timer started here could come due before the loop's first turn (a
            // slow start, a sanitizer) and fire before that flush.
            let interval = configuration.interval
            var ticking = false
            observations.append(BindingScheduler.current.observeFlushes { [weak self] _ in
                guard let self, !ticking, !isFinished else { return }
                ticking = true
                do {
                    timers.append(try loop.schedule(after: interval, repeating: interval) { model.tick() })
                } catch {
                    // Only a closing loop refuses a timer; the run ends, and says why.
                    DiagnosticLog.logger.error("BindingDemo: the counter's timer could not start: \(error)")
                    finish()
                }
            })
            if let duration = configuration.duration {
                timers.append(try loop.schedule(after: duration) { [weak self] in self?.finish() })
            }
        }

        func keep(_ observation: AnyDisposable) {
            observations.append(observation)
        }

        func keep(_ signal: UnixSignalSubscription) {
            signals.append(signal)
        }

        /// Stops ticking and ends the run (the loop stops once this turn is done).
        func finish() {
            guard !isFinished else { return }
            isFinished = true
            for timer in timers { timer.dispose() }
            if let onFinish {
                onFinish()
            } else {
                loop.stop()
            }
        }

        /// Ends every binding and observation.
        func end() {
            finish()
            for observation in observations { observation.dispose() }
            for signal in signals { signal.dispose() }
            view.end()
        }
    }
}
