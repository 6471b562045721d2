import Bindings
import ComposerModel
@testable import TerminalBackend
import Widgets
import XCTest

/// An image view on a terminal screen: block art in color, its alt text without.
final class ImageViewTerminalTests: XCTestCase {
    @LoopActor
    private static func start(_ root: Widget, colors: ColorSupport, width: Int = 12, height: Int = 4) throws -> (TerminalScreen, MemoryTerminal) {
        var options = TerminalScreenOptions()
        options.colors = colors
        let terminal = MemoryTerminal(width: width, height: height)
        let screen = TerminalScreen(root: root, device: terminal, options: options)
        try screen.start()
        return (screen, terminal)
    }

    private func settle(_ loop: EventLoop, until condition: @escaping @LoopActor () -> Bool) throws {
        XCTAssertTrue(try loop.run(until: condition, timeout: .seconds(10)), "the screen never showed the expected state")
    }

    func testAPPMFileIsDrawnAsHalfBlocksScaledToTheWidget() throws {
        let path = try temporaryFile(named: "flag.ppm", contents: twoByTwoPPM)
        let loop = try EventLoop()
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            let flag: ImageView = [.image(.file(path, altText: "flag")), .width(4), .height(2)]
            let root: StackView = [.views([flag]), .alignment(.leading)]
            return try Self.start(root, colors: .trueColor)
        }
        try settle(loop) { terminal.screenLines.first?.hasPrefix("▀▀▀▀") == true }
        LoopActor.assumeIsolated {
            XCTAssertEqual(Array(terminal.screenLines.prefix(2)), ["▀▀▀▀", "▀▀▀▀"])
            screen.stop()
        }
        try loop.close()
    }

    func testWithoutColorsTheAltTextIsShown() throws {
        let loop = try EventLoop()
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            let dot: ImageView = [.image(.pixels(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255], altText: "red dot"))]
            return try Self.start(dot, colors: .none)
        }
        try settle(loop) { terminal.screenLines.first == "red dot" }
        LoopActor.assumeIsolated { screen.stop() }
        try loop.close()
    }

    func testAFileTheTerminalCannotDecodeShowsItsAltText() throws {
        let path = try temporaryFile(named: "logo.png", contents: [0x89, 0x50, 0x4E, 0x47])
        let loop = try EventLoop()
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            let logo: ImageView = [.image(.file(path, altText: "LoopComposer logo"))]
            return try Self.start(logo, colors: .trueColor, width: 20)
        }
        try settle(loop) { terminal.screenLines.first == "LoopComposer logo" }
        LoopActor.assumeIsolated { screen.stop() }
        try loop.close()
    }

    func testBlockArtCellsCarryTheUpperAndLowerPixelColors() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let flag: ImageView = [.image(.pixels(width: 2, height: 2, rgba: Array(twoByTwoPPM.suffix(12)).rgbaFromRGB))]
            XCTAssertEqual(Layout.preferredSize(of: flag), Size(width: 2, height: 1), "one cell per pixel across, two pixels per cell down")
            var frame = CellBuffer(width: 2, height: 1)
            WidgetRenderer.draw(flag, into: &frame)
            XCTAssertEqual(frame[0, 0], Cell("▀", foreground: .rgb(red: 255, green: 0, blue: 0), background: .rgb(red: 0, green: 0, blue: 255)))
            XCTAssertEqual(frame[1, 0], Cell("▀", foreground: .rgb(red: 0, green: 255, blue: 0), background: .rgb(red: 255, green: 255, blue: 255)))
        }
        try loop.close()
    }

    func testTransparentPixelsShowTheBackground() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let rgba: [UInt8] = [0, 0, 0, 0, 9, 9, 9, 255]   // transparent above, gray below
            let view: ImageView = [.image(.pixels(width: 1, height: 2, rgba: rgba)), .backgroundColor(.blue)]
            var frame = CellBuffer(width: 1, height: 1)
            WidgetRenderer.draw(view, into: &frame)
            XCTAssertEqual(frame[0, 0], Cell("▄", foreground: .rgb(red: 9, green: 9, blue: 9), background: .blue))
        }
        try loop.close()
    }

    func testContentModesPlaceThePictureOnTheHalfCellCanvas() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let square = RGBAPixels(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
            let canvas = (width: 6, height: 4)   // 6 cells × 2 rows
            XCTAssertTrue(WidgetRenderer.placement(of: square, in: canvas, mode: .scaleToFill) == (0, 0, 6, 4))
            XCTAssertTrue(WidgetRenderer.placement(of: square, in: canvas, mode: .scaleAspectFit) == (1, 0, 4, 4))
            XCTAssertTrue(WidgetRenderer.placement(of: square, in: canvas, mode: .scaleAspectFill) == (0, -1, 6, 6))
            XCTAssertTrue(WidgetRenderer.placement(of: square, in: canvas, mode: .center) == (2, 1, 2, 2))
        }
        try loop.close()
    }

    func testAnAspectFitPictureLeavesTheRestToTheBackground() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let red: [UInt8] = [255, 0, 0, 255]
            let view: ImageView = [.image(.pixels(width: 1, height: 1, rgba: red)), .contentMode(.scaleAspectFit), .width(4), .height(1)]
            let root: StackView = [.views([view]), .alignment(.leading)]
            var frame = CellBuffer(width: 4, height: 1)
            WidgetRenderer.draw(root, into: &frame)
            XCTAssertEqual(frame.plainText, " ▀▀", "a 2×2 half-cell square, centered in 4×2")
            XCTAssertEqual(frame[1, 0]?.background, .rgb(red: 255, green: 0, blue: 0))
            XCTAssertEqual(frame[0, 0]?.character, " ")
        }
        try loop.close()
    }

    func testLargePicturesAskForAtMostTheLargestImageSize() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let rgba = [UInt8](repeating: 200, count: 400 * 100 * 4)
            let wide: ImageView = [.image(.pixels(width: 400, height: 100, rgba: rgba))]
            XCTAssertEqual(Layout.preferredSize(of: wide), Size(width: 40, height: 5))
            XCTAssertEqual(Layout.preferredSize(of: ImageView()), Size(width: 0, height: 0))
        }
        try loop.close()
    }
}

private extension Array where Element == UInt8 {
    /// RGB triples with an opaque alpha after each.
    var rgbaFromRGB: [UInt8] {
        var rgba: [UInt8] = []
        for start in stride(from: 0, to: count, by: 3) {
            rgba += self[start..<start + 3]
            rgba.append(255)
        }
        return rgba
    }
}
