// The web scenarios' clients: many WebSocket connections to a `WebServer` in a process of
// their own, driven over standard input by the benchmark (one command a line, one reply a
// line on standard output). One thread and epoll, no framework: the client's own cost stays
// small next to the server's, and the server's process holds nothing but the server.
//
//   WebLoadClient PORT TOKEN
//   connect N       → "connected N"                  N more tabs: upgrade, hello, the tree
//   mark            → "marked"                        counters and arrival times start over
//   await K         → "arrived BYTES FRAMES T1 T2 …"  once every tab (not the stalled one)
//                                                     has K frames since the mark: wire bytes
//                                                     (framing included) and frames since the
//                                                     mark, and each tab's first arrival
//                                                     (CLOCK_MONOTONIC ns, as the server's)
//   resync          → "resynced BYTES"                every tab asks for the whole tree again:
//                                                     the wire bytes of the hellos since the mark
//   stall           → "stalled"                       one more tab that says hello, then
//                                                     never reads again (a 4 KiB receive buffer)
//   unstall         → "unstalled"                     closes it
//   quit            → exits
//
// Each tab acknowledges every frame (`{"t":"ack","v":N}`), as a page does, and answers
// pings. A failure is a line starting "error" and exit status 1.
import CEpollBench
#if canImport(Glibc)
import Glibc
#endif

@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Writes one line to standard output, whole (a reply of 10,000 times is longer than a pipe's buffer).
func writeLine(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            exit(1)
        }
        offset += written
    }
}

func fail(_ message: String) -> Never {
    writeLine("error \(message)")
    exit(1)
}

/// One tab's socket and what it has received.
final class Tab {
    enum State { case connecting, upgrading, waitingHello, ready, stalled }

    let descriptor: Int32
    var state = State.connecting
    var input: [UInt8] = []
    var message: [UInt8] = []
    var output: [UInt8] = []
    var bytesSinceMark = 0
    var framesSinceMark = 0
    var firstArrival: UInt64 = 0
    var hellosSinceMark = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }
}

final class Client {
    let port: UInt16
    let token: String
    let epoll: Int32
    var tabs: [Int32: Tab] = [:]
    var stalled: Tab?
    /// Tabs still to open for the current `connect`, and how many are on their way.
    var toOpen = 0
    var opening = 0
    var connectTarget = 0
    var awaitFrames: Int?
    var stdinBuffer: [UInt8] = []
    /// Tabs past their hello, and those of them with a frame since the mark (kept as counts:
    /// a scan of 10,000 tabs after every read would delay the reads it is waiting for).
    var readyCount = 0
    var arrivedCount = 0
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(port: UInt16, token: String) {
        self.port = port
        self.token = token
        epoll = epoll_create1(0)
        guard epoll >= 0 else { fail("epoll_create1") }
        watch(0, events: UInt32(EPOLLIN.rawValue))
    }

    func watch(_ descriptor: Int32, events: UInt32, modify: Bool = false) {
        var event = epoll_event()
        event.events = events
        event.data.fd = descriptor
        guard epoll_ctl(epoll, modify ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, descriptor, &event) == 0 else {
            fail("epoll_ctl \(errno)")
        }
    }

    // MARK: Opening

    func open(stall: Bool = false) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { fail("socket \(errno)") }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if stall {
            // A slow reader's small window, so that what it does not read backs up into the
            // server instead of a large kernel buffer.
            var size: Int32 = 4096
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 || errno == EINPROGRESS else { fail("connect \(errno)") }
        let tab = Tab(descriptor: descriptor)
        tab.output = Array(
            ("GET /ws?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8)
        tabs[descriptor] = tab
        if stall { stalled = tab }
        watch(descriptor, events: UInt32(EPOLLIN.rawValue | EPOLLOUT.rawValue))
    }

    /// Keeps at most 256 handshakes under way.
    func openMore() {
        while toOpen > 0 && opening < 256 {
            toOpen -= 1
            opening += 1
            open()
        }
    }

    // MARK: Writing

    /// Queues one masked text frame (the mask is zero: a client must mask, any key will do).
    func sendText(_ text: String, on tab: Tab) {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        frame += [0, 0, 0, 0]
        frame += payload
        tab.output += frame
        flush(tab)
    }

    func sendPong(_ payload: [UInt8], on tab: Tab) {
        tab.output += [0x8A, 0x80 | UInt8(payload.count), 0, 0, 0, 0] + payload
        flush(tab)
    }

    func flush(_ tab: Tab) {
        while !tab.output.isEmpty {
            let written = tab.output.withUnsafeBytes { write(tab.descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EAGAIN { break }
                fail("write \(errno)")
            }
            tab.output.removeFirst(written)
        }
        watch(tab.descriptor, events: UInt32(EPOLLIN.rawValue) | (tab.output.isEmpty ? 0 : UInt32(EPOLLOUT.rawValue)), modify: true)
    }

    // MARK: Reading

    func readable(_ tab: Tab) {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(tab.descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EAGAIN { break }
                fail("read \(errno)")
            }
            if count == 0 { fail("the server closed a connection (\(tabs.count) open)") }
            tab.input += chunk[..<count]
            if count < chunk.count { break }
        }
        if tab.state == .upgrading {
            guard let end = headerEnd(tab.input) else { return }
            let head = String(decoding: tab.input[..<end], as: UTF8.self)
            guard head.hasPrefix("HTTP/1.1 101") else { fail("no upgrade: \(head.prefix(120))") }
            tab.input.removeFirst(end + 4)
            tab.state = .waitingHello
            sendText("{\"t\":\"hello\"}", on: tab)
        }
        frames(tab)
    }

    func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Takes the whole frames in the tab's input.
    func frames(_ tab: Tab) {
        var offset = 0
        let input = tab.input
        while input.count - offset >= 2 {
            let opcode = input[offset] & 0x0F
            let isFinal = input[offset] & 0x80 != 0
            var length = Int(input[offset + 1] & 0x7F)
            var header = 2
            if length == 126 {
                guard input.count - offset >= 4 else { break }
                length = Int(input[offset + 2]) << 8 | Int(input[offset + 3])
                header = 4
            } else if length == 127 {
                guard input.count - offset >= 10 else { break }
                length = (0..<8).reduce(0) { $0 << 8 | Int(input[offset + 2 + $1]) }
                header = 10
            }
            guard input.count - offset >= header + length else { break }
            let payload = input[(offset + header)..<(offset + header + length)]
            offset += header + length
            tab.bytesSinceMark += header + length
            switch opcode {
            case 0x0, 0x1:
                tab.message += payload
                if isFinal {
                    message(tab.message, on: tab)
                    tab.message.removeAll(keepingCapacity: true)
                }
            case 0x8: fail("the server closed a connection: \(String(decoding: payload.dropFirst(2), as: UTF8.self))")
            case 0x9: sendPong(Array(payload), on: tab)
            default: break
            }
        }
        tab.input.removeFirst(offset)
    }

    func message(_ bytes: [UInt8], on tab: Tab) {
        // The type is the first field the server writes: {"t":"frame", {"t":"hello", …
        guard bytes.count > 8 else { return }
        switch bytes[6] {
        case UInt8(ascii: "f"):
            tab.framesSinceMark += 1
            if tab.framesSinceMark == 1 {
                tab.firstArrival = monotonicNanoseconds()
                if tab.state == .ready { arrivedCount += 1 }
            }
            if let version = number(after: "\"v\":", in: bytes) { sendText("{\"t\":\"ack\",\"v\":\(version)}", on: tab) }
        case UInt8(ascii: "h"):
            if tab.state == .waitingHello {
                tab.state = .ready
                opening -= 1
                readyCount += 1
            } else {
                tab.hellosSinceMark += 1
                checkResynced()
            }
        case UInt8(ascii: "r"):
            fail("refused: \(String(decoding: bytes, as: UTF8.self))")
        default:
            break
        }
    }

    func number(after key: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(key.utf8)
        guard bytes.count > pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            var value = 0
            var index = start + pattern.count
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        return nil
    }

    // MARK: Commands

    func command(_ line: String) {
        let words = line.split(separator: " ")
        guard let verb = words.first else { return }
        switch verb {
        case "connect":
            let count = words.count > 1 ? Int(words[1]) ?? 0 : 0
            connectTarget = readyCount + count
            toOpen = count
            openMore()
            checkConnected()
        case "mark":
            for tab in tabs.values {
                tab.bytesSinceMark = 0
                tab.framesSinceMark = 0
                tab.firstArrival = 0
                tab.hellosSinceMark = 0
            }
            arrivedCount = 0
            reply("marked")
        case "await":
            awaitFrames = words.count > 1 ? Int(words[1]) ?? 1 : 1
            checkArrived()
        case "resync":
            resyncing = true
            for tab in tabs.values where tab.state == .ready { sendText("{\"t\":\"resync\"}", on: tab) }
        case "stall":
            open(stall: true)
        case "unstall":
            if let stalled {
                epoll_ctl(epoll, EPOLL_CTL_DEL, stalled.descriptor, nil)
                close(stalled.descriptor)
                tabs[stalled.descriptor] = nil
                self.stalled = nil
            }
            reply("unstalled")
        case "quit":
            exit(0)
        default:
            fail("unknown command \(line)")
        }
    }

    var resyncing = false

    func checkResynced() {
        guard resyncing else { return }
        let ready = tabs.values.filter { $0.state == .ready }
        guard ready.allSatisfy({ $0.hellosSinceMark > 0 }) else { return }
        resyncing = false
        reply("resynced \(ready.reduce(0) { $0 + $1.bytesSinceMark })")
    }

    func checkConnected() {
        guard connectTarget > 0, readyCount >= connectTarget else { return }
        connectTarget = 0
        reply("connected \(readyCount)")
    }

    func checkArrived() {
        guard let frames = awaitFrames else { return }
        if frames == 1 {
            guard arrivedCount >= readyCount else { return }
        } else {
            guard tabs.values.allSatisfy({ $0.state != .ready || $0.framesSinceMark >= frames }) else { return }
        }
        let counted = tabs.values.filter { $0.state == .ready }
        awaitFrames = nil
        var line = "arrived \(counted.reduce(0) { $0 + $1.bytesSinceMark }) \(counted.reduce(0) { $0 + $1.framesSinceMark })"
        for tab in counted { line += " \(tab.firstArrival)" }
        reply(line)
    }

    func reply(_ line: String) {
        writeLine(line)
    }

    func readCommands() {
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count <= 0 { exit(0) }
        stdinBuffer += chunk[..<count]
        while let newline = stdinBuffer.firstIndex(of: 10) {
            let line = String(decoding: stdinBuffer[..<newline], as: UTF8.self)
            stdinBuffer.removeFirst(newline + 1)
            command(line)
        }
    }

    // MARK: The loop

    func run() -> Never {
        var events = [epoll_event](repeating: epoll_event(), count: 512)
        while true {
            let count = events.withUnsafeMutableBufferPointer { epoll_wait(epoll, $0.baseAddress, 512, -1) }
            if count < 0 {
                if errno == EINTR { continue }
                fail("epoll_wait \(errno)")
            }
            for event in events[..<Int(count)] {
                let descriptor = event.data.fd
                if descriptor == 0 {
                    readCommands()
                    continue
                }
                guard let tab = tabs[descriptor] else { continue }
                if event.events & UInt32(EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0, tab.state == .connecting {
                    fail("connect failed (\(tabs.count) open)")
                }
                if tab.state == .connecting, event.events & UInt32(EPOLLOUT.rawValue) != 0 {
                    tab.state = .upgrading
                }
                if event.events & UInt32(EPOLLOUT.rawValue) != 0 { flush(tab) }
                if event.events & UInt32(EPOLLIN.rawValue) != 0 {
                    if tab === stalled {
                        stallAfterHello(tab)
                    } else {
                        readable(tab)
                    }
                }
            }
            openMore()
            checkConnected()
            checkArrived()
        }
    }

    /// The stalled tab reads only until its hello's upgrade is through and its hello is
    /// sent, then stops watching its socket: what the server sends stays unread.
    func stallAfterHello(_ tab: Tab) {
        let count = chunk.withUnsafeMutableBytes { read(tab.descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        tab.input += chunk[..<count]
        guard let end = headerEnd(tab.input) else { return }
        guard String(decoding: tab.input[..<end], as: UTF8.self).hasPrefix("HTTP/1.1 101") else { fail("stalled tab: no upgrade") }
        tab.state = .stalled
        sendText("{\"t\":\"hello\"}", on: tab)
        epoll_ctl(epoll, EPOLL_CTL_DEL, tab.descriptor, nil)
        reply("stalled")
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let port = UInt16(arguments[1]) else { fail("usage: WebLoadClient PORT TOKEN") }
signal(SIGPIPE, SIG_IGN)
Client(port: port, token: arguments[2]).run()
