import Bindings
import ServiceMonitorCore
import TerminalBackend

// `swift run ServiceMonitor` from Examples/Consumer: a status line that counts services
// coming up, one a second; Tab to the switch and Space pauses; q quits.
let loop = try EventLoop()
let app = try LoopActor.assumeIsolated { () throws -> TerminalApp in
    let model = MonitorModel(serviceCount: 5)
    let view = MonitorView(model: model)
    try loop.schedule(after: .seconds(1), repeating: .seconds(1)) {
        if !model.paused && model.servicesUp < model.serviceCount { model.servicesUp += 1 }
    }
    let app = try TerminalApp(root: view.root, loop: loop)
    app.quitKeys.append(.character("q"))
    return app
}
try app.run()
try loop.close()
