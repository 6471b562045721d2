import NIOCore
import NIOWebSocket
import Synchronization

/// The socket side of one tab, shared by the loop and the server's threads: the loop
/// writes its messages to the channel and, once, hands the connection's writer task a
/// close; what is written is counted until swift-nio has written it.
///
/// Messages go to the channel as WebSocket frames from the loop's thread (swift-nio hops
/// to the channel's event loop), not through the WebSocket handler's async writer: a
/// task woken per tab and message cost a broadcast to 10,000 tabs about 30 µs a tab
/// (PerformanceHistory.md). The close goes through that writer, so that WSCore's state
/// machine knows of it; it is handed over after every message, so it is written last.
///
/// Thread rule: any thread. The loop is the only sender.
final class WebSocketLink: Sendable {
    /// What the writer task does.
    enum Outbound: Sendable {
        case close(WebSocketErrorCode, reason: String)
    }

    /// Unique per server.
    let id: Int
    /// The page's `host:port` as its request named it (the cookie's and the origin's).
    let authority: String?
    /// The upgraded connection: WebSocket frames written to it are encoded and sent.
    private let channel: any Channel
    /// What the writer reads.
    let outbound: AsyncStream<Outbound>
    private let continuation: AsyncStream<Outbound>.Continuation
    /// Ends when the writer task returned (after the close frame, or with the socket).
    let writerEnded: AsyncStream<Void>
    private let writerEndedContinuation: AsyncStream<Void>.Continuation
    private let buffered = Atomic<Int>(0)
    private let isClosed = Atomic<Bool>(false)

    init(id: Int, authority: String?, channel: any Channel) {
        self.id = id
        self.authority = authority
        self.channel = channel
        (outbound, continuation) = AsyncStream.makeStream(of: Outbound.self, bufferingPolicy: .unbounded)
        (writerEnded, writerEndedContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    /// The writer task returned: nothing more reaches the socket.
    func writerDidEnd() {
        writerEndedContinuation.finish()
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

    /// Closes the socket with `code` after what was handed before; later sends are dropped.
    ///
    /// - Parameters:
    ///   - code: The WebSocket close code.
    ///   - reason: A short reason for the page.
    func close(_ code: WebSocketErrorCode, reason: String) {
        guard !isClosed.exchange(true, ordering: .relaxed) else { return }
        continuation.yield(.close(code, reason: reason))
        continuation.finish()
    }

    /// Ends the writer without a close frame (the socket is gone).
    func finish() {
        isClosed.store(true, ordering: .relaxed)
        continuation.finish()
    }
}
