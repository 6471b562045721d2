import ArgumentParser
import CounterDemo
import GTKBackend
import DemoWebOptions
import WebBackend

/// `swift run BindingDemo`: the live counter, on the terminal or headless.
@main
struct BindingDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "BindingDemo",
        abstract: "A live counter bound to its widgets on a libuv loop.",
        discussion: """
            Keys: Tab/Shift-Tab move the focus; Enter or Space presses the focused button \
            or flips the switch; ← → change the step; + - r p are shortcuts for plus, \
            minus, reset and pause; q, Ctrl-Q, Esc or Ctrl-C quits (in a window, --gtk: \
            the shortcuts, and Ctrl+Q quits). When standard output is not a \
            terminal, frames are printed as plain text.
            """)

    @Option(help: "Milliseconds between timer ticks (1...60000).")
    var interval = 100

    @Option(help: "Exit after this many frames (flushes when headless).")
    var frames: Int?

    @Option(help: "Exit after this many seconds.")
    var duration: Double?

    @Flag(help: "No terminal: print each flush's installed delta as one line, then the totals.")
    var headless = false

    @Flag(help: "In a GTK 4 window instead of the terminal (needs a display; try xvfb-run -a).")
    var gtk = false

    @OptionGroup var webOptions: WebOptions

    @Option(help: ArgumentHelp(
        "With --gtk: open and close the window this many times, each after its first frame (for leak checks).",
        visibility: .hidden))
    var windowCycles: Int?

    @Flag(inversion: .prefixedNo, help: "Whether the timer counts from the start.")
    var autoCount = true

    @Option(help: "At most this many frames per second (1...1000).")
    var fps = 60

    func validate() throws {
        guard (1...60_000).contains(interval) else { throw ValidationError("--interval must be 1...60000 milliseconds, got \(interval)") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if let duration, !(duration > 0 && duration <= 86_400) {
            throw ValidationError("--duration must be more than 0 and at most 86400 seconds, got \(duration)")
        }
        if [gtk, headless, webOptions.web].filter({ $0 }).count > 1 {
            throw ValidationError("--gtk, --web and --headless exclude each other")
        }
        if let windowCycles, !gtk || windowCycles < 1 {
            throw ValidationError("--window-cycles needs --gtk and at least 1, got \(windowCycles)")
        }
        guard (1...1000).contains(fps) else { throw ValidationError("--fps must be 1...1000, got \(fps)") }
    }

    func run() throws {
        var configuration = CounterDemoConfiguration()
        configuration.interval = .milliseconds(interval)
        configuration.frameLimit = frames
        configuration.duration = duration.map { .milliseconds(Int64(($0 * 1000).rounded())) }
        configuration.headless = headless
        configuration.autoCounts = autoCount
        configuration.framesPerSecond = fps
        if headless {
            _ = try CounterDemo.runHeadless(configuration) { print($0) }
        } else if let windowCycles {
            for _ in 0..<windowCycles {
                _ = try CounterDemo.runInWindow(configuration) { window in window.close() }
            }
            print("\(windowCycles) window cycles")
        } else if webOptions.web {
            print(try CounterDemo.run(configuration, on: .web(configuration: webOptions.configuration)).description)
        } else if gtk {
            print(try CounterDemo.runInWindow(configuration).description)
        } else {
            print(try CounterDemo.runInTerminal(configuration).description)
        }
    }

}
