import Bindings
import LoopComposerTesting
import XCTest

/// Typing into a field bound both ways, through 50 ms of latency each way: the caret
/// never moves and no character is lost, although the server's frames (acknowledging
/// older edits) keep arriving while the user types.
final class BrowserTypingTests: XCTestCase {
    /// 200 characters: letters, digits, spaces and punctuation, none a WebDriver key code.
    static let typed = String((0..<200).map { index -> Character in
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ 0123456789.,-")
        return alphabet[(index * 7 + index / 13) % alphabet.count]
    })

    func testTypingThroughLatencyNeverMovesTheCaretNorLosesACharacter() async throws {
        try await withBoard { board, page in
            let proxy = try await board.startProxy(delay: .milliseconds(50))
            do {
                try await page.openApp(board.url(through: proxy))
                let field = try await page.element(#"[data-identifier="field"]"#)
                // Watches the field on every animation frame between the keystrokes: a
                // frame that rewrites its value shows there, not only after a keystroke.
                try await page.run("""
                    const field = document.querySelector('[data-identifier="field"]');
                    window.__lcViolations = [];
                    let longest = 0;
                    (function watch() {
                      const v = field.value;
                      if (document.activeElement === field && (field.selectionStart !== v.length || field.selectionEnd !== v.length))
                        window.__lcViolations.push('caret at ' + field.selectionStart + ' of ' + v.length);
                      if (v.length < longest) window.__lcViolations.push('value shrank from ' + longest + ' to ' + v.length + ': ' + v);
                      longest = Math.max(longest, v.length);
                      requestAnimationFrame(watch);
                    })();
                    """)
                var expected = ""
                var failures: [String] = []
                for character in Self.typed {
                    try await page.type(String(character), into: field)
                    expected.append(character)
                    let state = try await page.run("""
                        const f = document.querySelector('[data-identifier="field"]');
                        return { value: f.value, start: f.selectionStart, end: f.selectionEnd };
                        """)
                    let length = expected.utf16.count
                    if state["value"]?.string != expected || state["start"]?.int != length || state["end"]?.int != length {
                        failures.append("after \(length): \(state)")
                    }
                }
                XCTAssertEqual(failures, [], "after each keystroke the field holds what was typed with the caret at its end")
                try await page.waitIdle()
                try await waitUntil("the model has every character") { board.model.text == Self.typed }
                XCTAssertEqual(board.model.text, Self.typed)
                let shown = try await page.shown("field")
                XCTAssertEqual(shown?.value, Self.typed)
                let violations = try await page.run("return window.__lcViolations")
                XCTAssertEqual(violations, .array([]), "between keystrokes too")
            } catch {
                proxy.stop()
                throw error
            }
            proxy.stop()
        }
    }
}
