/// A poll-based main loop of another library (GLib's main context) that the libuv loop
/// drives, through a ``ForeignLoopDriver``: the driver calls ``prepareForPoll()`` just
/// before the libuv loop would sleep and ``checkAndDispatch(received:)`` right after it
/// woke, always in pairs, both on the loop thread.
///
/// ```swift
/// final class GLibPump: ForeignMainLoop {
///     func prepareForPoll() -> ForeignLoopPreparation { … g_main_context_prepare + query … }
///     func checkAndDispatch(received: [PollEvents]) { … g_main_context_check + dispatch … }
///     func cannotWatch(fileDescriptor: Int32, error: UVError) { DiagnosticLog.logger.error(…) }
/// }
/// ```
///
/// Thread and re-entrancy rules: both methods run on the loop thread, inside `uv_run`,
/// never re-entered; each ``prepareForPoll()`` is followed by exactly one
/// ``checkAndDispatch(received:)`` (in the same loop iteration, or when the driver stops).
@LoopActor
package protocol ForeignMainLoop: AnyObject {
    /// Prepares an iteration of the foreign loop; runs in the last before-sleep stage,
    /// ``BeforeSleepStage/foreignLoop``, after the bindings' flush and the renderers.
    ///
    /// - Returns: The descriptors to watch and how long the loop may sleep.
    func prepareForPoll() -> ForeignLoopPreparation

    /// Checks which sources are ready and dispatches them.
    ///
    /// - Parameter received: For each descriptor of the last preparation, in its order,
    ///   what it became ready for (empty when it did not, or when the driver stopped).
    func checkAndDispatch(received: [PollEvents])

    /// Tells the foreign loop that one of its descriptors cannot be watched (libuv refused
    /// it, e.g. a regular file): it will never be reported ready, while the libuv loop goes
    /// on. Called once per descriptor, on the loop thread, from the prepare.
    ///
    /// The driver reports nothing itself: the foreign loop says it in its own words
    /// (GTK's pump logs it through `DiagnosticLog`), so that the loop needs nothing of the
    /// bindings' diagnostics.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The descriptor.
    ///   - error: What `uv_poll_init` or `uv_poll_start` returned.
    func cannotWatch(fileDescriptor: Int32, error: UVError)
}
