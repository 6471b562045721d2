import NIOWebSocket
import Synchronization

/// The socket side of one tab, shared by the loop and the server's threads: the loop
/// hands it messages to write and, once, a close; the connection's writer task writes
/// them and counts down the bytes it wrote.
///
/// Thread rule: any thread. The loop is the only sender.
final class WebSocketLink: Sendable {
    /// What the writer task writes.
    enum Outbound: Sendable {
        case text(String)
        case close(WebSocketErrorCode, reason: String)
    }

    /// Unique per server.
    let id: Int
    /// The page's `host:port` as its request named it (the cookie's and the origin's).
    let authority: String?
    /// What the writer reads.
    let outbound: AsyncStream<Outbound>
    private let continuation: AsyncStream<Outbound>.Continuation
    /// Ends when the writer task returned (after the close frame, or with the socket).
    let writerEnded: AsyncStream<Void>
    private let writerEndedContinuation: AsyncStream<Void>.Continuation
    private let buffered = Atomic<Int>(0)
    private let isClosed = Atomic<Bool>(false)

    init(id: Int, authority: String?) {
        self.id = id
        self.authority = authority
        (outbound, continuation) = AsyncStream.makeStream(of: Outbound.self, bufferingPolicy: .unbounded)
        (writerEnded, writerEndedContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    /// The writer task returned: nothing more reaches the socket.
    func writerDidEnd() {
        writerEndedContinuation.finish()
    }

    /// Bytes handed to the socket and not yet written.
    var bufferedBytes: Int { buffered.load(ordering: .relaxed) }

    /// Hands `text` to the writer.
    ///
    /// - Parameter text: One message.
    func send(_ text: String) {
        guard !isClosed.load(ordering: .relaxed) else { return }
        buffered.add(text.utf8.count, ordering: .relaxed)
        continuation.yield(.text(text))
    }

    /// The writer wrote a message of `count` bytes.
    func didWrite(_ count: Int) {
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
