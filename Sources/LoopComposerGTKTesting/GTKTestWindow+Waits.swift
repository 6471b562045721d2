import Bindings
import GTKBackend
import LoopComposerTesting

extension GTKTestWindow {
    /// Waits until the native widget showing `widget` satisfies `condition`, checking it now,
    /// after each flush and after each frame GTK draws; fails the test if it still does not
    /// hold after `timeout`. Returns that native widget.
    ///
    /// ```swift
    /// model.name = "Ada Lovelace"                      // a bound label grows
    /// try await window.waitUntil("the name is laid out", on: name) { native in
    ///     native.property("label") == .string("Ada Lovelace") && native.allocatedSize.width > 80
    /// }
    /// ```
    ///
    /// A flush sets what the native widget holds (its text, its classes); GTK lays the
    /// window out and draws it in a later frame, so what depends on layout (sizes, what a
    /// snapshot shows) is true only after that frame. This wait re-checks at both points,
    /// so one condition can mix the two. The window must be shown (``show(_:)``): a window
    /// not presented draws no frame.
    ///
    /// - Parameters:
    ///   - description: What is awaited, for the failure message.
    ///   - widget: A widget of the shown tree.
    ///   - timeout: How long to wait; measured off the loop.
    ///   - state: Describes the native widget after each check, for the failure message;
    ///     by default its type, size and `label` property.
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    ///   - condition: Checked on the loop with the widget's current native widget.
    /// - Returns: The native widget for which `condition` held.
    /// - Throws: `TestWaitTimeout` after reporting a failure naming `description`, how many
    ///   flushes and frames were checked, and the last `state`.
    @discardableResult
    public func waitUntil(
        _ description: String,
        on widget: Widget,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        state: (@Sendable @LoopActor (GTKWidget) -> String)? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping @Sendable @LoopActor (GTKWidget) -> Bool
    ) async throws -> GTKWidget {
        let describe = state ?? Self.describe
        return try await waitForFrames(description, timeout: timeout, file: file, line: line) { [weak self] in
            guard let native = self?.screen?.existingNativeWidget(for: widget) else {
                return (nil, "the widget \(type(of: widget)) has no native widget (is it in the shown tree?)")
            }
            return (condition(native) ? native : nil, describe(native))
        }
    }

    /// Waits until `condition` holds, checking it now, after each flush and after each frame
    /// GTK draws; fails the test if it still does not hold after `timeout`.
    ///
    /// ```swift
    /// try await window.waitUntil("both columns are laid out") {
    ///     (try? window.native(for: left).allocatedSize.width) == 200
    /// }
    /// ```
    /// - Parameters:
    ///   - description: What is awaited, for the failure message.
    ///   - timeout: How long to wait; measured off the loop.
    ///   - state: Describes the state after each check, for the failure message.
    ///   - file: The caller's file, for the failure.
    ///   - line: The caller's line, for the failure.
    ///   - condition: Checked on the loop.
    /// - Throws: `TestWaitTimeout` after reporting a failure naming `description`, how many
    ///   flushes and frames were checked, and the last `state`.
    public func waitUntil(
        _ description: String,
        timeout: Duration = TestLoop.defaultWaitTimeout,
        state: (@Sendable @LoopActor () -> String)? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping @Sendable @LoopActor () -> Bool
    ) async throws {
        try await waitForFrames(description, timeout: timeout, file: file, line: line) {
            (condition() ? () : nil, state?() ?? "the condition was false")
        }
    }

    /// The shared body of the waits: `check` returns the value that ends the wait (or
    /// `nil`) and a description of what it saw.
    private func waitForFrames<Value: Sendable>(
        _ description: String,
        timeout: Duration,
        file: StaticString,
        line: UInt,
        check: @escaping @Sendable @LoopActor () -> (Value?, String)
    ) async throws -> Value {
        let window = window
        return try await TestLoop(runtime.loop).wait(
            for: "waitUntil \"\(description)\" in the window", timeout: timeout, isolation: LoopActor.shared,
            file: file, line: line
        ) { (gate: WaitGate<Value>) in
            let isPresented = window.isOpen, title = window.title
            // Returns whether the wait ended.
            let look: @LoopActor (Bool, String) -> Bool = { lookedAgain, when in
                let (value, seen) = check()
                if let value {
                    gate.finish(value)
                    return true
                }
                gate.note(lookedAgain: lookedAgain, isPresented
                    ? "\(seen) (\(when))"
                    : "\(seen); the window \"\(title)\" is not presented (call show(_:)), so GTK draws no frame")
                return false
            }
            if look(false, "before the wait") { return }
            gate.removeWhenDone(BindingScheduler.current.observeFlushes { _ in _ = look(true, "after a flush") })
            Self.lookAfterEachFrame(of: window, gate: gate) { look(true, "after a frame") }
        }
    }

    /// Runs `look` after each frame `window` draws until it returns `true` or `gate` finishes.
    ///
    /// GTK keeps the frame callback until the next frame, and a window that is closed draws
    /// none: the callback holds the window weakly, or the two would keep each other alive.
    private static func lookAfterEachFrame<Value>(
        of window: GTKWindow, gate: WaitGate<Value>, look: @escaping @LoopActor () -> Bool
    ) {
        window.afterNextFrame { [weak window] in
            guard let window, !gate.isFinished, !look() else { return }
            lookAfterEachFrame(of: window, gate: gate, look: look)
        }
    }

    /// The default state of a native widget in a failure message.
    private static func describe(_ native: GTKWidget) -> String {
        let size = native.allocatedSize
        let label: String
        if case .string(let text)? = native.property("label") { label = ", label \"\(text)\"" } else { label = "" }
        return "the native \(native.typeName) is \(size.width)×\(size.height) px\(label)"
    }
}
