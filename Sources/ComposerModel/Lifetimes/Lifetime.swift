/// A token that ends when its owner goes away, so that whatever depends on
/// the owner (a binding on a widget, say) can end with it.
///
/// The owner keeps the lifetime in a stored property and nothing else keeps it
/// strongly; when the owner is deallocated the lifetime is too, and every
/// observer registered with ``observeEnded(_:)`` runs once.
///
/// ```swift
/// final class Label: Styleable, LifetimeOwner {
///     let lifetime = Lifetime()
///     ...
/// }
/// label.lifetime.observeEnded { print("label is gone") }
/// ```
///
/// Threading: not thread-safe. A lifetime belongs to its owner's isolation
/// domain (the loop, for widgets) and is observed and ended there; observers
/// run on whichever thread ends it. Re-entrancy: an observer may register
/// further observers or end other lifetimes; observers registered after the
/// end run at once.
public final class Lifetime {
    private var observers: [(id: Int, action: () -> Void)] = []
    private var nextID = 0

    /// Whether the lifetime has ended.
    public private(set) var hasEnded = false

    /// A lifetime that has not ended.
    public init() {}

    deinit {
        end()
    }

    /// Runs `action` once when the lifetime ends, or at once if it already has.
    ///
    /// - Parameter action: What to do when the owner goes away.
    /// - Returns: A registration that can stop `action` from running, or `nil`
    ///   if the lifetime had already ended and `action` ran.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> LifetimeObservation? {
        guard !hasEnded else {
            action()
            return nil
        }
        nextID += 1
        observers.append((nextID, action))
        return LifetimeObservation(lifetime: self, id: nextID)
    }

    /// Ends the lifetime now, running every observer once in registration order.
    ///
    /// Ending an ended lifetime does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let ending = observers
        observers.removeAll()
        for observer in ending {
            observer.action()
        }
    }

    fileprivate func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }
}

/// A registration with ``Lifetime/observeEnded(_:)``; dispose of it to stop its action from
/// running.
///
/// ```swift
/// let observation = label.lifetime.observeEnded { print("label is gone") }
/// observation?.dispose()   // the action will not run
/// ```
///
/// Threading: as its ``Lifetime``, not thread-safe (which is why it is not a `Disposable`
/// of Bindings, whose disposal works from any thread).
public struct LifetimeObservation {
    fileprivate weak var lifetime: Lifetime?
    fileprivate let id: Int

    /// Stops the registered action from running when the lifetime ends; disposing twice,
    /// or after the lifetime ended, does nothing.
    public func dispose() {
        lifetime?.removeObserver(id)
    }

    /// Stops the registered action from running; the old name of ``dispose()``.
    @available(*, deprecated, renamed: "dispose()")
    public func cancel() {
        dispose()
    }
}

/// Something that owns a ``Lifetime``: bindings on it end when it goes away.
public protocol LifetimeOwner: AnyObject {
    /// The owner's lifetime; it ends when the owner is deallocated.
    var lifetime: Lifetime { get }
}
