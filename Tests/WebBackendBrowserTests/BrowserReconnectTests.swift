import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// A tab whose socket is cut while the model changes and the user clicks reconnects, and
/// ends showing what a fresh tab shows, with every click counted once.
final class BrowserReconnectTests: XCTestCase {
    func testAReconnectMidStreamEndsEqualToAFreshTabWithEveryClickCountedOnce() async throws {
        try await withBoard { board, page in
            let proxy = try await board.startProxy(delay: .milliseconds(50))
            // The stream: the model changes every 15 ms, rows rotating, until the end.
            let ticker = try board.loop.eventLoop.schedule(after: .milliseconds(15), repeating: .milliseconds(15)) {
                [weak model = board.model] in
                guard let model else { return }
                model.ticks += 1
                model.rows.append(model.rows.removeFirst())
                model.title = "Jobs at \(model.ticks)"
            }
            do {
                try await page.openApp(board.url(through: proxy))
                let start = try await page.element(#"[data-identifier="start"]"#)
                var clicks = 0
                // Clicks in flight (sent, not yet acknowledged: 100 ms round trips) when the
                // connection is reset.
                for _ in 0..<5 {
                    try await page.click(start)
                    clicks += 1
                }
                try await proxy.cutConnections()
                for _ in 0..<5 {
                    try await page.click(start)
                    clicks += 1
                }
                // Down for a while: the page notices, queues the clicks, and the model moves on.
                try await proxy.goDown()
                try await waitUntil("the page knows it is disconnected") { try await page.connectionState() == "disconnected" }
                for _ in 0..<5 {
                    try await page.click(start)
                    clicks += 1
                }
                let ticksWhileDown = board.model.ticks
                try await waitUntil("the model moved while the page was away") { board.model.ticks > ticksWhileDown + 5 }
                try await proxy.restore()
                try await waitUntil("the page is back", timeout: .seconds(20)) { try await page.connectionState() == "connected" }
                try await page.waitIdle()
                try await waitUntil("every click reached the model") { board.model.presses >= clicks }
                ticker.dispose()
                try await waitForDOM(of: board.view, in: page, timeout: .seconds(15))
                try await page.waitIdle()
                XCTAssertEqual(board.model.presses, clicks, "every click counted once: none lost, none doubled")

                let reconnected = try await page.snapshot()
                let first = try await page.currentTab()
                try await page.openTab()
                try await page.openApp(board.url)
                try await waitForDOM(of: board.view, in: page)
                let fresh = try await page.snapshot()
                XCTAssertEqual(reconnected, fresh, "the reconnected tab shows what a fresh tab shows")
                try await page.switchToTab(first)
                let shown = try await page.shown("presses")
                XCTAssertEqual(shown?.text, "Pressed \(clicks)")
            } catch {
                ticker.dispose()
                proxy.stop()
                throw error
            }
            proxy.stop()
        }
    }
}
