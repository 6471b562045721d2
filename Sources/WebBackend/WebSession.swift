import Bindings

/// One tab's session on the server: the document it shows, the last event it had
/// handled, and its connection while it has one. A reconnecting tab names its session and
/// gets it back within ``WebServerConfiguration/sessionGracePeriod``.
///
/// Thread rule: loop thread (`@LoopActor`).
@LoopActor
final class WebSession {
    /// 32 hex digits.
    let id: String
    /// What the tab shows.
    let document: WebDocument
    /// Whether the document is this session's own (a tree per tab), to stop with it.
    let ownsDocument: Bool
    /// The last event sequence number handled or refused.
    var lastSeq: UInt64 = 0
    /// The tab's connection, or `nil` while it is away.
    weak var connection: WebConnection?
    /// When the tab went away, on the loop's clock, for the grace period.
    var disconnectedAt: ContinuousClock.Instant?

    init(id: String, document: WebDocument, ownsDocument: Bool) {
        self.id = id
        self.document = document
        self.ownsDocument = ownsDocument
    }
}
