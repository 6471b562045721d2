import Foundation
import LoopComposerWebTesting

/// One browser session of chromedriver, through the W3C WebDriver HTTP API (each command
/// a request of ``WebTestHTTP``: Foundation's URLSession refuses chromedriver's answers,
/// whose headers have no space after the colon, "Failed writing header"): what the
/// browser tests do with a page (open, run a script, click, type, screenshot), and
/// Chrome's DevTools commands (`goog/cdp/execute`).
///
/// ```swift
/// let page = try await chromium.newSession()
/// try await page.open(server.url)
/// let title = try await page.run("return document.title")      // .string("Counter")
/// ```
///
/// Every call is a request to chromedriver, which waits for the page's load but never for
/// the page's WebSocket: tests wait for that with ``waitUntil(_:timeout:_:)`` or the page's
/// `window.__lc.waitIdle()`.
final class WebDriver: Sendable {
    /// A command WebDriver refused or that failed, with its W3C error and message.
    struct Failure: Error, CustomStringConvertible {
        var command: String
        var error: String
        var message: String
        var description: String { "WebDriver \(command): \(error): \(message.prefix(600))" }
    }

    /// chromedriver's port on loopback.
    let driverPort: Int
    /// `/session/ID`.
    let sessionPath: String

    /// Opens a session of `chromium` through the chromedriver listening on `driverPort`.
    ///
    /// - Parameters:
    ///   - driverPort: chromedriver's port on 127.0.0.1.
    ///   - chromium: The browser's executable.
    ///   - arguments: Chromium's command line (headless, window size, …).
    /// - Throws: ``Failure`` when chromedriver cannot start the browser.
    init(driverPort: Int, chromium: String, arguments: [String]) async throws {
        let capabilities: JSONValue = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": ["binary": .string(chromium), "args": .array(arguments.map { .string($0) })],
                    "goog:loggingPrefs": ["browser": "ALL"],
                    "timeouts": ["script": 30_000, "pageLoad": 30_000],
                ],
            ],
        ]
        let value = try await Self.send(driverPort, "POST", "/session", capabilities, command: "new session")
        guard let id = value["sessionId"]?.string else {
            throw Failure(command: "new session", error: "no session id", message: "\(value)")
        }
        self.driverPort = driverPort
        sessionPath = "/session/\(id)"
    }

    /// Ends the session (and closes its browser).
    func quit() async {
        _ = try? await Self.send(driverPort, "DELETE", sessionPath, nil, command: "delete session")
    }

    /// Loads `url` in the current tab and waits for its load event.
    ///
    /// - Parameter url: The address.
    func open(_ url: String) async throws {
        try await command("POST", "url", ["url": .string(url)])
    }

    /// Reloads the current tab.
    func refresh() async throws {
        try await command("POST", "refresh", [:])
    }

    /// Runs `script` as a function body in the page and returns what it returns.
    ///
    /// - Parameters:
    ///   - script: A function body (`return …`); `arguments[i]` are `arguments`.
    ///   - arguments: Its arguments.
    /// - Returns: The returned value, as JSON (an element is an object with a reference).
    @discardableResult
    func run(_ script: String, _ arguments: [JSONValue] = []) async throws -> JSONValue {
        try await command("POST", "execute/sync", ["script": .string(script), "args": .array(arguments)])
    }

    /// Runs `script` until it calls its last argument, and returns what it passed.
    ///
    /// - Parameters:
    ///   - script: A function body that calls `arguments[arguments.length - 1](result)`.
    ///   - arguments: Its arguments before the callback.
    /// - Returns: The result, as JSON.
    @discardableResult
    func runAsync(_ script: String, _ arguments: [JSONValue] = []) async throws -> JSONValue {
        try await command("POST", "execute/async", ["script": .string(script), "args": .array(arguments)])
    }

    /// The WebDriver reference of the first element `selector` finds.
    ///
    /// - Parameter selector: A CSS selector.
    /// - Returns: The element's reference.
    func element(_ selector: String) async throws -> String {
        let value = try await command("POST", "element", ["using": "css selector", "value": .string(selector)])
        guard case .object(let members) = value, let reference = members.values.first?.string else {
            throw Failure(command: "element \(selector)", error: "no reference", message: "\(value)")
        }
        return reference
    }

    /// Clicks the element as a user would (scrolled into view, at its centre, refused
    /// when something else covers it).
    ///
    /// - Parameter element: The element's reference.
    func click(_ element: String) async throws {
        try await command("POST", "element/\(element)/click", [:])
    }

    /// Focuses the element and types `text` into it, key by key.
    ///
    /// - Parameters:
    ///   - element: The element's reference.
    ///   - text: What to type.
    func type(_ text: String, into element: String) async throws {
        try await command("POST", "element/\(element)/value", ["text": .string(text)])
    }

    /// Opens a new tab (its own `sessionStorage`) and makes it current.
    ///
    /// - Returns: Its window handle.
    @discardableResult
    func openTab() async throws -> String {
        let value = try await command("POST", "window/new", ["type": "tab"])
        guard let handle = value["handle"]?.string else {
            throw Failure(command: "new window", error: "no handle", message: "\(value)")
        }
        try await switchToTab(handle)
        return handle
    }

    /// The current tab's window handle.
    func currentTab() async throws -> String {
        let value = try await command("GET", "window", nil)
        guard let handle = value.string else { throw Failure(command: "window", error: "no handle", message: "\(value)") }
        return handle
    }

    /// Makes the tab `handle` current.
    ///
    /// - Parameter handle: A window handle.
    func switchToTab(_ handle: String) async throws {
        try await command("POST", "window", ["handle": .string(handle)])
    }

    /// Sets the window's size (the viewport of headless Chromium is the window).
    ///
    /// - Parameters:
    ///   - width: Pixels across.
    ///   - height: Pixels down.
    func setWindowSize(width: Int, height: Int) async throws {
        try await command("POST", "window/rect", ["width": .number(Double(width)), "height": .number(Double(height))])
    }

    /// A PNG of the current tab's viewport.
    func screenshot() async throws -> Data {
        let value = try await command("GET", "screenshot", nil)
        guard let base64 = value.string, let data = Data(base64Encoded: base64) else {
            throw Failure(command: "screenshot", error: "not base64", message: "\(value)".prefix(200).description)
        }
        return data
    }

    /// Runs a Chrome DevTools Protocol command in the current tab.
    ///
    /// - Parameters:
    ///   - method: Such as `Emulation.setEmulatedMedia`.
    ///   - parameters: Its parameters.
    /// - Returns: Its result.
    @discardableResult
    func devTools(_ method: String, _ parameters: JSONValue = [:]) async throws -> JSONValue {
        try await command("POST", "goog/cdp/execute", ["cmd": .string(method), "params": parameters])
    }

    /// The page's console messages since the last call (errors and warnings the client
    /// logged), for failure messages.
    func consoleLog() async -> [String] {
        guard let value = try? await command("POST", "se/log", ["type": "browser"]), let entries = value.array else {
            return []
        }
        return entries.compactMap { entry in
            guard let message = entry["message"]?.string else { return nil }
            return "\(entry["level"]?.string ?? "?") \(message)"
        }
    }

    @discardableResult
    private func command(_ method: String, _ path: String, _ body: JSONValue?) async throws -> JSONValue {
        try await Self.send(driverPort, method, sessionPath + "/" + path, body, command: path)
    }

    private static func send(
        _ port: Int, _ method: String, _ path: String, _ body: JSONValue?, command: String
    ) async throws -> JSONValue {
        // A command such as a page load or an async script has its own WebDriver timeout
        // (30 s); this is the backstop for a hung chromedriver.
        let answer = try await WebTestHTTP.request(
            host: "127.0.0.1", port: port, method: method, path: path,
            headers: body == nil ? [] : [("Content-Type", "application/json; charset=utf-8")],
            body: body.map { Array($0.data) }, timeout: .seconds(120))
        let value = (try? JSONValue(data: Data(answer.body.utf8)))?["value"] ?? .null
        guard (200..<300).contains(answer.status) else {
            throw Failure(
                command: command, error: value["error"]?.string ?? "HTTP \(answer.status)",
                message: value["message"]?.string ?? String(answer.body.prefix(600)))
        }
        return value
    }
}
