public import Bindings
public import Widgets

/// Which tree each tab of a ``WebServer`` shows.
///
/// ```swift
/// WebTree.shared(dashboard)                          // every tab, one tree: a dashboard
/// WebTree.perSession { LoginFormView(model: LoginModel()) }   // each tab its own view model
/// ```
@LoopActor
public enum WebTree {
    /// One tree for every tab: a value changed in one tab shows in the others after the
    /// flush.
    case shared(Widget)
    /// A tree per tab (per session: a reconnecting tab gets its own back), built on the
    /// loop when the tab first connects and let go when its session expires.
    case perSession(@LoopActor () throws -> Widget)
}
