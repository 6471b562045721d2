// The README's code, verbatim (Tests/READMESnippetsTests/READMESnippetsTests.swift
// checks that every ```swift block of README.md appears in these files).
// Edit a snippet here and in README.md together.

import Bindings
import GTKBackend

// README: in a window (compiled only: it waits for a person to close the window)
private func gtkWindowSnippet() throws {
    let loop = try EventLoop()
    try LoopActor.assumeIsolated {
        let app: GTKApplication
        do {
            app = try GTKApplication(loop: loop)   // gtk_init_check; GLib now runs inside this loop
        } catch GTKError.displayUnavailable {
            print(GTKError.displayUnavailable)     // one line, no crash
            return
        }
        let window = try GTKWindow(application: app, title: "LoopComposer", width: 320, height: 120)
        window.present()                           // an open window keeps run() going
    }
    try loop.run()                                 // returns when the last window closes
    try loop.close()                               // shuts GTK's side down; uv_loop_close is 0
}
