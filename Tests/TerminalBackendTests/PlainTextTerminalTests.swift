import Bindings
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
}
