// Until the live counter lands (terminal backend issue), the demo composes a
// counter label's style the way the counter will, and shows the delta one tick
// installs: what `swift run BindingDemo` will do on every loop turn.
import Bindings
import ComposerModel

let labelStyle: Style = [.textAlignment(.center), .textStyle(.bold), .borderStyle(.rounded)]

func counterStyle(_ count: Int) -> Style {
    let color: Color = count < 5 ? .green : count < 8 ? .yellow : .red
    return labelStyle <<- [.text("Count: \(count)"), .textColor(color)]
}

print("LoopComposer BindingDemo (libuv \(LibUV.version))")
let label = RecordingTarget(name: "counterLabel")
print("install: \(counterStyle(0))")
label.install(counterStyle(0))
for count in [1, 5, 6] {
    let delta = counterStyle(count).difference(from: counterStyle(count - 1))
    label.install(delta)
    print("tick \(count): \(delta)")
}
print("shown: \(label.shown)")
print("attributes set: \(label.setCount), reset: \(label.resetCount), installs: \(label.installCount)")
