// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import GTKBackend
import Widgets

// InAWindow.md (GTKBackend): more than one window (compiled only: it waits for a person to close the window)
private func gtkWindowSnippet() throws {
    let loop = try EventLoop()
    try LoopActor.assumeIsolated {
        let app: GTKRuntime
        do {
            app = try GTKRuntime(loop: loop)       // gtk_init_check; GLib now runs inside this loop
        } catch GTKError.displayUnavailable {
            print(GTKError.displayUnavailable)     // one line, no crash
            return
        }
        let window = try GTKWindow(runtime: app, title: "LoopComposer", width: 320, height: 120)
        window.present()                           // an open window keeps run() going
    }
    try loop.run()                                 // returns when the last window closes
    try loop.close()                               // shuts GTK's side down; uv_loop_close is 0
}

// InAWindow.md (GTKBackend): GTKApp (compiled only: it waits for a person to close the window)
private func gtkAppSnippet() throws {
    let loop = try EventLoop()
    do {
        let app = try LoopActor.assumeIsolated {
            let title: Label = [.text("Hello, window"), .textStyle(.bold)]
            return try GTKApp(root: title, loop: loop, title: "LoopComposer", width: 320, height: 120)
        }
        try app.run()                              // until the window closes, or app.quit()
    } catch GTKError.displayUnavailable {
        print(GTKError.displayUnavailable)         // one line; exit non-zero, never a crash
    }
    try loop.close()
}

/// A user's own leaf widget, for InAWindow.md's GTKPresentable snippet.
final class LevelBar: Widget {
    private(set) var level = 0.0

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        guard case .value(let value) = attribute else { return super.applyOwn(attribute) }
        level = min(max(value, 0), 1)
        return .applied
    }

    override func resetOwn(_ key: AttributeKey) {
        guard key == .value else { return super.resetOwn(key) }
        level = 0
    }
}

extension LevelBar: GTKPresentable {
    var gtkPresentedKeys: [AttributeKey] { [.value] }

    func makeGTKWidget(in screen: GTKScreen) throws(GTKError) -> GTKWidget {
        try GTKWidget(typeName: "GtkLevelBar")
    }

    func showInGTK(_ key: AttributeKey, on native: GTKWidget, in screen: GTKScreen) -> Bool {
        guard key == .value else { return false }   // the screen shows the common keys
        native.setProperty("value", to: .double(level))
        return true
    }
}
