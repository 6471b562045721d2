import Bindings
import ComposerModel
import Foundation
import InMemoryLogging
import Logging
@testable import TerminalBackend
import XCTest

final class TerminalImageLoaderTests: XCTestCase {
    private var handler = InMemoryLogHandler()

    override func setUp() {
        super.setUp()
        let handler = InMemoryLogHandler()
        self.handler = handler
        DiagnosticLog.logger = Logger(label: "TerminalImageLoaderTests") { _ in handler }
        addTeardownBlock { DiagnosticLog.restoreDefaultLogger() }
    }

    func testAPPMFileIsDecodedOnceUntilItChanges() throws {
        let path = try temporaryFile(named: "flag.ppm", contents: twoByTwoPPM)
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            XCTAssertFalse(TerminalImageLoader.isCached(path))
            let pixels = try TerminalImageLoader.pixels(of: .file(path), shownBy: "ImageView").get()
            XCTAssertEqual(pixels.width, 2)
            XCTAssertEqual(pixels.pixel(x: 1, y: 0).green, 255)
            XCTAssertTrue(TerminalImageLoader.isCached(path))
            // A different size: the stamp moves, so the file is read again.
            try Data(Array("P3 1 1 255 1 2 3".utf8)).write(to: URL(fileURLWithPath: path))
            XCTAssertFalse(TerminalImageLoader.isCached(path))
            XCTAssertEqual(try TerminalImageLoader.pixels(of: .file(path), shownBy: "ImageView").get().rgba, [1, 2, 3, 255])
        }
        try loop.close()
        XCTAssertEqual(handler.entries.count, 0)
    }

    func testAFileThatCannotBeDrawnIsReportedOnceNamingTheWidget() throws {
        let png = try temporaryFile(named: "logo.png", contents: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let missing = png + ".missing"
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            for _ in 0..<3 {
                XCTAssertThrowsError(try TerminalImageLoader.pixels(of: .file(png), shownBy: "ImageView#logo").get())
                XCTAssertThrowsError(try TerminalImageLoader.pixels(of: .file(missing), shownBy: "ImageView#logo").get())
            }
        }
        try loop.close()
        XCTAssertEqual(handler.entries.map { "\($0.message)" }, [
            "ImageView#logo: value rejected for image(.file(\(png.debugDescription))): the terminal shows its alt text: "
                + "\(png): not a PGM or PPM file (those start with P2, P3, P5 or P6)",
            "ImageView#logo: value rejected for image(.file(\(missing.debugDescription))): the terminal shows its alt text: "
                + "cannot read \(missing): No such file or directory",
        ])
        XCTAssertEqual(handler.entries.compactMap { $0.metadata["target"] }, ["ImageView#logo", "ImageView#logo"])
    }

    func testInMemoryPixelsAreUsedAsTheyAre() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let pixels = try TerminalImageLoader.pixels(of: .pixels(width: 1, height: 1, rgba: [1, 2, 3, 4]), shownBy: "ImageView").get()
            XCTAssertEqual(pixels, RGBAPixels(width: 1, height: 1, rgba: [1, 2, 3, 4]))
        }
        try loop.close()
    }
}
