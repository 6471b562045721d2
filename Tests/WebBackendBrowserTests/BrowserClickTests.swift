import Bindings
import LoopComposerTesting
import XCTest

/// A click on a button reaches its view model once.
final class BrowserClickTests: XCTestCase {
    func testAClickReachesTheViewModelExactlyOnce() async throws {
        try await withBoard { board, page in
            try await page.openApp(board.url)
            let start = try await page.element(#"[data-identifier="start"]"#)
            try await page.click(start)
            try await waitUntil("the model counted the press") { board.model.presses >= 1 }
            // Idle: every event the page sent is acknowledged, so a double would be in.
            try await page.waitIdle()
            try await waitForDOM(of: board.view, in: page)
            XCTAssertEqual(board.model.presses, 1)

            for _ in 0..<9 { try await page.click(start) }
            try await page.waitIdle()
            try await waitForDOM(of: board.view, in: page)
            XCTAssertEqual(board.model.presses, 10, "ten clicks, ten presses")
            let shown = try await page.shown("presses")
            XCTAssertEqual(shown?.text, "Pressed 10")
        }
    }

    func testAClickOnADisabledButtonReachesNothing() async throws {
        try await withBoard { board, page in
            try await page.openApp(board.url)
            board.model.canStart = false
            try await waitForDOM(of: board.view, in: page)
            // A user's click on a disabled button fires no click: the page sends nothing.
            try await page.run(#"document.querySelector('[data-identifier="start"]').click()"#)
            try await page.waitIdle()
            XCTAssertEqual(board.model.presses, 0)
        }
    }
}
