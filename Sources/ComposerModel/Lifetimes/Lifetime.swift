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
    /// The observers in registration order: most lifetimes have none or one (a bound
    /// widget's bookkeeping), held inline, so observing allocates no array.
    private enum Observers {
        case none
        case one(any LifetimeObserver)
        case many([any LifetimeObserver])
    }

    private var observers = Observers.none

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
        let observer = ActionObserver(action)
        addObserver(observer)
        return LifetimeObservation(lifetime: self, observer: observer)
    }

    /// Tells `observer` when the lifetime ends, holding it strongly until then; at once
    /// if the lifetime has already ended.
    ///
    /// ```swift
    /// label.lifetime.addObserver(bookkeeping)   // bookkeeping.lifetimeDidEnd() when the label goes
    /// ```
    ///
    /// - Parameter observer: The object to tell; added once per call.
    /// - Complexity: O(1) for the first observer, amortized O(1) for the others.
    package func addObserver(_ observer: any LifetimeObserver) {
        guard !hasEnded else {
            observer.lifetimeDidEnd()
            return
        }
        switch observers {
        case .none: observers = .one(observer)
        case .one(let first): observers = .many([first, observer])
        case .many(var all):
            observers = .none   // `all` unique while it grows
            all.append(observer)
            observers = .many(all)
        }
    }

    /// Stops telling `observer`, and lets go of it; nothing if it is not registered.
    ///
    /// - Parameter observer: An observer given to ``addObserver(_:)``.
    /// - Complexity: O(*n*) for *n* observers.
    package func removeObserver(_ observer: any LifetimeObserver) {
        switch observers {
        case .none: return
        case .one(let only):
            if only === observer { observers = .none }
        case .many(var all):
            guard let index = all.firstIndex(where: { $0 === observer }) else { return }
            observers = .none
            all.remove(at: index)
            observers = all.count == 1 ? .one(all[0]) : .many(all)
        }
    }

    /// The first registered observer that is an `Observer` and satisfies `condition`.
    ///
    /// - Parameters:
    ///   - type: The observer type to look for.
    ///   - condition: Which one.
    /// - Returns: The observer, or `nil`.
    /// - Complexity: O(*n*) for *n* observers.
    package func firstObserver<Observer: LifetimeObserver>(
        of type: Observer.Type, where condition: (Observer) -> Bool
    ) -> Observer? {
        switch observers {
        case .none: return nil
        case .one(let only):
            guard let found = only as? Observer, condition(found) else { return nil }
            return found
        case .many(let all):
            for observer in all {
                if let found = observer as? Observer, condition(found) { return found }
            }
            return nil
        }
    }

    /// Ends the lifetime now, telling every observer once in registration order.
    ///
    /// Ending an ended lifetime does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let ending = observers
        observers = .none
        switch ending {
        case .none: break
        case .one(let only): only.lifetimeDidEnd()
        case .many(let all):
            for observer in all {
                observer.lifetimeDidEnd()
            }
        }
    }

    /// What ``observeEnded(_:)`` registers: the action, let go of once it ran or was disposed.
    fileprivate final class ActionObserver: LifetimeObserver {
        private var action: (() -> Void)?

        init(_ action: @escaping () -> Void) {
            self.action = action
        }

        func lifetimeDidEnd() {
            let action = self.action
            self.action = nil
            action?()
        }

        func dispose() {
            action = nil
        }
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
    fileprivate let observer: Lifetime.ActionObserver

    /// Stops the registered action from running when the lifetime ends; disposing twice,
    /// or after the lifetime ended, does nothing.
    public func dispose() {
        observer.dispose()
        lifetime?.removeObserver(observer)
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
