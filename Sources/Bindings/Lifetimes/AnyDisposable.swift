/// A disposable that runs an action the first time it is disposed.
///
/// ```swift
/// let timer = startTimer()
/// let disposable = AnyDisposable { connection.close() }
/// disposable.dispose()   // closes the connection
/// disposable.dispose()   // does nothing
/// ```
///
/// Threading: thread-safe. ``dispose()`` may be called from any number of threads
/// at once; exactly one of them runs the action. The action runs outside the
/// internal lock, so it may dispose this disposable (or anything else) again
/// without deadlocking. A concurrent caller that loses the race returns at once
/// without waiting for the winner's action to finish.
///
/// The action is released as soon as it has run, together with whatever it captured.
public final class AnyDisposable: Disposable {
    /// Whether disposal has begun, and the action not yet taken to run
    /// (`nil` once taken, and for an empty disposable).
    private struct State {
        var isDisposed = false
        var action: (@Sendable () -> Void)?
    }

    private let state: LockedValue<State>

    /// A disposable that runs `action` once, on the first call to ``dispose()``.
    ///
    /// ```swift
    /// let observation = AnyDisposable { print("ended") }
    /// ```
    /// - Parameter action: The work that ends the resource. It runs at most once,
    ///   on the thread that first calls ``dispose()``.
    public init(_ action: @escaping @Sendable () -> Void) {
        state = LockedValue(State(action: action))
    }

    /// A disposable with nothing to do: it only records that it was disposed.
    ///
    /// ```swift
    /// func observe() -> any Disposable { AnyDisposable() }   // nothing to end
    /// ```
    public init() {
        state = LockedValue(State())
    }

    /// Whether ``dispose()`` has been called. It is `true` from the moment the
    /// first call begins, before its action has finished.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Runs the action if this is the first call; otherwise does nothing.
    ///
    /// - Complexity: O(1) plus the action.
    public func dispose() {
        let action = state.withLock { state in
            state.isDisposed = true
            return state.action.take()  // nil after the first call
        }
        action?()
    }
}
