import Bindings
import LoopComposerTesting
import LoopComposerWebTesting
import WebBackend
import Widgets
import XCTest

/// Sessions: a tab that comes back within the grace period gets its tree and its last
/// acknowledged event; an unknown, expired or already-held session gets a new one
/// (Documentation/WebProtocol.md, *Sessions and reconnects*).
final class WebServerSessionTests: XCTestCase {
    func testReconnectWithTheSessionGetsTheSameTreeAndItsAck() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let views = FormViews()
            let server = try loop.startServer(.perSession { views.make() })
            let tab = try await WebTestClient.connect(to: server)
            let plusID = try XCTUnwrap(tab.node(kind: "testButton")?.id)
            let seq = tab.send(event: .press, to: plusID)
            try await tab.waitUntil("the press shown") { $0.node(withText: "Count: 1") != nil && $0.acknowledgedSeq >= seq }
            let before = tab.document
            await tab.disconnectAbruptly()
            XCTAssertTrue(tab.document.isClosed, "disconnectAbruptly() returns with the socket cut")
            XCTAssertNil(tab.document.closeCode, "an abrupt disconnect has no close frame")
            try await loop.waitForServer("the server saw the tab go") { server.connectionCount == 0 }

            let back = try await WebTestClient.connect(to: server, session: before.session, version: before.version)
            let document = back.document
            XCTAssertEqual(document.session, before.session)
            XCTAssertEqual(document.acknowledgedSeq, 1)
            XCTAssertTrue(document.hasSameTree(as: before), "\(document)\n\(before)")
            XCTAssertEqual(views.all.count, 1, "the session's tree was kept, not built again")

            // The page resends what was not acknowledged: seq 1 is dropped, seq 2 handled.
            back.send(event: .press, to: plusID, seq: 1)
            back.send(event: .press, to: plusID, seq: 2)
            try await back.waitUntil("both acknowledged") { $0.acknowledgedSeq == 2 && $0.node(withText: "Count: 2") != nil }
            XCTAssertEqual(views.all.first?.plus.presses, 2)
            XCTAssertEqual(back.document.problems, [])
            await back.close()
            server.stop()
            views.end()
        }
    }

    func testUnknownSessionGetsANewOneAndAFreshTree() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let views = FormViews()
            let server = try loop.startServer(.perSession { views.make() })
            let tab = try await WebTestClient.connect(to: server, session: String(repeating: "ab", count: 16), version: 7)
            XCTAssertNotEqual(tab.document.session, String(repeating: "ab", count: 16))
            XCTAssertEqual(tab.document.acknowledgedSeq, 0)
            XCTAssertEqual(tab.document.version, 1)
            XCTAssertEqual(views.all.count, 1)
            await tab.close()
            server.stop()
            views.end()
        }
    }

    func testASecondTabWithTheSameSessionGetsItsOwn() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let views = FormViews()
            let server = try loop.startServer(.perSession { views.make() })
            let first = try await WebTestClient.connect(to: server)
            // A duplicated browser tab copies sessionStorage: it must not take over the first.
            let copy = try await WebTestClient.connect(to: server, session: first.document.session)
            XCTAssertNotEqual(copy.document.session, first.document.session)
            XCTAssertEqual(views.all.count, 2)
            let plusID = try XCTUnwrap(first.node(kind: "testButton")?.id)
            first.send(event: .press, to: plusID)
            try await first.waitUntil("the first tab shows 1") { $0.node(withText: "Count: 1") != nil }
            XCTAssertEqual(views.all.map(\.model.count), [1, 0])
            await first.close()
            await copy.close()
            server.stop()
            views.end()
        }
    }

    func testSessionExpiresAfterTheGracePeriod() async throws {
        try await withTestLoop(clock: .virtual, timeout: .seconds(30)) { loop in
            let views = FormViews()
            let server = try loop.startServer(.perSession { views.make() }) { $0.sessionGracePeriod = .zero }
            let tab = try await WebTestClient.connect(to: server)
            let session = try XCTUnwrap(tab.document.session)
            await tab.close()
            try await loop.waitForServer("the server saw the tab go") { server.connectionCount == 0 }
            // The sweep runs every second on the loop's clock.
            try await loop.advanceTime(by: .seconds(1))
            let back = try await WebTestClient.connect(to: server, session: session)
            XCTAssertNotEqual(back.document.session, session)
            XCTAssertEqual(views.all.count, 2, "an expired session's tree is built again")
            await back.close()
            server.stop()
            views.end()
        }
    }
}
