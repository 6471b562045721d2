import Bindings
import Foundation
import XCTest

/// Debian's headless Chromium and chromedriver (and `/usr/bin/python3`, for the latency
/// proxy), found on this machine, or the one-line skip that says how to get them.
///
/// ```swift
/// let chromium = try HeadlessChromium.find()      // XCTSkip when absent
/// try await chromium.withPage { page in try await page.open(server.url) }
/// ```
///
/// With `LOOPCOMPOSER_REQUIRE_BROWSER=1` (CI sets it) their absence fails the test
/// instead of skipping it, so that CI cannot pass without having run them.
struct HeadlessChromium: Sendable {
    /// The browser's executable.
    let chromium: String
    /// chromedriver's executable.
    let chromedriver: String
    /// A Python 3 with its standard library, for the proxy.
    let python: String

    /// Chromium's command line: headless in a container (no sandbox, /tmp for shared
    /// memory), an 800×600 viewport, and no throttling of a tab in the background (the
    /// second tab of the shared-tree test).
    static let arguments = [
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=800,600",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
        "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
        "--disable-backgrounding-occluded-windows", "--force-color-profile=srgb",
    ]

    /// The tools, or a skip (a failure under `LOOPCOMPOSER_REQUIRE_BROWSER=1`).
    ///
    /// - Returns: Where they are.
    /// - Throws: `XCTSkip` naming what is missing and how to install it, or when
    ///   `LOOPCOMPOSER_SKIP_BROWSER_TESTS=1` (CI's sanitizer stages set it).
    static func find() throws -> HeadlessChromium {
        // CI's sanitizer stages: Chromium's processes are not instrumented, and the server
        // they talk to is covered there by WebBackendTests over real sockets.
        if ProcessInfo.processInfo.environment["LOOPCOMPOSER_SKIP_BROWSER_TESTS"] == "1" {
            throw XCTSkip("browser tests skipped: LOOPCOMPOSER_SKIP_BROWSER_TESTS=1")
        }
        let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(executable).first
        let chromedriver = executable("chromedriver")
        let python: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : executable("python3")
        if let chromium, let chromedriver, let python {
            return HeadlessChromium(chromium: chromium, chromedriver: chromedriver, python: python)
        }
        let missing = [chromium == nil ? "chromium" : nil, chromedriver == nil ? "chromedriver" : nil, python == nil ? "python3" : nil]
            .compactMap { $0 }.joined(separator: ", ")
        let message = "headless Chromium absent (no \(missing)): run Scripts/ensure-deps --browser"
        if ProcessInfo.processInfo.environment["LOOPCOMPOSER_REQUIRE_BROWSER"] == "1" {
            XCTFail("\(message) (LOOPCOMPOSER_REQUIRE_BROWSER=1)")
        }
        throw XCTSkip(message)
    }

    /// Starts chromedriver and a browser, runs `body` with the browser's session, then
    /// ends both (also when `body` throws).
    ///
    /// - Parameter body: What to do with the browser; its first tab is open and empty.
    /// - Returns: What `body` returns.
    @LoopActor
    func withPage<T>(_ body: (WebDriver) async throws -> T) async throws -> T {
        // chromedriver's profile and Chromium's own folders go to TMPDIR, and some were left
        // behind at every run (2.6 MB a profile): a directory of their own, removed at the end.
        // A short name: Chromium's socket path in it must fit a sockaddr_un's 108 bytes.
        let temporary = try Self.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let driverProcess = try LineProcess(chromedriver, ["--port=0"], environment: ["TMPDIR": temporary])
        let page: WebDriver
        do {
            let started = try await driverProcess.line(containing: "started successfully on port ")
            guard let port = started.split(separator: " ").last.flatMap({ Int($0.trimmingCharacters(in: .punctuationCharacters)) }) else {
                throw LineProcess.Failure(description: "chromedriver named no port: \(started)")
            }
            page = try await WebDriver(driverPort: port, chromium: chromium, arguments: Self.arguments)
        } catch {
            driverProcess.stop()
            throw error
        }
        do {
            let result = try await body(page)
            await page.quit()
            driverProcess.stop()
            return result
        } catch {
            let log = await page.consoleLog()
            if !log.isEmpty { print("The page's console:\n" + log.joined(separator: "\n")) }
            await page.quit()
            driverProcess.stop()
            throw error
        }
    }

    /// A new directory `/tmp/lc-chromium.XXXXXX` (`mkdtemp(3)`).
    private static func makeTemporaryDirectory() throws -> String {
        var template = Array("/tmp/lc-chromium.XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw LineProcess.Failure(description: "mkdtemp: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
