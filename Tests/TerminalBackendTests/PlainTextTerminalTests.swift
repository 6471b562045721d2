import Bindings
import ComposerModel
import Glibc
import TerminalBackend
import Widgets
import XCTest

final class PlainTextTerminalTests: XCTestCase {
    func testFramesAreWrittenAsPlainTextWithoutEscapeSequences() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer { close(descriptors[0]) }
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let label: Label = [.text("\u{1B}[31mhello"), .textColor(.red)]
            let device = PlainTextTerminal(size: Size(width: 12, height: 2), descriptor: descriptors[1], inputDescriptor: nil)
            let screen = TerminalScreen(root: label, device: device)
            try screen.start()
            loop.runOnce()   // the first frame follows the first flush
            XCTAssertEqual(screen.framesDrawn, 1)
            screen.setNeedsDisplay()
            screen.stop()
        }
        close(descriptors[1])
        try loop.close()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while case let count = read(descriptors[0], &chunk, chunk.count), count > 0 {
            bytes += chunk[..<count]
        }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "␛[31mhello\n\n")
    }

    func testFirstFrameWrittenHoldsTheBoundText() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer { close(descriptors[0]) }
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let model = Counter()
            let label = Label()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            let device = PlainTextTerminal(size: Size(width: 10, height: 1), descriptor: descriptors[1], inputDescriptor: nil)
            let screen = TerminalScreen(root: label, device: device)
            try screen.start()
            loop.runOnce()
            XCTAssertEqual(screen.framesDrawn, 1)
            screen.stop()
            label.lifetime.end()
        }
        close(descriptors[1])
        try loop.close()
        XCTAssertEqual(Self.readAll(descriptors[0]), "Count: 7\n\n", "one frame, with the value: no blank frame before it")
    }

    func testInputArrivesAsKeysAndItsEndAsInputEnded() throws {
        var input: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&input), 0)
        defer { close(input[0]) }
        XCTAssertEqual(write(input[1], "ab", 2), 2)
        close(input[1])
        XCTAssertEqual(try events(readingFrom: input[0]), ["input ab", "inputEnded"])
    }

    func testClosedInputCountsAsEnded() throws {
        let closed: Int32 = 1000   // not a descriptor the test or the loop opens and closes
        XCTAssertEqual(fcntl(closed, F_GETFD), -1)
        XCTAssertEqual(try events(readingFrom: closed), ["inputEnded"])
    }

    func testInputFromATerminalInLineModeArrivesAsTypedAndItsHangUpEndsIt() throws {
        let pty = try PseudoTerminal(columns: 12, rows: 2)
        defer { close(pty.slave) }
        XCTAssertEqual(write(pty.master, "hi\n", 3), 3)
        // The hang-up comes once the line was read: closing at once could discard it.
        XCTAssertEqual(try events(readingFrom: pty.slave, whenTheFirstArrives: pty.hangUp), ["input hi\n", "inputEnded"])
    }

    /// The events a started device delivers until its input ends, as text.
    ///
    /// - Parameters:
    ///   - descriptor: The device's input.
    ///   - firstArrived: Runs once, after the first event.
    private func events(readingFrom descriptor: Int32, whenTheFirstArrives firstArrived: @escaping @LoopActor () -> Void = {}) throws -> [String] {
        let loop = try EventLoop()
        let events = try LoopActor.assumeIsolated { () throws -> [String] in
            let events = Box<[String]>([])
            let device = PlainTextTerminal(size: Size(width: 4, height: 1), descriptor: -1, inputDescriptor: descriptor)
            try device.start { event in
                switch event {
                case .input(let bytes): events.value.append("input " + String(decoding: bytes, as: UTF8.self))
                case .inputEnded: events.value.append("inputEnded")
                case .resized: events.value.append("resized")
                case .failed(let error): events.value.append("failed \(error)")
                }
                if events.value.count == 1 { firstArrived() }
            }
            XCTAssertTrue(try loop.run(until: { events.value.last == "inputEnded" }, timeout: .seconds(10)))
            device.stop()
            return events.value
        }
        try loop.close()
        return events
    }

    private static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while case let count = read(descriptor, &chunk, chunk.count), count > 0 {
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@LoopActor
private final class Counter {
    @Observed var count = 7
}
