/// What ``EventLoop/addBeforeSleep(stage:_:)`` returns: the key to remove that hook with
/// ``EventLoop/removeBeforeSleep(_:)``.
///
/// ```swift
/// let frame: BeforeSleepHookID = loop.addBeforeSleep(stage: .render) { draw() }
/// loop.removeBeforeSleep(frame)
/// ```
///
/// Ids are never reused within a loop, so removing a hook twice, or after the loop closed,
/// does nothing.
public struct BeforeSleepHookID: Hashable, Sendable {
    /// The hook's id in the loop's list.
    let rawValue: Int
}
