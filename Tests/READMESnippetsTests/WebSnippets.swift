// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import AppRunner
import TerminalBackend
import WebBackend
import Widgets

// InABrowser.md (WebBackend): an app on the terminal or in the browser (compiled only: it serves until stopped)
private func webAppSnippet() {
    let app = App(title: "Status", quitKeys: ["q", .control("q")]) { _ in
        let status: Label = [.text("All services running")]
        return status
    }
    // `Status --web --port 8080` prints: Open http://127.0.0.1:8080/?token=… in a browser
    app.main(backends: [.terminal, .web])
}
