/// What a ``LoopRegistration`` ends and asks about: a libuv handle on the system clock, or
/// a ``VirtualTimer`` on a test loop's ``VirtualClock``.
///
/// ```swift
/// let registration: any LoopRegistrationHandle = try TimerHandle(loop: loop)
/// registration.close()   // its action never runs again
/// ```
///
/// Thread rule: loop thread only, as the handles themselves. The one branch between the
/// two clocks is taken when a timer is scheduled; a timer's firing never goes through this
/// protocol.
protocol LoopRegistrationHandle: AnyObject {
    /// Ends the registration for good; idempotent.
    @LoopActor func close()
    /// Whether the action can still run.
    @LoopActor var isActive: Bool { get }
}

extension TimerHandle: LoopRegistrationHandle {}
extension UnixSignalHandle: LoopRegistrationHandle {}
