import Bindings
import LoopComposerTesting
import LoopComposerWebTesting
import WebBackend
import Widgets
import XCTest

/// Flow control: a tab that stops acknowledging falls behind after
/// `maxUnacknowledgedFrames` frames, is sent nothing more, and when it acknowledges gets
/// one merged frame that makes its document a fresh tab's (Documentation/WebProtocol.md,
/// *Flow control*).
final class WebServerFlowControlTests: XCTestCase {
    func testTabThatDoesNotAcknowledgeFallsBehindAndCatchesUpInOneMergedFrame() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxUnacknowledgedFrames = 3 }
            let slow = try await WebTestClient.connect(to: server, acknowledgeAutomatically: false)
            let labelID = try XCTUnwrap(slow.node(kind: "testLabel")?.id)

            // One frame per flush: three are sent, then the tab is behind.
            for count in 1...6 {
                form.model.count = count
                try await loop.nextFlush()
            }
            form.picker.options = ["c", "a", "z"]
            form.model.name = "late"
            try await loop.nextFlush()
            // Anything sent to the tab before this answer arrives before it.
            slow.sendRaw(#"{"t":"ping"}"#)
            let behind = try await slow.waitUntil("the answer to the probe") { !$0.refusals.isEmpty }
            XCTAssertEqual(behind.frames.map(\.version), [2, 3, 4])
            XCTAssertEqual(behind.node(labelID)?.text, "Count: 3")

            slow.acknowledge()
            let caughtUp = try await slow.waitUntil("the merged frame") { $0.frames.count == 4 }
            let merged = try XCTUnwrap(caughtUp.frames.last)
            XCTAssertEqual(merged.base, 4)
            XCTAssertEqual(merged.version, 8)
            XCTAssertTrue(merged.operations.contains(.set(id: labelID, properties: ["text": .string("Count: 6")])), "\(merged)")
            let pickerID = try XCTUnwrap(caughtUp.node(kind: "testPicker")?.id)
            XCTAssertTrue(merged.operations.contains { if case .children(pickerID, _) = $0 { true } else { false } }, "\(merged)")
            XCTAssertEqual(caughtUp.version, 8)

            let fresh = try await WebTestClient.connect(to: server)
            XCTAssertTrue(caughtUp.hasSameTree(as: fresh.document), "behind:\n\(caughtUp)\nfresh:\n\(fresh.document)")
            XCTAssertEqual(caughtUp.problems, [])

            // In step again: the next change comes as an ordinary frame.
            slow.acknowledge()
            form.model.count = 7
            let next = try await slow.waitUntil("the next frame") { $0.node(labelID)?.text == "Count: 7" }
            XCTAssertEqual(next.frames.last?.base, 8)
            XCTAssertEqual(next.frames.last?.operations, [.set(id: labelID, properties: ["text": .string("Count: 7")])])
            await slow.close()
            await fresh.close()
            server.stop()
            form.end()
        }
    }

    func testATabInStepIsNotHeldBackByABehindOne() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxUnacknowledgedFrames = 2 }
            let slow = try await WebTestClient.connect(to: server, acknowledgeAutomatically: false)
            let quick = try await WebTestClient.connect(to: server)
            for count in 1...5 {
                form.model.count = count
                try await loop.nextFlush()
            }
            _ = try await quick.waitUntil("the quick tab shows 5") { $0.node(withText: "Count: 5") != nil }
            // The quick tab got there (it may have been behind for a frame itself, its acks
            // racing the flushes, and caught up with a merged one) while the slow one stayed.
            slow.sendRaw(#"{"t":"ping"}"#)
            let behind = try await slow.waitUntil("the answer to the probe") { !$0.refusals.isEmpty }
            XCTAssertEqual(behind.frames.count, 2)
            await slow.close()
            await quick.close()
            server.stop()
            form.end()
        }
    }
}
