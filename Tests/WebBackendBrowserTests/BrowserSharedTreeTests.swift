import Bindings
import LoopComposerTesting
import XCTest

/// Two tabs on one shared tree agree after edits in both.
final class BrowserSharedTreeTests: XCTestCase {
    func testTwoTabsOnASharedTreeAgreeAfterEditsInBoth() async throws {
        try await withBoard { board, page in
            try await page.openApp(board.url)
            let first = try await page.currentTab()
            let second = try await page.openTab()
            try await page.openApp(board.url)

            // The second tab types and toggles; the first sees it.
            try await page.type("hello", into: try await page.element(#"[data-identifier="field"]"#))
            try await page.click(try await page.element(#"[data-identifier="toggle"]"#))
            try await page.waitIdle()
            try await waitUntil("the model has the second tab's edits") { board.model.text == "hello" && board.model.isOn }
            try await page.switchToTab(first)
            try await waitForDOM(of: board.view, in: page)

            // The first tab appends, clicks twice and unchecks; the second sees it.
            try await page.type(" world", into: try await page.element(#"[data-identifier="field"]"#))
            let start = try await page.element(#"[data-identifier="start"]"#)
            try await page.click(start)
            try await page.click(start)
            try await page.click(try await page.element(#"[data-identifier="toggle"]"#))
            try await page.waitIdle()
            try await waitUntil("the model has the first tab's edits") {
                board.model.text == "hello world" && board.model.presses == 2 && !board.model.isOn
            }
            // The model changes too, for both.
            board.model.rows.swapAt(0, 3)
            try await waitForDOM(of: board.view, in: page)
            let firstSnapshot = try await page.snapshot()

            try await page.switchToTab(second)
            try await waitForDOM(of: board.view, in: page)
            try await page.waitIdle()
            let secondSnapshot = try await page.snapshot()
            XCTAssertEqual(firstSnapshot, secondSnapshot, "both tabs show the same tree")
            XCTAssertEqual(board.model.text, "hello world")
            XCTAssertEqual(board.model.presses, 2)
        }
    }
}
