import HummingbirdWebSocket
import NIOCore
import NIOWebSocket
import Synchronization

/// The socket side of one tab, shared by the loop and the server's threads: the loop
/// writes its messages to the channel and, once, closes it; what is written is counted
/// until swift-nio has written it.
///
/// Messages go to the channel as WebSocket frames from the loop's thread (swift-nio hops
/// to the channel's event loop), not through a writer task per tab: an idle connection
/// keeps one task fewer suspended (the task allocator's slabs are most of an idle
/// connection's memory; PerformanceHistory.md). The close goes through WSCore's writer,
/// so that its state machine knows of it, in a task made for it; it is written after
/// every message sent before it (both reach the channel's event loop in that order).
///
/// Thread rule: any thread. The loop is the only sender.
final class WebSocketLink: Sendable {
    /// Unique per server.
    let id: Int
    /// The page's `host:port` as its request named it (the cookie's and the origin's).
    let authority: String?
    /// The upgraded connection: WebSocket frames written to it are encoded and sent.
    private let channel: any Channel
    /// WSCore's writer, for the close.
    private let outbound: WebSocketOutboundWriter
    /// Ends when nothing more reaches the socket (after the close frame, or with the socket).
    let ended: AsyncStream<Void>
    private let endedContinuation: AsyncStream<Void>.Continuation
    private let buffered = Atomic<Int>(0)
    private let isClosed = Atomic<Bool>(false)

    /// A link for the upgraded `channel`.
    ///
    /// - Parameters:
    ///   - id: Unique per server.
    ///   - authority: The request's `Host`.
    ///   - channel: The connection, upgraded.
    ///   - outbound: WSCore's writer of that connection.
    init(id: Int, authority: String?, channel: any Channel, outbound: WebSocketOutboundWriter) {
        self.id = id
        self.authority = authority
        self.channel = channel
        self.outbound = outbound
        (ended, endedContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    /// Bytes handed to the socket and not yet written.
    var bufferedBytes: Int { buffered.load(ordering: .relaxed) }

    /// Writes `text` as one text message.
    ///
    /// - Parameter text: One message.
    func send(_ text: String) {
        send(ByteBuffer(string: text))
    }

    /// Writes `message` (UTF-8) as one text message; the buffer is shared, not copied, by
    /// the tabs it is sent to.
    ///
    /// - Parameter message: One message's bytes.
    func send(_ message: ByteBuffer) {
        guard !isClosed.load(ordering: .relaxed) else { return }
        let count = message.readableBytes
        buffered.add(count, ordering: .relaxed)
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: message)).whenComplete { _ in
            self.didWrite(count)
        }
    }

    /// swift-nio wrote (or dropped, the socket gone) a message of `count` bytes.
    private func didWrite(_ count: Int) {
        buffered.subtract(count, ordering: .relaxed)
    }

    /// Closes the socket with `code` after what was sent before; later sends are dropped.
    ///
    /// - Parameters:
    ///   - code: The WebSocket close code.
    ///   - reason: A short reason for the page.
    func close(_ code: WebSocketErrorCode, reason: String) {
        guard !isClosed.exchange(true, ordering: .relaxed) else { return }
        let outbound = outbound
        let ended = endedContinuation
        Task {
            try? await outbound.close(code, reason: reason)
            ended.finish()
        }
    }

    /// The socket is gone: later sends are dropped.
    func finish() {
        isClosed.store(true, ordering: .relaxed)
        endedContinuation.finish()
    }
}
