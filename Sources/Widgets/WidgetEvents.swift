import Bindings

/// Delivers widget events (a press, a toggle, typing) to their handlers on the
/// loop: exactly once, in the order they were raised.
///
/// An event raised outside a flush (user input from the terminal, a test) is
/// delivered at once, so a handler's model change is in place before the next
/// flush and a user edit is never overwritten by a stale install. An event
/// raised during a flush (by a style function, say) waits until the flush is
/// over; later events queue behind it, so order holds.
///
/// Threading: loop only.
@LoopActor
enum WidgetEvents {
    private static var deferred: [@LoopActor () -> Void] = []

    /// Runs `event` now, or after the running flush and any events already waiting.
    static func deliver(_ event: @escaping @LoopActor () -> Void) {
        if deferred.isEmpty && !BindingScheduler.current.isFlushing {
            event()
            return
        }
        deferred.append(event)
        if deferred.count == 1 {
            BindingScheduler.current.loop.execute { drain() }
        }
    }

    private static func drain() {
        while !deferred.isEmpty {
            let event = deferred.removeFirst()
            event()
        }
    }
}

/// The handlers of one kind of event on one widget: the one a style installed
/// (see `EventHandlers+Style.swift`), then those added in code, in the order they were added.
@LoopActor
struct EventHandlers<Value> {
    private var handlers: [@LoopActor (Value) -> Void] = []
    /// The handler of the style installed on the widget: one slot, replaced by the next.
    var styleHandler: (@LoopActor (Value) -> Void)?

    mutating func add(_ handler: @escaping @LoopActor (Value) -> Void) {
        handlers.append(handler)
    }

    /// Whether no handler would receive an event.
    var isEmpty: Bool { styleHandler == nil && handlers.isEmpty }

    /// Delivers `value` to every handler (see ``WidgetEvents``).
    func send(_ value: Value) {
        let handlers = styleHandler.map { [$0] + self.handlers } ?? self.handlers
        guard !handlers.isEmpty else { return }
        WidgetEvents.deliver {
            for handler in handlers { handler(value) }
        }
    }
}
