import Glibc
import XCTest

@testable import UVLoop

/// What a reader delivered, in order.
@LoopActor
private final class Delivery {
    var chunks: [[UInt8]] = []
    var failure: UVError?
    nonisolated init() {}

    var text: String { String(decoding: chunks.joined(), as: UTF8.self) }
    var ended: Bool { failure != nil }

    func record(_ result: Result<[UInt8], UVError>) {
        switch result {
        case .success(let bytes): chunks.append(bytes)
        case .failure(let error): failure = error
        }
    }
}

final class InputReaderTests: XCTestCase {
    /// What reading a descriptor to its end delivered.
    private struct Outcome {
        /// The chunks, in order.
        var chunks: [[UInt8]]
        /// The name of the error that ended reading (`EOF` at the end of the input).
        var end: String?
        /// Handles the reader left open on the loop.
        var handlesLeft: Int
        var text: String { String(decoding: chunks.joined(), as: UTF8.self) }
    }

    /// Reads `descriptor` on a new loop until the reader reports a failure (the end).
    private func readToTheEnd(_ descriptor: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        let loop = try EventLoop()
        let delivery = Delivery()
        let handlesBefore = loop.openHandleCount
        let reader = try LoopActor.assumeIsolated { () throws -> InputReader in
            let reader = InputReader(loop: loop, fileDescriptor: descriptor)
            try reader.startReading { delivery.record($0) }
            return reader
        }
        XCTAssertTrue(try loop.run(until: { delivery.ended }, timeout: .seconds(10)), "the input never ended", file: file, line: line)
        loop.runOnce()   // the close callbacks
        let outcome = LoopActor.assumeIsolated {
            Outcome(chunks: delivery.chunks, end: delivery.failure?.name, handlesLeft: loop.openHandleCount - handlesBefore)
        }
        withExtendedLifetime(reader) {}
        try loop.close()
        return outcome
    }

    func testPipeDeliversItsBytesThenItsEnd() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer { close(descriptors[0]) }
        XCTAssertEqual(write(descriptors[1], "hello", 5), 5)
        close(descriptors[1])
        let outcome = try readToTheEnd(descriptors[0])
        XCTAssertEqual(outcome.text, "hello")
        XCTAssertEqual(outcome.end, "EOF")
        XCTAssertEqual(outcome.handlesLeft, 0, "the end closes the poll handle")
        XCTAssertNotEqual(fcntl(descriptors[0], F_GETFD), -1, "the descriptor stays open")
    }

    func testDevNullEndsAtOnce() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let outcome = try readToTheEnd(descriptor)
        XCTAssertEqual(outcome.chunks, [])
        XCTAssertEqual(outcome.end, "EOF")
        XCTAssertEqual(outcome.handlesLeft, 0)
    }

    func testRegularFileIsReadChunkByChunkToItsEnd() throws {
        var template = Array("/tmp/InputReaderTests.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        defer { close(descriptor) }
        let content = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000)
        XCTAssertEqual(content.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, 10_000)
        XCTAssertEqual(lseek(descriptor, 0, SEEK_SET), 0)
        let outcome = try readToTheEnd(descriptor)
        XCTAssertEqual(outcome.chunks.map(\.count), [4096, 4096, 1808], "one chunk per read")
        XCTAssertEqual(Array(outcome.chunks.joined()), content)
        XCTAssertEqual(outcome.end, "EOF")
        XCTAssertEqual(outcome.handlesLeft, 0, "no timer left behind")
    }

    func testClosedDescriptorReportsBadFileDescriptor() throws {
        let closed: Int32 = 1000   // not a descriptor the test or the loop opens and closes
        XCTAssertEqual(fcntl(closed, F_GETFD), -1)
        let outcome = try readToTheEnd(closed)
        XCTAssertEqual(outcome.chunks, [])
        XCTAssertEqual(outcome.end, "EBADF")
    }

    func testClosedReaderDeliversNothingMore() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let loop = try EventLoop()
        let delivery = Delivery()
        let reader = try LoopActor.assumeIsolated { () throws -> InputReader in
            let reader = InputReader(loop: loop, fileDescriptor: descriptors[0])
            try reader.startReading { delivery.record($0) }
            return reader
        }
        XCTAssertEqual(write(descriptors[1], "a", 1), 1)
        XCTAssertTrue(try loop.run(until: { delivery.text == "a" }, timeout: .seconds(10)))
        LoopActor.assumeIsolated { reader.close() }
        XCTAssertEqual(write(descriptors[1], "b", 1), 1)
        loop.runOnce()
        loop.runOnce()
        LoopActor.assumeIsolated {
            XCTAssertEqual(delivery.text, "a")
            XCTAssertFalse(delivery.ended)
        }
        var byte: UInt8 = 0
        XCTAssertEqual(read(descriptors[0], &byte, 1), 1, "what came after close() is still in the pipe")
        XCTAssertEqual(byte, UInt8(ascii: "b"))
        try loop.close()
    }
}
