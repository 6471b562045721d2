/// A container that disposes what it holds when it is disposed or deallocated.
///
/// Keep one per owner (a view model, a screen) and put every observation the
/// owner makes in it; they end together when the owner goes away.
///
/// ```swift
/// final class Screen {
///     let bag = DisposeBag()
///     init(model: CounterModel) {
///         model.$count.signal.observe { print($0) }.disposed(by: bag)
///         bag += AnyDisposable { print("screen closed") }
///     }
/// }
/// ```
///
/// Rules:
/// - ``dispose()`` disposes everything inserted so far, in insertion order, once.
/// - Anything inserted after ``dispose()`` is disposed at once, so nothing
///   outlives a disposed bag.
/// - Deallocating the bag disposes everything in it.
/// - An item disposed by itself stays in the bag (disposing it again does
///   nothing) until the bag is disposed or deallocated.
///
/// Threading: thread-safe; insert and dispose from any threads at once. Items
/// are disposed outside the internal lock, so an item's `dispose()` may insert
/// into or dispose this bag again without deadlocking.
public final class DisposeBag: Disposable {
    private struct State {
        var isDisposed = false
        var items: [any Disposable] = []
    }

    private let state = LockedValue(State())

    /// An empty bag.
    public init() {}

    deinit {
        // No other reference exists any more, so nothing can race with this.
        let items = state.withLock { state in
            state.isDisposed = true
            return state.items
        }
        for item in items {
            item.dispose()
        }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Keeps `disposable` until the bag is disposed or deallocated; disposes it
    /// at once if the bag is already disposed.
    ///
    /// ```swift
    /// bag.insert(signal.observe { print($0) })
    /// ```
    /// - Parameter disposable: What to dispose with the bag.
    /// - Complexity: Amortized O(1).
    public func insert(_ disposable: any Disposable) {
        let accepted = state.withLock { state in
            guard !state.isDisposed else { return false }
            state.items.append(disposable)
            return true
        }
        if !accepted {
            disposable.dispose()
        }
    }

    /// Disposes everything in the bag, in insertion order, and every item
    /// inserted later as it arrives. Later calls do nothing.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items inserted.
    public func dispose() {
        let items: [any Disposable] = state.withLock { state in
            guard !state.isDisposed else { return [] }
            state.isDisposed = true
            defer { state.items = [] }
            return state.items
        }
        for item in items {
            item.dispose()
        }
    }

    /// Inserts `disposable` into `bag`; the same as `bag.insert(disposable)`.
    ///
    /// ```swift
    /// bag += signal.observe { print($0) }
    /// ```
    /// - Parameters:
    ///   - bag: The bag to keep the disposable in.
    ///   - disposable: What to dispose with the bag.
    public static func += (bag: DisposeBag, disposable: any Disposable) {
        bag.insert(disposable)
    }
}

extension Disposable {
    /// Puts this disposable in `bag`, to be disposed with it.
    ///
    /// ```swift
    /// signal.observe { print($0) }.disposed(by: bag)
    /// ```
    /// - Parameter bag: The bag to keep this disposable in; if it is already
    ///   disposed, this disposable is disposed at once.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
