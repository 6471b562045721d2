import Bindings
import LoopComposerTesting
import LoopComposerWebTesting
import WebBackend
import Widgets
import XCTest

/// The server against real WebSocket clients on loopback, on the real loop: the tree, the
/// frames, events, no echo, shared and per-tab trees (Documentation/WebProtocol.md).
final class WebServerTests: XCTestCase {
    func testHelloHasTheWholeTree() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            let document = tab.document
            XCTAssertEqual(document.version, 1)
            XCTAssertEqual(document.acknowledgedSeq, 0)
            XCTAssertEqual(document.title, "Form")
            XCTAssertEqual(document.session?.count, 32)
            XCTAssertEqual(document.limits["maxMessageBytes"], server.configuration.maxMessageBytes)
            XCTAssertEqual(document.root?.children.count, 6)
            XCTAssertEqual(document.node(kind: "testLabel")?.text, "Count: 0")
            let plus = try XCTUnwrap(document.node(kind: "testButton"))
            XCTAssertEqual(plus.text, "+")
            XCTAssertEqual(plus.tag, "button")
            XCTAssertEqual(plus.attributes, ["type": "button"])
            XCTAssertEqual(plus.events, ["press"])
            XCTAssertEqual(document.nodes(kind: "testField").map(\.value), [.string(""), .string("fixed")])
            XCTAssertEqual(document.nodes(kind: "testField").last?.properties["attr.readonly"], .string(""))
            XCTAssertEqual(document.node(kind: "testSlider")?.value, .number(5))
            let picker = try XCTUnwrap(document.node(kind: "testPicker"))
            XCTAssertEqual(picker.children.compactMap { document.node($0)?.text }, ["a", "b", "c"])
            XCTAssertEqual(document.nodes.count, 10)
            XCTAssertEqual(document.frames, [])
            XCTAssertEqual(document.problems, [])
            XCTAssertEqual(server.connectionCount, 1)
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testModelChangeSendsOneFrameWithOnlyTheChangedPropertyAndAFlushWithoutChangeSendsNothing() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            let labelID = try XCTUnwrap(tab.node(kind: "testLabel")?.id)

            let bytesBefore = tab.document.bytesReceived
            form.model.count = 4
            let first = try await tab.waitUntil("the label shows 4") { $0.node(withText: "Count: 4") != nil }
            XCTAssertEqual(first.frames, [
                WebTestClient.Frame(version: 2, base: 1, ack: nil, operations: [.set(id: labelID, properties: ["text": .string("Count: 4")])])
            ])
            // In step, the frame leaves out its base (v - 1): these bytes and no more.
            XCTAssertEqual(
                first.bytesReceived - bytesBefore,
                #"{"t":"frame","v":2,"ops":[["set",\#(labelID),{"text":"Count: 4"}]]}"#.utf8.count)

            // A flush that installs on a shown widget what no page shows: no frame, no version.
            form.model.tag = "renamed"
            try await loop.nextFlush()
            XCTAssertEqual(form.count.identifier, "renamed")
            form.model.count = 5
            let second = try await tab.waitUntil("the label shows 5") { $0.node(withText: "Count: 5") != nil }
            XCTAssertEqual(second.frames.count, 2, "the flush without a visible change sent a frame")
            XCTAssertEqual(second.frames.last?.base, 2)
            XCTAssertEqual(second.frames.last?.version, 3)
            XCTAssertEqual(second.frames.last?.operations, [.set(id: labelID, properties: ["text": .string("Count: 5")])])
            XCTAssertEqual(second.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testEventReachesTheViewModelOnceAndIsAcknowledged() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            let plus = try XCTUnwrap(tab.node(kind: "testButton"))
            let seq = tab.send(event: .press, to: plus.id)
            XCTAssertEqual(seq, 1)
            let acknowledged = try await tab.waitUntil("the press acknowledged") { $0.acknowledgedSeq >= seq }
            XCTAssertEqual(acknowledged.acknowledgedSeq, 1)
            XCTAssertEqual(form.plus.presses, 1)
            XCTAssertEqual(form.model.count, 1)
            // The acknowledgement rides on the frame that shows the press's effect.
            XCTAssertEqual(acknowledged.frames.last?.ack, 1)
            XCTAssertEqual(acknowledged.node(kind: "testLabel")?.text, "Count: 1")
            XCTAssertEqual(acknowledged.refusals, [])
            XCTAssertEqual(acknowledged.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testDuplicateSequenceNumberIsDroppedButAcknowledged() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            let plus = try XCTUnwrap(tab.node(kind: "testButton"))
            tab.send(event: .press, to: plus.id, seq: 1)
            try await tab.waitUntil("the press acknowledged") { $0.acknowledgedSeq == 1 }
            tab.send(event: .press, to: plus.id, seq: 1)
            let again = try await tab.waitUntil("the resent press acknowledged") { document in
                document.frames.filter { $0.ack == 1 }.count == 2
            }
            let ackOnly = try XCTUnwrap(again.frames.last)
            XCTAssertEqual(ackOnly.base, ackOnly.version, "an acknowledgement alone changes no version")
            XCTAssertEqual(ackOnly.operations, [])
            XCTAssertEqual(form.plus.presses, 1)
            XCTAssertEqual(form.model.count, 1)
            XCTAssertEqual(again.refusals, [])
            XCTAssertEqual(again.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testTypingTabIsNotSentItsOwnValueAndTheOtherTabIs() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let typing = try await WebTestClient.connect(to: server)
            let watching = try await WebTestClient.connect(to: server)
            let fieldID = try XCTUnwrap(typing.node(kind: "testField")?.id)

            let seq = typing.send(event: .text, to: fieldID, value: .string("Ada"))
            try await watching.waitUntil("the other tab shows Ada") { $0.node(fieldID)?.value == .string("Ada") }
            let typed = try await typing.waitUntil("the edit acknowledged") { $0.acknowledgedSeq >= seq }
            XCTAssertEqual(form.model.name, "Ada")
            XCTAssertEqual(form.name.edits, ["Ada"])
            XCTAssertEqual(typed.sets(of: "value", on: fieldID), [], "the typing tab was sent its own text")
            XCTAssertEqual(watching.document.sets(of: "value", on: fieldID), [.string("Ada")])

            // A value the model made of the edit is not the tab's own: it is sent back.
            form.model.upperCasesName = true
            let second = typing.send(event: .text, to: fieldID, value: .string("bob"))
            let corrected = try await typing.waitUntil("the typing tab shows BOB") { $0.node(fieldID)?.value == .string("BOB") }
            XCTAssertGreaterThanOrEqual(corrected.acknowledgedSeq, second)
            try await watching.waitUntil("the other tab shows BOB") { $0.node(fieldID)?.value == .string("BOB") }
            XCTAssertEqual(form.name.edits, ["Ada", "bob"])
            XCTAssertEqual(typing.document.problems, [])
            XCTAssertEqual(watching.document.problems, [])
            await typing.close()
            await watching.close()
            server.stop()
            form.end()
        }
    }

    func testTwoTabsOfASharedTreeAgree() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let first = try await WebTestClient.connect(to: server)
            let second = try await WebTestClient.connect(to: server)
            XCTAssertNotEqual(first.document.session, second.document.session)
            XCTAssertTrue(first.document.hasSameTree(as: second.document))
            let plusID = try XCTUnwrap(first.node(kind: "testButton")?.id)
            first.send(event: .press, to: plusID)
            first.send(event: .press, to: plusID)
            form.picker.options = ["c", "a", "d"]
            for tab in [first, second] {
                try await tab.waitUntil("both presses and the new options shown") { document in
                    document.node(withText: "Count: 2") != nil && document.node(withText: "d") != nil
                }
            }
            XCTAssertEqual(form.model.count, 2)
            XCTAssertTrue(first.document.hasSameTree(as: second.document), "\(first.document)\n\(second.document)")
            XCTAssertEqual(first.document.version, second.document.version)
            let picker = try XCTUnwrap(second.node(kind: "testPicker"))
            XCTAssertEqual(picker.children.compactMap { second.document.node($0)?.text }, ["c", "a", "d"])
            XCTAssertEqual(first.document.problems + second.document.problems, [])
            await first.close()
            await second.close()
            server.stop()
            form.end()
        }
    }

    func testTabsOfATreePerSessionHaveTheirOwnModels() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let views = FormViews()
            let server = try loop.startServer(.perSession { views.make() })
            let first = try await WebTestClient.connect(to: server)
            let second = try await WebTestClient.connect(to: server)
            XCTAssertEqual(views.all.count, 2)
            let plusID = try XCTUnwrap(first.node(kind: "testButton")?.id)
            XCTAssertNotEqual(second.node(kind: "testButton")?.id, plusID, "node ids are unique in the process")
            let seq = first.send(event: .press, to: plusID)
            try await first.waitUntil("the first tab shows 1") { $0.node(withText: "Count: 1") != nil && $0.acknowledgedSeq >= seq }
            XCTAssertEqual(views.all.map(\.model.count), [1, 0])
            // The second tab's next message is answered after anything the press sent it.
            second.resync()
            let other = try await second.waitUntil("the second tab's resync") { $0.hellos == 2 }
            XCTAssertEqual(other.node(kind: "testLabel")?.text, "Count: 0")
            XCTAssertEqual(other.frames, [])
            XCTAssertEqual(first.document.problems + second.document.problems, [])
            await first.close()
            await second.close()
            server.stop()
            views.end()
        }
    }

    func testResyncSendsTheWholeTreeAgainInTheSameSession() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            form.model.count = 3
            try await tab.waitUntil("the label shows 3") { $0.node(withText: "Count: 3") != nil }
            let before = tab.document
            tab.resync()
            let after = try await tab.waitUntil("the second hello") { $0.hellos == 2 }
            XCTAssertEqual(after.session, before.session)
            XCTAssertEqual(after.version, before.version)
            XCTAssertTrue(after.hasSameTree(as: before))
            XCTAssertEqual(after.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testStoppingTheServerClosesEveryTabWithGoingAway() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let first = try await WebTestClient.connect(to: server)
            let second = try await WebTestClient.connect(to: server)
            server.stop()
            for tab in [first, second] {
                let closed = try await tab.waitUntil("closed by the server") { $0.isClosed }
                XCTAssertEqual(closed.closeCode, 1001)
            }
            XCTAssertFalse(server.isStarted)
            form.end()
        }
    }
}
