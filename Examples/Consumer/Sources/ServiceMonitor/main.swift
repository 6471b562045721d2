import AppRunner
import ServiceMonitorCore
import TerminalBackend

// `swift run ServiceMonitor` from Examples/Consumer: a status line that counts services
// coming up, one a second; Tab to the switch and Space pauses; q, Ctrl-Q or Esc quits.
App(title: "Service monitor", quitKeys: AppKey.standardQuitKeys) { context in
    let model = MonitorModel(serviceCount: 5)
    try context.loop.schedule(after: .seconds(1), repeating: .seconds(1)) {
        if !model.paused && model.servicesUp < model.serviceCount { model.servicesUp += 1 }
    }
    return MonitorView(model: model).root
}.main(backends: [.terminal])
