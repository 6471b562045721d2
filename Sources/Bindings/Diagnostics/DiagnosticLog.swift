public import ComposerModel
public import Logging

/// Where LoopComposer's diagnostics go: one swift-log `Logger`, labelled
/// `"LoopComposer"`, that applications route, filter or silence.
///
/// ```swift
/// LoggingSystem.bootstrap(MyLogHandler.init)        // route, as for any swift-log library
/// DiagnosticLog.logger.logLevel = .error            // or keep only errors
/// DiagnosticLog.logger = Logger(label: "ui") { _ in SwiftLogNoOpLogHandler() }   // or silence
/// ```
///
/// What is logged, each with metadata `diagnostic` (the kind), and `binding` or
/// `target` naming where it happened:
/// - a widget built from a literal or a style with duplicate keys, unsupported
///   attributes or rejected values (warning);
/// - every ``BindingDiagnostic`` that reaches the default
///   ``BindingScheduler/diagnosticHandler``: unsupported attributes and rejected
///   values met by a binding's install, duplicate keys in a style function's
///   result, conflicting bindings, feedback cycles (warning), style functions that
///   threw (error).
///
/// Until ``logger`` is set, each record goes to a new `Logger(label: "LoopComposer")`,
/// so a `LoggingSystem.bootstrap` made at any time is honoured.
///
/// Threading: any thread; reading and replacing ``logger`` are atomic.
public enum DiagnosticLog {
    /// The label of the default logger.
    public static let label = "LoopComposer"

    // `LockedValue`, not `Mutex`: ThreadSanitizer sees pthread mutexes only, and the
    // package uses one lock type so that every lock it takes is checked.
    private static let replacement = LockedValue<Logger?>(nil)

    /// The logger diagnostics go to; assign to route them elsewhere.
    ///
    /// ```swift
    /// let handler = InMemoryLogHandler()                       // swift-log's InMemoryLogging
    /// DiagnosticLog.logger = Logger(label: "test") { _ in handler }
    /// _ = Label(style: [.text("a"), .text("b")])
    /// handler.entries.first?.message   // "Label: duplicate key text: kept …"
    /// ```
    public static var logger: Logger {
        get { replacement.withLock { $0 } ?? Logger(label: label) }
        set { replacement.withLock { $0 = newValue } }
    }

    /// Goes back to the default logger (`Logger(label: "LoopComposer")`, through
    /// whatever `LoggingSystem` is bootstrapped).
    public static func restoreDefaultLogger() {
        replacement.withLock { $0 = nil }
    }

    /// Logs a binding's diagnostic: an error if its style function threw, a warning otherwise.
    ///
    /// - Parameter diagnostic: What the binding met.
    public static func log(_ diagnostic: BindingDiagnostic) {
        let level: Logger.Level
        if case .styleFunctionFailed = diagnostic.kind { level = .error } else { level = .warning }
        var metadata: Logger.Metadata = ["diagnostic": "\(diagnostic.kindName)", "binding": "\(diagnostic.binding)"]
        if case .install(let styleDiagnostic) = diagnostic.kind, let target = styleDiagnostic.target {
            metadata["target"] = "\(target)"
        }
        logger.log(level: level, "\(diagnostic.description)", metadata: metadata)
    }

    /// Logs a style's or an install's diagnostic as a warning.
    ///
    /// - Parameter diagnostic: The duplicate key, unsupported attribute or rejected value.
    public static func log(_ diagnostic: StyleDiagnostic) {
        var metadata: Logger.Metadata = ["diagnostic": "\(diagnostic.kindName)"]
        if let target = diagnostic.target { metadata["target"] = "\(target)" }
        logger.warning("\(diagnostic.message)", metadata: metadata)
    }
}
