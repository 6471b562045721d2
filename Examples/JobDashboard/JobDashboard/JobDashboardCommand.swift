import AppRunner
import ArgumentParser
import GTKBackend
import TerminalBackend
import JobDashboardExample
import DemoWebOptions
import WebBackend

/// `swift run JobDashboard`: progress bars filled from a background thread.
@main
struct JobDashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "JobDashboard",
        abstract: "A dashboard of jobs whose progress bars a background thread fills.",
        discussion: "The worker thread sets each job's SharedProperty; the loop shows the newest values once per turn. q, Ctrl-Q, Esc or Ctrl-C quits; in a window (--gtk), Ctrl+Q.")

    @Flag(help: "No terminal: print every flush's percentages until every job is done, then the totals.")
    var headless = false

    @Flag(help: "In a GTK 4 window instead of the terminal (needs a display; try xvfb-run -a).")
    var gtk = false

    @Option(help: "Progress updates for the fastest job (1...100000).")
    var steps = 25

    @Option(help: "Milliseconds of simulated work between two updates (0...1000).")
    var pause = 20

    @OptionGroup var webOptions: WebOptions

    func validate() throws {
        if [gtk, headless, webOptions.web].filter({ $0 }).count > 1 {
            throw ValidationError("--gtk, --web and --headless exclude each other")
        }
        guard (1...100_000).contains(steps) else { throw ValidationError("--steps must be 1...100000, got \(steps)") }
        guard (0...1000).contains(pause) else { throw ValidationError("--pause must be 0...1000 milliseconds, got \(pause)") }
    }

    func run() throws {
        if headless {
            try JobDashboardApp.runHeadless(steps: steps, pause: .milliseconds(pause)) { print($0) }
        } else {
            let backend: AppBackend = webOptions.web
                ? .web(configuration: webOptions.configuration)
                : gtk ? .gtk(width: 420, height: 260) : .terminal
            try JobDashboardApp.run(on: backend, steps: steps, pause: .milliseconds(pause))
        }
    }

}
