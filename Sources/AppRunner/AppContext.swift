public import Bindings

/// One run of an ``App``: the loop, the backend in use, the app's quit keys and
/// shortcuts, and why the run ended. The app's content closure gets it to set up timers
/// and shortcuts; the backend's session gets it to report keys and the end.
///
/// ```swift
/// App(title: "Counter", quitKeys: ["q", .control("q")]) { context in
///     let model = CounterViewModel()
///     context.addShortcut("+") { model.increment() }
///     try context.loop.schedule(after: .seconds(1), repeating: .seconds(1)) { model.increment() }
///     context.onStop { reason in print("count \(model.count), \(reason)") }
///     return CounterView(model: model).root
/// }
/// ```
///
/// Thread and re-entrancy rules: the loop thread (`@LoopActor`). Shortcuts are added
/// before the backend starts (in the content closure), so that every backend maps the
/// same set. ``finish(_:)`` may be called from anywhere on the loop, also while a flush
/// runs: the loop stops after the current turn, and the first reason is kept.
@LoopActor
public final class AppContext {
    /// A shortcut: a key and what it does.
    private struct Shortcut {
        let key: AppKey
        let action: @LoopActor () -> Void
    }

    /// The loop the app runs on: for timers, signals and work from other threads.
    public let loop: EventLoop
    /// The backend in use (its ``AppBackend/name`` says which, for hints that are true there).
    public let backend: AppBackend
    /// The app's title (a window's title).
    public let title: String
    /// Keys that end the run with ``AppExitReason/quitKey(_:)``.
    public let quitKeys: [AppKey]
    /// Why the run ended, once it has.
    public private(set) var exitReason: AppExitReason?
    /// Whether the backend has started: shortcuts can no longer be added.
    public private(set) var isStarted = false

    private var shortcuts: [Shortcut] = []
    private var stopHandlers: [@LoopActor (AppExitReason) -> Void] = []
    /// The error a backend failed with, thrown by the run once it stopped.
    private(set) var failure: (any Error)?
    /// The backend's session, once opened.
    package var session: (any AppBackendSession)?
    /// SIGINT and SIGTERM, which end the run on every backend.
    var signalSubscriptions: [UnixSignalSubscription] = []

    init(loop: EventLoop, backend: AppBackend, title: String, quitKeys: [AppKey]) {
        self.loop = loop
        self.backend = backend
        self.title = title
        self.quitKeys = quitKeys
    }

    /// Frames the backend has shown so far, or `nil` for a backend that does not count
    /// them (see ``AppBackendSession/framesPresented``).
    public var framesPresented: Int? { session?.framesPresented }

    /// The keys of the app's shortcuts, in the order they were added.
    public var shortcutKeys: [AppKey] { shortcuts.map(\.key) }

    /// Makes `key` run `action` on every backend (a key the focused widget uses does not).
    ///
    /// ```swift
    /// context.addShortcut("r") { model.reset() }
    /// ```
    /// - Parameters:
    ///   - key: The key; a quit key or a key added before wins.
    ///   - action: What it does, on the loop.
    /// - Precondition: The backend has not started (call it in the content closure).
    public func addShortcut(_ key: AppKey, action: @escaping @LoopActor () -> Void) {
        precondition(!isStarted, "AppContext.addShortcut after the backend started: add shortcuts in the app's content closure")
        shortcuts.append(Shortcut(key: key, action: action))
    }

    /// Runs `body` when the run ends, after the backend stopped (the terminal is restored)
    /// and before the loop closes: to print a result, or to end what the app started.
    ///
    /// - Parameter body: Given the reason; handlers run in the order they were added.
    public func onStop(_ body: @escaping @LoopActor (AppExitReason) -> Void) {
        stopHandlers.append(body)
    }

    /// Ends the run with ``AppExitReason/requested``.
    public func quit() {
        finish(.requested)
    }

    /// Ends the run: the loop stops after the current turn. The first reason is kept.
    /// Backends call it for a quit key, a closed window, the input ending.
    ///
    /// - Parameter reason: Why.
    public func finish(_ reason: AppExitReason) {
        guard exitReason == nil else { return }
        exitReason = reason
        loop.stop()
    }

    /// Ends the run because the backend failed; the run throws `error` once the backend
    /// stopped.
    ///
    /// - Parameter error: What failed.
    public func fail(_ error: any Error) {
        if failure == nil { failure = error }
        finish(.requested)
    }

    /// The quit keys that end the run on this backend (``AppKeyConventions/honours(quitKey:)``):
    /// all of ``quitKeys`` on a terminal, Ctrl-Q but not `q` in a window, none in a browser.
    public var honouredQuitKeys: [AppKey] {
        quitKeys.filter(backend.keyConventions.honours(quitKey:))
    }

    /// The app's key hint line in the backend's words, true where it is shown
    /// (``AppKeyConventions/hint(keys:quitKeys:showsOwnKeys:)`` with ``quitKeys``).
    ///
    /// ```swift
    /// let help: Label = [.text(context.keyHint(keys: "+ - r p") ?? "")]
    /// // terminal: "Tab focus · Enter/Space press · + - r p · q quit"
    /// // window:   "+ - r p · Ctrl+Q quit"
    /// // browser:  nil (no key of the app's reaches it)
    /// ```
    /// - Parameters:
    ///   - keys: The app's words for its own keys, shown where the app's keys reach it.
    ///   - showsOwnKeys: Whether the line starts with the backend's own keys (Tab, Enter).
    /// - Returns: The line, or `nil` when the backend takes none of the app's keys.
    public func keyHint(keys: String? = nil, showsOwnKeys: Bool = true) -> String? {
        backend.keyConventions.hint(keys: keys, quitKeys: quitKeys, showsOwnKeys: showsOwnKeys)
    }

    /// For backends: what a key the tree did not use does. A quit key the backend
    /// honours ends the run; a shortcut's key runs its action, where shortcuts reach the app.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key was a quit key or a shortcut's.
    @discardableResult
    public func handle(_ key: AppKey) -> Bool {
        let conventions = backend.keyConventions
        if quitKeys.contains(key), conventions.honours(quitKey: key) {
            finish(.quitKey(key))
            return true
        }
        guard conventions.takesShortcuts, let shortcut = shortcuts.first(where: { $0.key == key }) else { return false }
        shortcut.action()
        return true
    }

    /// Marks the backend started: no more shortcuts.
    func backendDidStart() {
        isStarted = true
    }

    /// Forgets the stop handlers without running them: the run failed.
    func dropStopHandlers() {
        stopHandlers.removeAll()
    }

    /// Runs the stop handlers once, with the reason.
    ///
    /// - Parameter reason: Why the run ended.
    func runStopHandlers(_ reason: AppExitReason) {
        let handlers = stopHandlers
        stopHandlers.removeAll()
        for handler in handlers { handler(reason) }
    }
}
