import GTKBackend
import LoopComposerTesting

/// The window of a ``withGTKTestWindow(title:width:height:timeout:file:line:_:)`` body: a
/// `GTKWindow` of an open `GTKRuntime`, in which the test shows one widget tree.
///
/// ```swift
/// try await withGTKTestWindow { window, loop in
///     let label: Label = [.text("Hi")]
///     try window.show(label)
///     try await window.nextDrawnFrame()
///     XCTAssertEqual(try window.native(for: label).property("label"), .string("Hi"))
/// }
/// ```
///
/// Threading: GTK's thread only (`@LoopActor`: the loop runs on GTK's thread). The window
/// and the runtime end with the body's loop (`EventLoop.close()` shuts GTK's side
/// down), so nothing of them reaches the next test.
@LoopActor
public final class GTKTestWindow {
    /// The runtime the window belongs to (the one open runtime of the process).
    public let runtime: GTKRuntime
    /// The old name of ``runtime``.
    @available(*, deprecated, renamed: "runtime")
    public var application: GTKRuntime { runtime }
    /// The window; presented by ``show(_:)``.
    public let window: GTKWindow
    /// The screen showing the tree, once ``show(_:)`` ran.
    public private(set) var screen: GTKScreen?

    /// Makes the window, not yet presented.
    init(runtime: GTKRuntime, title: String, width: Int, height: Int) throws(GTKError) {
        self.runtime = runtime
        window = try GTKWindow(runtime: runtime, title: title, width: width, height: height)
    }

    /// Shows `root` in the window: builds its native widgets on a started `GTKScreen`
    /// and presents the window.
    ///
    /// ```swift
    /// let screen = try window.show(label)
    /// ```
    /// - Parameter root: The tree to show; one per window (a second call stops the first
    ///   screen and shows the new tree).
    /// - Returns: The started screen.
    /// - Throws: `GTKError` when GTK makes no widget.
    @discardableResult
    public func show(_ root: Widget) throws(GTKError) -> GTKScreen {
        screen?.stop()
        let screen = GTKScreen(root: root, window: window)
        self.screen = screen
        try screen.start()
        return screen
    }

    /// The native GTK widget showing `widget`; fails the test when there is none.
    ///
    /// ```swift
    /// XCTAssertEqual(try window.native(for: label).property("label"), .string("Count: 3"))
    /// ```
    /// - Parameters:
    ///   - widget: A widget of the shown tree.
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    /// - Returns: Its native widget (`GTKScreen.existingNativeWidget(for:)`).
    /// - Throws: ``GTKTestWindowError/noNativeWidget(_:)`` after reporting a failure saying
    ///   whether anything is shown.
    public func native(for widget: Widget, file: StaticString = #filePath, line: UInt = #line) throws -> GTKWidget {
        if let native = screen?.existingNativeWidget(for: widget) { return native }
        let message = screen == nil
            ? "native(for:): nothing is shown in the window; call show(_:) first"
            : "native(for:): the widget \(type(of: widget)) is not in the shown tree (or not shown yet)"
        TestFailureReporter.current.report(message, file: file, line: line)
        throw GTKTestWindowError.noNativeWidget(message)
    }

    /// Waits until GTK has drawn the window once more, laid out (`GTKWindow.afterNextFrame`):
    /// what the bindings flushed before is then on screen, ready for `snapshotPNG(to:)`.
    /// Fails the test if no frame is drawn within `timeout`.
    ///
    /// ```swift
    /// model.count = 3
    /// try await loop.nextFlush()
    /// try await window.nextDrawnFrame()
    /// try window.window.snapshotPNG(to: "/tmp/counter.png")
    /// ```
    /// - Parameters:
    ///   - timeout: How long to wait; measured off the loop.
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    /// - Throws: `TestWaitTimeout` after reporting a failure naming the wait and saying
    ///   whether the window was presented.
    public func nextDrawnFrame(
        timeout: Duration = TestLoop.defaultWaitTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws {
        let window = window
        try await TestLoop(runtime.loop).wait(
            for: "nextDrawnFrame", timeout: timeout, isolation: LoopActor.shared, file: file, line: line
        ) { (gate: WaitGate<Void>) in
            gate.note(lookedAgain: false, window.isOpen
                ? "no frame drawn; the window \"\(window.title)\" is presented"
                : "the window \"\(window.title)\" is not presented (call show(_:)), so GTK draws no frame")
            // A frame after a timeout finds the gate finished: nothing to remove.
            window.afterNextFrame { gate.finish(()) }
        }
    }
}
