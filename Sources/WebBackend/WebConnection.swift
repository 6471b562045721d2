import Bindings

/// One tab's connection as the loop sees it: its session, what it was sent and has
/// acknowledged, and its echo records.
///
/// Thread rule: loop thread (`@LoopActor`).
@LoopActor
final class WebConnection {
    /// The socket side.
    let link: WebSocketLink
    /// The session, once the tab said hello.
    var session: WebSession?
    /// The version the tab was last sent (it has it once in-flight frames arrive).
    var sentVersion: UInt64 = 0
    /// Versions of frames sent and not acknowledged, oldest first.
    var unacknowledged: [UInt64] = []
    /// Whether events were handled since the tab was last sent an `ack`.
    var owesAck = false
    /// Properties the tab's own events changed this turn, with the values it sent: not
    /// sent back to it (no echo).
    var echoes: [Int: [String: WebValue]] = [:]
    /// The page load's id from its hello: a reconnect of the same page load takes its
    /// session over from a socket the server has not yet seen die.
    var tabID: String?
    /// Whether the tab said hello (or asked for a resync) and is sent the whole tree in the
    /// next render stage, after the flush.
    var owesHello = false
    /// Refusals since the last accepted message.
    var refusalsInARow = 0

    init(link: WebSocketLink) {
        self.link = link
    }

    /// Whether the tab is behind: over the unacknowledged frames or buffered bytes.
    func isBehind(_ configuration: WebServerConfiguration) -> Bool {
        unacknowledged.count >= configuration.maxUnacknowledgedFrames
            || link.bufferedBytes > configuration.maxBufferedBytes
    }
}
