/// Why an ``EventLoop`` refused a request about its own state.
///
/// Failures of libuv itself are thrown as ``UVError`` (carrying libuv's error name and
/// text), not wrapped in this type.
///
/// ```swift
/// let loop = try EventLoop()
/// do {
///     _ = try EventLoop()
/// } catch EventLoopError.anotherLoopIsOpen {
///     // only one loop at a time: LoopActor is global
/// }
/// try loop.close()
/// try loop.close()   // throws EventLoopError.closed
/// ```
public enum EventLoopError: Error, Equatable, Sendable {
    /// An ``EventLoop`` is already open; close it before creating another.
    case anotherLoopIsOpen
    /// The loop was closed (or is closing) and cannot run, close again or create handles.
    case closed
}
