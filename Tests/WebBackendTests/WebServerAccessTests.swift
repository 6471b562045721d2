import Bindings
import LoopComposerTesting
import LoopComposerWebTesting
import WebBackend
import Widgets
import XCTest

/// The door: the token (a cookie after the redirect, or `?token=`), the upgrade's origin,
/// the page's security headers (Documentation/WebProtocol.md, *Access*).
final class WebServerAccessTests: XCTestCase {
    func testWithoutTheTokenEveryRequestGets401() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            for path in ["/", "/app.js", "/app.css", "/r/missing.png", "/?token=wrong", "/app.js?token=\(server.token)x"] {
                let answer = try await WebTestHTTP.get(path, from: server)
                XCTAssertEqual(answer.status, 401, path)
                XCTAssertNil(answer.header("Set-Cookie"), path)
            }
            let wrongCookie = try await WebTestHTTP.get("/", from: server, headers: [("Cookie", "lc_token_\(server.port!)=nope")])
            XCTAssertEqual(wrongCookie.status, 401)
            // hummingbird-websocket answers every refused upgrade with 400, whatever the reason.
            let upgrade = try await WebTestHTTP.upgrade(server)
            XCTAssertEqual(upgrade.status, 400)
            let wrongQuery = try await WebTestHTTP.upgrade(server, path: "/ws?token=\(server.token)x")
            XCTAssertEqual(wrongQuery.status, 400)
            do {
                _ = try await WebTestClient.connect(to: server, tokenPlacement: .none)
                XCTFail("connected without the token")
            } catch WebTestClientError.connectionFailed {
            }
            do {
                _ = try await WebTestClient.connect(to: server, token: "not-the-token")
                XCTFail("connected with a wrong token")
            } catch WebTestClientError.connectionFailed {
            }
            XCTAssertEqual(server.connectionCount, 0)
            server.stop()
            form.end()
        }
    }

    func testTokenInTheURLSetsAStrictHttpOnlyCookieAndRedirects() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let port = try XCTUnwrap(server.port)
            let answer = try await WebTestHTTP.get("/?token=\(server.token)", from: server)
            XCTAssertEqual(answer.status, 303)
            XCTAssertEqual(answer.header("Location"), "/")
            let cookie = try XCTUnwrap(answer.header("Set-Cookie"))
            let parts = cookie.split(separator: ";").map { $0.trimmingPrefix(" ").lowercased() }
            XCTAssertEqual(parts.first, "lc_token_\(port)=\(server.token)".lowercased())
            XCTAssertTrue(parts.contains("httponly"), cookie)
            XCTAssertTrue(parts.contains("samesite=strict"), cookie)
            XCTAssertTrue(parts.contains("path=/"), cookie)

            // With the cookie: the page, with its security headers.
            let page = try await WebTestHTTP.get("/", from: server, headers: [("Cookie", "lc_token_\(port)=\(server.token)")])
            XCTAssertEqual(page.status, 200)
            XCTAssertEqual(
                page.header("Content-Security-Policy"),
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
            XCTAssertEqual(page.header("X-Content-Type-Options"), "nosniff")
            XCTAssertTrue(page.header("Content-Type")?.hasPrefix("text/html") ?? false)
            XCTAssertTrue(page.body.contains("app.js"), page.body)
            let script = try await WebTestHTTP.get("/app.js?token=\(server.token)", from: server)
            XCTAssertEqual(script.status, 200)
            XCTAssertTrue(script.header("Content-Type")?.hasPrefix("text/javascript") ?? false)

            // The socket takes the token in the URL too.
            let tab = try await WebTestClient.connect(to: server, tokenPlacement: .query)
            XCTAssertEqual(tab.document.version, 1)
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testUpgradeFromAForeignOriginIsRefusedAndThePagesOwnIsAccepted() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.allowedOrigins = ["https://proxy.example"] }
            let port = try XCTUnwrap(server.port)
            let cookie = ("Cookie", "lc_token_\(port)=\(server.token)")

            let foreign = try await WebTestHTTP.upgrade(server, headers: [cookie, ("Origin", "https://evil.example")])
            XCTAssertEqual(foreign.status, 400)
            let otherPort = try await WebTestHTTP.upgrade(server, headers: [cookie, ("Origin", "http://127.0.0.1:\(port + 1)")])
            XCTAssertEqual(otherPort.status, 400)
            let twoOrigins = try await WebTestHTTP.upgrade(
                server, headers: [cookie, ("Origin", "http://127.0.0.1:\(port)"), ("Origin", "https://evil.example")])
            XCTAssertEqual(twoOrigins.status, 400, "a second Origin header cannot smuggle a foreign page in")
            let own = try await WebTestHTTP.upgrade(server, headers: [cookie, ("Origin", "http://127.0.0.1:\(port)")])
            XCTAssertEqual(own.status, 101)
            let allowed = try await WebTestHTTP.upgrade(server, headers: [cookie, ("Origin", "https://proxy.example")])
            XCTAssertEqual(allowed.status, 101)

            do {
                _ = try await WebTestClient.connect(to: server, origin: "https://evil.example")
                XCTFail("a foreign origin connected")
            } catch WebTestClientError.connectionFailed {
            }
            let tab = try await WebTestClient.connect(to: server, origin: "http://127.0.0.1:\(port)")
            XCTAssertEqual(tab.document.version, 1)
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testTheSocketsDoorKeepsToItsConnectionLimitAndTakesTheTokenFromTheQuery() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxConnections = 1 }
            let port = try XCTUnwrap(server.port)
            let cookie = ("Cookie", "lc_token_\(port)=\(server.token)")

            let plain = try await WebTestHTTP.get("/ws", from: server, headers: [cookie])
            XCTAssertEqual(plain.status, 426, "a request for the socket that is no upgrade")
            let tab = try await WebTestClient.connect(to: server)
            let full = try await WebTestHTTP.upgrade(server, headers: [cookie])
            XCTAssertEqual(full.status, 400, "one connection allowed, one open")
            await tab.close()
            try await loop.waitForServer("the server saw the tab go") { server.connectionCount == 0 }
            let byQuery = try await WebTestHTTP.upgrade(server, path: "/ws?token=\(server.token)")
            XCTAssertEqual(byQuery.status, 101, "the token in the query opens the socket too")
            server.stop()
            form.end()
        }
    }
}
