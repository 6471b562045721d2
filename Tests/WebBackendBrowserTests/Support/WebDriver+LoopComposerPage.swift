import Bindings
import Foundation

/// What the tests read from and wait for on a LoopComposer page, through its test hooks
/// (`window.__lc`, `data-lc-state` on `<html>`) and its elements' `data-identifier`.
extension WebDriver {
    /// Opens `url` and waits until the page is connected and idle (the tree shown, every
    /// frame acknowledged).
    ///
    /// - Parameters:
    ///   - url: The server's URL with its token.
    ///   - timeout: How long the page may take.
    @LoopActor
    func openApp(_ url: String, timeout: Duration = .seconds(20)) async throws {
        try await open(url)
        try await waitIdle(timeout: timeout)
    }

    /// Waits until the page is connected, sends nothing more and has acknowledged every
    /// frame (`window.__lc.waitIdle()`).
    ///
    /// - Parameter timeout: How long to wait.
    @LoopActor
    func waitIdle(timeout: Duration = .seconds(20)) async throws {
        try await waitUntil("the page is idle", timeout: timeout) {
            let idle = try await runAsync("""
                const done = arguments[arguments.length - 1];
                if (!window.__lc) { done(false); return; }
                const timer = setTimeout(() => done(false), 500);
                window.__lc.waitIdle().then(() => { clearTimeout(timer); done(true); });
                """)
            return idle == .bool(true)
        }
    }

    /// The page's connection state (`connecting`, `connected`, `disconnected`).
    func connectionState() async throws -> String {
        try await run("return document.documentElement.getAttribute('data-lc-state') || ''").string ?? ""
    }

    /// The widget tree on the page, as JSON: each element's tag, attributes, own text,
    /// value, checked and disabled state, and children.
    func snapshot() async throws -> JSONValue {
        let json = try await run("""
            function snap(el) {
              const attrs = {};
              for (const a of el.attributes) attrs[a.name] = a.value;
              const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data).join('');
              const out = { tag: el.tagName.toLowerCase(), attrs, text: own, hidden: el.hidden };
              if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') out.value = el.value;
              if (el.tagName === 'INPUT') out.checked = el.checked;
              if ('disabled' in el) out.disabled = el.disabled;
              out.c = [...el.children].map(snap);
              return out;
            }
            const root = document.getElementById('lc-root');
            return root ? JSON.stringify(snap(root)) : 'null';
            """)
        return try JSONValue(data: Data((json.string ?? "null").utf8))
    }

    /// What the element with `data-identifier` `identifier` shows: its text, value,
    /// checked and disabled state, or `nil` when there is none.
    ///
    /// - Parameter identifier: The widget's identifier.
    func shown(_ identifier: String) async throws -> Shown? {
        let value = try await run("""
            const el = document.querySelector('[data-identifier="' + arguments[0] + '"]');
            if (!el) return null;
            return { text: el.textContent, value: el.value === undefined ? null : String(el.value),
                     checked: !!el.checked, disabled: !!el.disabled };
            """, [.string(identifier)])
        guard value != .null else { return nil }
        return Shown(
            text: value["text"]?.string ?? "", value: value["value"]?.string,
            checked: value["checked"]?.bool ?? false, disabled: value["disabled"]?.bool ?? false)
    }

    /// What one element shows, for ``shown(_:)``.
    struct Shown: Equatable, Sendable {
        var text: String
        var value: String?
        var checked: Bool
        var disabled: Bool
    }
}

/// Polls `condition` until it holds, failing after `timeout` with `description` and the
/// last state seen: the tests' only way to wait for the page or the model.
///
/// ```swift
/// try await waitUntil("the label shows 1") { try await page.shown("count")?.text == "1" }
/// ```
///
/// - Parameters:
///   - description: What is awaited, for the failure.
///   - timeout: How long to wait.
///   - condition: Checked every 20 ms.
@LoopActor
func waitUntil(
    _ description: String, timeout: Duration = .seconds(10), _ condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimeout(description: "\(description): not after \(timeout)") }
        try await Task.sleep(for: .milliseconds(20))
    }
}

/// A ``waitUntil(_:timeout:_:)`` that ran out of time.
struct WaitTimeout: Error, CustomStringConvertible {
    var description: String
}
