import AppRunner
import Bindings
import Synchronization
import Widgets

/// What a test backend saw, in order: shared by the test and the loop.
final class EventLog: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] { lines.withLock { $0 } }
}

/// A backend session that shows nothing: it logs `start` and `stop`, and runs the test's
/// `whenStarted` once the root is shown (as a backend reports keys: through the context).
@LoopActor
final class RecordingSession: AppBackendSession {
    private let context: AppContext
    private let log: EventLog
    private let whenStarted: @Sendable @LoopActor (AppContext) throws -> Void

    init(context: AppContext, log: EventLog, whenStarted: @escaping @Sendable @LoopActor (AppContext) throws -> Void) {
        self.context = context
        self.log = log
        self.whenStarted = whenStarted
    }

    func start(root: Widget) throws {
        log.append("start \(root.identifier ?? "?")")
        try whenStarted(context)
    }

    func stop() {
        log.append("stop")
    }
}

extension AppBackend {
    /// A recording backend named `name` (flag `--name`).
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - log: Where it logs `open`, `start <root id>` and `stop`.
    ///   - keyConventions: Which of the app's keys reach it; every key by default.
    ///   - whenStarted: Runs on the loop once the root is shown, before the loop runs.
    /// - Returns: The backend.
    static func recording(
        _ name: String, log: EventLog = EventLog(), keyConventions: AppKeyConventions = AppKeyConventions(),
        whenStarted: @escaping @Sendable @LoopActor (AppContext) throws -> Void = { _ in }
    ) -> AppBackend {
        AppBackend(name: name, flag: "--\(name)", summary: "records", keyConventions: keyConventions) { context in
            log.append("open \(name)")
            return RecordingSession(context: context, log: log, whenStarted: whenStarted)
        }
    }
}

/// An app whose root is a label with the identifier `root`.
func labelApp(quitKeys: [AppKey] = ["q"], content: @escaping @Sendable @LoopActor (AppContext) throws -> Void = { _ in }) -> App {
    App(title: "test", quitKeys: quitKeys) { context in
        try content(context)
        let label: Label = [.identifier("root"), .text("ready")]
        return label
    }
}
