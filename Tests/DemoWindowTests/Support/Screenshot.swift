import Bindings
import Foundation
import GTKBackend
import LoopComposerGTKTesting
import XCTest

/// Where a demo's screenshot goes, and what it must look like.
///
/// With `LOOPCOMPOSER_WRITE_SCREENSHOTS=1` the PNG is written to
/// `Documentation/Screenshots/<name>.png` (the images the README shows), with `-dark`
/// under a dark theme (`GTK_THEME=Adwaita:dark`) and `-2x` at `GDK_SCALE=2` before
/// `.png` (`Scripts/gtk-screenshots` takes all four); otherwise to the
/// temporary folder, removed after the checks. Either way GSK's renderer is pinned to cairo
/// (unless the environment chose one) for the same pixels on every machine.
///
/// ```swift
/// let screenshot = Screenshot(name: "counter")
/// try CounterDemo.runInWindow(configuration) { window in screenshot.take(of: window) }
/// try screenshot.check(minimumWidth: 200, minimumHeight: 100)
/// ```
struct Screenshot: Sendable {
    let path: String
    let isKept: Bool

    /// - Parameter name: The file's name, without `.png`.
    init(name: String, file: StaticString = #filePath) {
        setenv("GSK_RENDERER", "cairo", 0)
        isKept = ProcessInfo.processInfo.environment["LOOPCOMPOSER_WRITE_SCREENSHOTS"] == "1"
        if isKept {
            // Tests/DemoWindowTests/<file> → the package root.
            let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            path = root.appendingPathComponent("Documentation/Screenshots/\(name)\(Self.variantSuffix).png").path
        } else {
            path = NSTemporaryDirectory() + "loopcomposer-\(name)-\(UUID().uuidString).png"
        }
    }

    /// `-dark` under a dark GTK theme, `-2x` at scale 2: which of the four pictures this is.
    private static var variantSuffix: String {
        let environment = ProcessInfo.processInfo.environment
        let dark = environment["GTK_THEME"]?.hasSuffix(":dark") == true ? "-dark" : ""
        let scale = environment["GDK_SCALE"].flatMap(Int.init).map { $0 > 1 ? "-\($0)x" : "" } ?? ""
        return dark + scale
    }

    /// Photographs `window` into ``path`` and closes it (which ends the demo's run).
    @LoopActor
    func take(of window: GTKWindow) {
        do {
            try window.snapshotPNG(to: path)
        } catch {
            XCTFail("snapshot failed: \(error)")
        }
        window.close()
    }

    /// Checks the PNG: at least the given size, and more than a background (many pixels
    /// differ from the top-left corner's colour). Removes it unless it is kept.
    func check(minimumWidth: Int, minimumHeight: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        defer { if !isKept { try? FileManager.default.removeItem(atPath: path) } }
        let image = try PNGPixels(path: path)
        XCTAssertGreaterThanOrEqual(image.width, minimumWidth, file: file, line: line)
        XCTAssertGreaterThanOrEqual(image.height, minimumHeight, file: file, line: line)
        XCTAssertGreaterThan(image.pixelsDiffering(from: image.pixel(x: 0, y: 0)), 500,
                             "the screenshot is (almost) all background", file: file, line: line)
    }
}

/// Runs a demo in its window, on the process's display or the one virtual display started
/// for it (`GTKTestDisplay`), skipping the test with one line only when there is neither.
///
/// - Parameter run: Runs the demo (it throws ``GTKBackend/GTKError/displayUnavailable``
///   without a display).
func runWithDisplay(_ run: () throws -> Void) throws {
    GTKTestDisplay.prepare()
    do {
        try run()
    } catch GTKError.displayUnavailable {
        throw XCTSkip(GTKTestDisplay.skipMessage)
    }
}
