// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import AppRunner
import Bindings
import ComposerModel
import GTKBackend
import TerminalBackend
import Widgets
import XCTest

// README.md: the complete example (a main.swift: compiled)
private func quickStartSnippet() throws {
    @LoopActor final class GreetingViewModel {
        @Observed var presses = 0
        var greeting: String { presses == 0 ? "Hello!" : "Pressed \(presses) times" }
        func press() { presses += 1 }
    }

    let loop = try EventLoop()                          // a libuv loop, bound to this thread
    let app = try LoopActor.assumeIsolated { () throws -> TerminalApp in
        let model = GreetingViewModel()
        let label: Label = [.textStyle(.bold), .width(24)]
        let button: Button = [.title("Press me", for: .normal)]
        let root: StackView = [.views([label, button]), .axis(.vertical), .spacing(1)]

        label.bind(to: model) { [.text($0.greeting), .textColor($0.presses > 4 ? .red : .green)] }
        button.onPress { model.press() }                  // the button's target: Enter or Space
        return try TerminalApp(root: root, loop: loop)    // Ctrl-C quits
    }
    try app.run()                                       // draws, reads keys, restores the terminal
    try loop.close()
}

// README.md: the complete example on any backend (for the lead to copy into the README;
// a main.swift: compiled)
private func quickStartOnAnyBackendSnippet() {
    @LoopActor final class GreetingViewModel {
        @Observed var presses = 0
        var greeting: String { presses == 0 ? "Hello!" : "Pressed \(presses) times" }
        func press() { presses += 1 }
    }

    App(title: "Greeting", quitKeys: ["q", .control("q")]) { context in
        let model = GreetingViewModel()
        let label: Label = [.textStyle(.bold), .width(24)]
        let button: Button = [.title("Press me", for: .normal)]
        let root: StackView = [.views([label, button]), .axis(.vertical), .spacing(1)]

        label.bind(to: model) { [.text($0.greeting), .textColor($0.presses > 4 ? .red : .green)] }
        button.onPress { model.press() }                  // Enter or Space, or a click in a window
        context.addShortcut("p") { model.press() }        // p presses too, on every backend
        return root
    }.main(backends: [.terminal, .gtk])                 // q, Ctrl-Q, Ctrl-C quit; --gtk: a window, Ctrl+Q
}

// OnTheTerminal.md: counterCondensed (a main.swift: compiled)
private func counterCondensedSnippet() throws {
    @LoopActor final class CounterViewModel {
        @Observed var count = 0
        @Observed var step = 1
        var countColor: Color { count < 50 ? .green : count < 100 ? .yellow : .red }
        func increment() { count += step }
    }

    let loop = try EventLoop()
    let app = try LoopActor.assumeIsolated {
        let model = CounterViewModel()
        let count: Label = [.textStyle(.bold), .borderStyle(.rounded)]
        let plus: Button = [.title("+", for: .normal)]
        let root: StackView = [.views([count, plus]), .axis(.vertical)]
        count.bind(to: model) { [.text("Count: \($0.count)"), .textColor($0.countColor)] }
        plus.onPress { model.increment() }                 // Enter or Space on the focused button
        try loop.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) { model.increment() }
        let app = try TerminalApp(root: root, loop: loop)  // plain-text frames when not a terminal
        app.quitKeys.append(.character("q"))
        return app
    }
    try app.run()      // until q, Ctrl-C, SIGINT or SIGTERM; the terminal is restored
    try loop.close()
}

final class QuickStartSnippetsTests: XCTestCase {

}
