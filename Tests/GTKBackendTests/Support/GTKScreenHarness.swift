import Bindings
@testable import GTKBackend
import Widgets
import XCTest

/// An open runtime with a window, in which a test shows one tree on a started
/// ``GTKScreen`` (or a skip without a display, like ``openGTK(file:line:)``).
///
/// ```swift
/// let harness = try GTKScreenHarness()
/// defer { harness.close() }
/// try LoopActor.assumeIsolated {
///     let label: Label = [.text("Hi")]
///     let native = try harness.show(label)
/// }
/// ```
final class GTKScreenHarness: @unchecked Sendable {
    let loop: EventLoop
    let runtime: GTKRuntime
    /// The screen, once ``show(_:)`` ran (loop thread only).
    nonisolated(unsafe) private(set) var screen: GTKScreen?

    /// Opens GTK on a new loop.
    init(file: StaticString = #filePath, line: UInt = #line) throws {
        (loop, runtime) = try openGTK(file: file, line: line)
        LoopActor.assumeIsolated { runtime.endsRunWhenLastWindowCloses = false }
    }

    /// Shows `root` in a new window.
    ///
    /// - Parameters:
    ///   - root: The tree.
    ///   - contentMargin: The window's margin around an unmargined root, GTKScreen's (the
    ///     HIG's) when `nil`; 0: the root's allocation is the window's, for tests that measure it.
    /// - Returns: The native widget of `root`.
    @LoopActor
    @discardableResult
    func show(_ root: Widget, contentMargin: Int? = nil) throws -> GTKWidget {
        let window = try GTKWindow(runtime: runtime, title: "test")
        let screen = GTKScreen(root: root, window: window)
        if let contentMargin { screen.contentMargin = contentMargin }
        try screen.start()
        self.screen = screen
        return try XCTUnwrap(screen.existingNativeWidget(for: root))
    }

    /// The native widget showing `widget`.
    @LoopActor
    func native(_ widget: Widget) throws -> GTKWidget {
        try XCTUnwrap(screen?.existingNativeWidget(for: widget))
    }

    /// Runs one loop turn (the bindings' flush and GLib's sources).
    @LoopActor
    func turn() {
        _ = loop.runOnce()
    }

    /// Stops the screen and closes the loop (and with it GTK's runtime).
    func close(file: StaticString = #filePath, line: UInt = #line) {
        LoopActor.assumeIsolated { screen?.stop() }
        XCTAssertNoThrow(try loop.close(), file: file, line: line)
    }
}
