// Until the terminal backend lands (#5), the demo runs the live counter headless:
// a libuv timer ticks the view model, one binding styles a recording label, and
// each flush prints the delta it installed. It exits by itself after 10 ticks.
import Bindings
import ComposerModel

@LoopActor
final class CounterViewModel {
    @Observed var count = 0
    @Observed var step = 1

    func tick() { count += step }

    var style: Style {
        let color: Color = count < 5 ? .green : count < 8 ? .yellow : .red
        return [.text("Count: \(count)"), .textColor(color), .textAlignment(.center), .textStyle(.bold)]
    }
}

let ticks = 10
let loop = try EventLoop()
print("LoopComposer BindingDemo (libuv \(LibUV.version)): \(ticks) ticks, one every 100 ms")

try LoopActor.assumeIsolated {
    let model = CounterViewModel()
    let label = RecordingTarget(name: "counterLabel")
    label.bind(to: model) { $0.style }
    let timer = try loop.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) {
        model.tick()
    }
    Task { @LoopActor in
        while model.count < ticks {
            let stats = await BindingScheduler.current.nextFlush()
            print("turn \(stats.turn): installed \(label.installs.last ?? .empty) (\(stats.changesObserved) change, \(stats.duration))")
        }
        timer.cancel()
        let totals = BindingScheduler.current.totals
        print("shown: \(label.shown)")
        print("\(totals.turn) flushes, \(totals.changesObserved) changes, \(totals.attributesSet) attributes set, \(totals.attributesUnchanged) unchanged")
        label.lifetime.end()
        loop.stop()
    }
}
try loop.run()
try loop.close()
