public import Bindings
public import Widgets

/// A backend session that can show a root per view (the browser backend: one per tab),
/// for an app whose ``App/contentScope`` is ``AppContentScope/perView``.
///
/// ```swift
/// @LoopActor final class TabsSession: AppMultiViewSession {
///     func start(root: Widget) throws { … }                                     // one shared root
///     func start(makeRoot: @escaping @LoopActor () throws -> Widget) throws { … }   // a root per tab
///     func stop() {}
/// }
/// ```
///
/// Thread rule: the loop thread (`@LoopActor`), as ``AppBackendSession``.
@LoopActor
public protocol AppMultiViewSession: AppBackendSession {
    /// Starts showing, with `makeRoot` building a new root (and its view models) for
    /// each view when it opens.
    ///
    /// - Parameter makeRoot: Runs the app's content closure; may throw (that view then
    ///   fails, the others go on).
    /// - Throws: What starting threw.
    func start(makeRoot: @escaping @LoopActor () throws -> Widget) throws
}
