import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

/// The page's elements follow the widgets: text, disabled, checked, and a keyed list's
/// rows inserted, removed and moved with the kept rows' elements kept.
final class BrowserDOMTests: XCTestCase {
    func testTheDOMFollowsTheWidgetsAndKeptRowsKeepTheirElements() async throws {
        try await withBoard { board, page in
            try await page.openApp(board.url)
            try await waitForDOM(of: board.view, in: page)
            // Marks every row's element with its title: a JS property survives only on the
            // same element.
            try await page.run("""
                for (const li of document.querySelectorAll('[data-identifier="list"] > li')) li.__lcMark = li.textContent;
                """)

            board.model.title = "Jobs (3)"
            board.model.canStart = false
            board.model.isOn = true
            board.model.text = "from the model"
            // b removed, e inserted, d moved to the front: a, c, d kept.
            board.model.rows = [.init(id: 4, name: "d"), .init(id: 1, name: "a"), .init(id: 5, name: "e"), .init(id: 3, name: "c")]
            let rows = try await waitForDOM(of: board.view, in: page)
            XCTAssertEqual(rows.map(\.mark), ["d", "a", nil, "c"], "kept rows keep their elements; only e is new")

            try await page.run("""
                for (const li of document.querySelectorAll('[data-identifier="list"] > li')) li.__lcMark = li.textContent;
                """)
            board.model.canStart = true
            board.model.isOn = false
            board.model.rows = [.init(id: 3, name: "c"), .init(id: 5, name: "e"), .init(id: 1, name: "a"), .init(id: 4, name: "d")]
            let reversed = try await waitForDOM(of: board.view, in: page)
            XCTAssertEqual(reversed.map(\.mark), ["c", "e", "a", "d"], "a reversal moves every row's element")

            board.model.rows.remove(at: 1)
            board.model.rows.insert(.init(id: 6, name: "f"), at: 0)
            let last = try await waitForDOM(of: board.view, in: page)
            XCTAssertEqual(last.map(\.mark), [nil, "c", "a", "d"])
        }
    }
}

/// A row of the page's list: its title and the mark its element carries, if any.
struct PageRow: Equatable, Sendable {
    var title: String
    var mark: String?
}

/// Waits until the page shows what `view`'s widgets hold (after the flush that the
/// model's changes cause), and returns the page's rows.
///
/// - Parameters:
///   - view: The widgets.
///   - page: The browser's tab.
/// - Returns: The list's rows on the page.
@LoopActor
@discardableResult
func waitForDOM(of view: BoardView, in page: WebDriver, timeout: Duration = .seconds(10)) async throws -> [PageRow] {
    var last: JSONValue = .null
    var rows: [PageRow] = []
    do {
        try await waitUntil("the page shows the widgets", timeout: timeout) {
            // Read on the loop, after the flush: what the widgets hold now.
            let expected: JSONValue = [
                "title": .string(view.title.text),
                "startDisabled": .bool(!view.start.isEnabled),
                "presses": .string(view.presses.text),
                "toggle": .bool(view.toggle.isOn),
                "field": .string(view.field.text),
                "ticks": .string(view.ticks.text),
                "rows": .array(view.list.rows.map { .string($0.title) }),
            ]
            last = try await page.run("""
                const by = (id) => document.querySelector('[data-identifier="' + id + '"]');
                const list = by('list');
                return {
                  state: {
                    title: by('title') ? by('title').textContent : null,
                    startDisabled: by('start') ? by('start').disabled : null,
                    presses: by('presses') ? by('presses').textContent : null,
                    toggle: by('toggle') ? by('toggle').checked : null,
                    field: by('field') ? by('field').value : null,
                    ticks: by('ticks') ? by('ticks').textContent : null,
                    rows: list ? [...list.children].map((li) => li.textContent) : null,
                  },
                  marks: list ? [...list.children].map((li) => li.__lcMark === undefined ? null : li.__lcMark) : [],
                };
                """)
            guard last["state"] == expected else {
                last = ["expected": expected, "page": last["state"] ?? .null]
                return false
            }
            let titles = last["state"]?["rows"]?.array ?? []
            let marks = last["marks"]?.array ?? []
            rows = zip(titles, marks).map { PageRow(title: $0.string ?? "", mark: $1.string) }
            return true
        }
    } catch let error as WaitTimeout {
        throw WaitTimeout(description: "\(error.description); last seen: \(last)")
    }
    return rows
}
