import NIOWebSocket
import UVLoop

/// Where the server's threads leave what the pages sent, for the loop: one lock, and one
/// ``UVLoop/EventLoop/execute(_:)`` per batch (the first item after a drain schedules
/// the drain; the others ride along).
///
/// Thread rule: ``post(_:)`` on any thread; the drain and ``server`` on the loop.
final class WebInbox: Sendable {
    /// What crossed.
    enum Item: Sendable {
        case opened(WebSocketLink)
        case message(connectionID: Int, WebClientMessage)
        case refused(connectionID: Int, WebClientMessageError)
        case closed(connectionID: Int)
    }

    private let loop: EventLoop
    private let pending = LockedValue<(items: [Item], isScheduled: Bool)>(([], false))
    private let serverBox = LoopBox()

    init(loop: EventLoop) {
        self.loop = loop
    }

    /// The server the drain hands items to (`nil` once it stopped: items are dropped).
    @LoopActor
    var server: WebServer? {
        get { serverBox.server }
        set { serverBox.server = newValue }
    }

    /// Leaves `item` for the loop.
    func post(_ item: Item) {
        let schedule = pending.withLock { pending -> Bool in
            pending.items.append(item)
            guard !pending.isScheduled else { return false }
            pending.isScheduled = true
            return true
        }
        guard schedule else { return }
        loop.execute { [self] in drain() }
    }

    @LoopActor
    private func drain() {
        let items = pending.withLock { pending -> [Item] in
            pending.isScheduled = false
            defer { pending.items.removeAll(keepingCapacity: true) }
            return pending.items
        }
        guard let server else {
            for case .opened(let link) in items { link.close(.goingAway, reason: "the server is stopping") }
            return
        }
        for item in items { server.receive(item) }
    }

    /// The server, held weakly, on the loop.
    @LoopActor
    private final class LoopBox {
        weak var server: WebServer?
        nonisolated init() {}
    }
}
