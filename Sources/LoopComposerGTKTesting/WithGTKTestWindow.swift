import Dispatch
import GTKBackend
import LoopComposerTesting
import Testing
import XCTest

/// Runs `body` with a window of a real GTK runtime, under the real loop on GTK's
/// thread, from an async test on whatever thread XCTest uses, and returns what `body`
/// returns. Without a display it starts one virtual display (Xvfb) for the test process
/// (``GTKTestDisplay``), and skips the test with one line only when it cannot (`XCTSkip` in
/// an XCTest, `Test.cancel` in a Swift Testing test).
///
/// ```swift
/// func testTheWindowShowsTheCount() async throws {
///     try await withGTKTestWindow { window, loop in
///         let model = CounterModel()
///         let label = Label()
///         label.bind(to: model) { [.text("Count: \($0.count)")] }
///         try window.show(label)
///         model.count = 3
///         try await loop.nextFlush()
///         XCTAssertEqual(try window.native(for: label).property("label"), .string("Count: 3"))
///         try await window.nextDrawnFrame()
///     }
/// }
/// ```
///
/// GTK is initialised once per process and lives on one thread; here that thread is the
/// main thread (as for synchronous XCTest methods on Linux), so the call hops there: the
/// main thread opens an `EventLoop` and a `GTKRuntime`, runs the loop while `body`
/// runs as a `@LoopActor` task, then closes the loop, which destroys the window and shuts
/// GTK's side down. Everything `withTestLoop(clock:timeout:file:line:_:)` promises holds: one
/// loop at a time (calls take turns with `withTestLoop`), waits with timeouts measured off
/// the loop that report what was awaited, a body that overruns `timeout` fails the test
/// and is cancelled, no `Binding` may outlive the body, and the call never hangs (if the
/// main thread is blocked and never runs the test, it fails after `timeout` and a grace).
/// Closing the window does not end the run; the body's end does.
///
/// - Parameters:
///   - title: The window's title.
///   - width: The window's default width, in pixels.
///   - height: The window's default height, in pixels.
///   - timeout: How long `body` may take; ten seconds by default.
///   - file: The caller's file, for failures.
///   - line: The caller's line, for failures.
///   - body: The test, on the loop's actor: the window to show a tree in, and the loop's
///     waits (`nextFlush`, `waitUntil`).
/// - Returns: What `body` returns.
/// - Throws: `XCTSkip` without a display and without Xvfb; `GTKError.wrongThread` when GTK was initialised
///   on a thread other than the main thread; what `body` throws; `TestLoopError`.
@discardableResult
public func withGTKTestWindow<T: Sendable>(
    title: String = "test",
    width: Int = 320,
    height: Int = 200,
    timeout: Duration = .seconds(10),
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @Sendable @LoopActor (GTKTestWindow, TestLoop) async throws -> T
) async throws -> T {
    do {
        return try await runGTKTestWindow(
            title: title, width: width, height: height, timeout: timeout, file: file, line: line, body)
    } catch is XCTSkip where Test.current != nil {
        // Swift Testing does not know XCTSkip (it would be an error): its own skip.
        let path = "\(file)"
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        try Test.cancel(
            Comment(rawValue: GTKTestDisplay.skipMessage),
            sourceLocation: SourceLocation(fileID: "LoopComposerGTKTesting/\(fileName)", filePath: path, line: Int(line), column: 1))
    }
}

/// ``withGTKTestWindow(title:width:height:timeout:file:line:_:)`` without its Swift Testing
/// skip: the run on the main thread.
private func runGTKTestWindow<T: Sendable>(
    title: String,
    width: Int,
    height: Int,
    timeout: Duration,
    file: StaticString,
    line: UInt,
    _ body: @escaping @Sendable @LoopActor (GTKTestWindow, TestLoop) async throws -> T
) async throws -> T {
    try await runTestLoop(
        caller: "withGTKTestWindow", timeout: timeout, file: file, line: line,
        launch: { DispatchQueue.main.async(execute: $0) }
    ) { loop in
        let runtime: GTKRuntime
        do {
            GTKTestDisplay.prepare()
            runtime = try GTKRuntime(loop: loop.eventLoop)
        } catch GTKError.displayUnavailable {
            throw XCTSkip(GTKTestDisplay.skipMessage, file: file, line: line)
        }
        // The body's end ends the run, not the window's close button.
        runtime.endsRunWhenLastWindowCloses = false
        let window = try GTKTestWindow(runtime: runtime, title: title, width: width, height: height)
        defer { window.screen?.stop() }
        return try await body(window, loop)
    }
}
