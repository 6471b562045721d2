/// What a watched file descriptor is waited for, or was found ready for: libuv's poll
/// events in a form that carries no C type across module boundaries.
///
/// ```swift
/// let wanted: PollEvents = [.readable, .writable]
/// if received.contains(.hangUp) { closeConnection() }
/// ```
package struct PollEvents: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Data can be read (`UV_READABLE`, `POLLIN`).
    package static let readable = PollEvents(rawValue: 1 << 0)
    /// Data can be written without blocking (`UV_WRITABLE`, `POLLOUT`).
    package static let writable = PollEvents(rawValue: 1 << 1)
    /// Urgent data can be read (`UV_PRIORITIZED`, `POLLPRI`).
    package static let prioritized = PollEvents(rawValue: 1 << 2)
    /// The peer hung up (`UV_DISCONNECT`, `POLLHUP`); always reported, never asked for.
    package static let hangUp = PollEvents(rawValue: 1 << 3)
    /// Polling the descriptor failed (a negative status from libuv, `POLLERR`); always
    /// reported, never asked for.
    package static let error = PollEvents(rawValue: 1 << 4)
}
