/// Something that can be ended: an observation, a binding, a bag of them.
///
/// ```swift
/// let observation = model.$count.signal.observe { print($0) }
/// observation.dispose()        // no more calls
/// observation.isDisposed       // true
/// ```
///
/// Conforming types promise:
/// - ``dispose()`` is idempotent: the first call ends the thing, later calls do nothing.
/// - ``dispose()`` and ``isDisposed`` are thread-safe: they may be called from any
///   thread, concurrently, which is why a disposable is `Sendable` and a class
///   (disposing is an effect on a shared identity, not on a copy).
/// - ``dispose()`` does not wait for work already under way elsewhere (a call that
///   another thread has started may still finish), but nothing new starts once it
///   has returned.
public protocol Disposable: AnyObject, Sendable {
    /// Ends the resource; does nothing if it has already ended.
    ///
    /// Safe to call from any thread and from inside the work it ends.
    func dispose()

    /// Whether ``dispose()`` has been called (or the resource ended by itself).
    var isDisposed: Bool { get }
}
