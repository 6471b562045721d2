import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

@LoopActor
private final class WordModel {
    @Observed var word = "one"
}

/// `TerminalScreen.observeFrames`: each drawn frame reaches the observers until disposed.
/// (Beside TerminalScreenTests, not in it, so that changes to `start()` merge cleanly.)
final class TerminalScreenFrameObservationTests: XCTestCase {
    func testObserversSeeEachDrawnFrameUntilDisposed() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let model = WordModel()
            let label = Label()
            label.bind(to: model) { [.text($0.word)] }
            let screen = TerminalScreen(root: label, device: MemoryTerminal(width: 6, height: 1))
            var seen: [String] = []
            let observation = screen.observeFrames { frame in seen.append(frame.plainText) }
            try screen.start()
            XCTAssertTrue(try loop.run(until: { seen.last == "one" }, timeout: .seconds(10)), "\(seen)")
            let framesBefore = seen.count
            model.word = "two"
            XCTAssertTrue(try loop.run(until: { seen.last == "two" }, timeout: .seconds(10)), "\(seen)")
            XCTAssertEqual(seen.count, framesBefore + 1, "one frame, one call")
            XCTAssertEqual(seen.count, screen.framesDrawn)

            observation.dispose()
            model.word = "three"
            XCTAssertTrue(try loop.run(until: { screen.shownFrame.plainText == "three" }, timeout: .seconds(10)))
            XCTAssertEqual(seen.last, "two", "a disposed observer sees no more frames")
            screen.stop()
        }
        try loop.close()
    }
}
