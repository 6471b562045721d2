/// What a foreign main loop (GLib's) asks of the libuv loop for one iteration: the file
/// descriptors to watch and how long it may sleep.
///
/// ```swift
/// ForeignLoopPreparation(
///     descriptors: [.init(fileDescriptor: wakeUpFD, events: .readable)],
///     wait: .milliseconds(16))
/// ```
package struct ForeignLoopPreparation: Sendable {
    /// One descriptor to watch and what for.
    package struct Descriptor: Equatable, Sendable {
        /// The file descriptor, owned by the foreign loop.
        package var fileDescriptor: Int32
        /// What to wait for.
        package var events: PollEvents

        package init(fileDescriptor: Int32, events: PollEvents) {
            self.fileDescriptor = fileDescriptor
            self.events = events
        }
    }

    /// How long the foreign loop lets the libuv loop sleep.
    package enum Wait: Equatable, Sendable {
        /// Not at all: a source is ready (a GLib idle, a timeout due now).
        case none
        /// At most this many milliseconds (the foreign loop's next timeout).
        case milliseconds(UInt64)
        /// Until a descriptor is ready: no timeout pending.
        case indefinitely
    }

    /// The descriptors to watch, in the foreign loop's order; the check gets the events
    /// received for each, in the same order. A descriptor may appear more than once.
    package var descriptors: [Descriptor]
    /// How long the libuv loop may sleep.
    package var wait: Wait

    package init(descriptors: [Descriptor], wait: Wait) {
        self.descriptors = descriptors
        self.wait = wait
    }
}
