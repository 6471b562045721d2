import AppRunner
import Bindings
import XCTest

/// Each backend's key conventions: which quit keys and shortcuts reach the app, and hint
/// lines that say only what is true where they are shown.
final class AppKeyConventionsTests: XCTestCase {
    private let counterQuitKeys = AppKey.standardQuitKeys

    func testTerminalHintNamesItsOwnKeysTheAppsKeysAndTheFirstQuitKey() {
        XCTAssertEqual(AppKeyConventions.terminal.hint(keys: "+ - r p", quitKeys: counterQuitKeys),
                       "Tab focus · Enter/Space press · + - r p · q quit")
    }

    func testWindowHintNeverSaysAPlainLetterQuits() {
        XCTAssertEqual(AppKeyConventions.window.hint(keys: "+ - r p", quitKeys: counterQuitKeys), "+ - r p · Ctrl+Q quit")
        XCTAssertNil(AppKeyConventions.window.hint(quitKeys: ["q"]), "q does not quit a window: nothing to say")
    }

    func testBrowserHasNoHintLine() {
        XCTAssertNil(AppKeyConventions.browser.hint(keys: "+ - r p", quitKeys: counterQuitKeys))
    }

    func testHintWithoutOwnKeysOnAScreenWithNothingToFocus() {
        XCTAssertEqual(AppKeyConventions.terminal.hint(quitKeys: counterQuitKeys, showsOwnKeys: false), "q quit")
    }

    func testWindowHonoursOnlyQuitKeysWithAModifier() {
        XCTAssertEqual(counterQuitKeys.filter(AppKeyConventions.window.honours(quitKey:)), [.control("q")])
        XCTAssertEqual(counterQuitKeys.filter(AppKeyConventions.terminal.honours(quitKey:)), counterQuitKeys)
        XCTAssertEqual(counterQuitKeys.filter(AppKeyConventions.browser.honours(quitKey:)), [])
    }

    func testKeyNamesFollowTheBackendsWords() {
        XCTAssertEqual(AppKeyConventions.terminal.name(of: .control("q")), "Ctrl-Q")
        XCTAssertEqual(AppKeyConventions.window.name(of: .control("q")), "Ctrl+Q")
        XCTAssertEqual(AppKeyConventions.window.name(of: .escape), "Esc")
        XCTAssertEqual(AppKeyConventions.window.name(of: " "), "Space")
    }

    func testAWindowsContextIgnoresAPlainQuitKeyAndQuitsOnCtrlQ() throws {
        let log = EventLog()
        let backend = AppBackend.recording("window", keyConventions: .window) { context in
            XCTAssertEqual(context.honouredQuitKeys, [.control("q")])
            XCTAssertEqual(context.keyHint(keys: "+"), "+ · Ctrl+Q quit")
            XCTAssertFalse(context.handle("q"), "q is not a window's quit key")
            XCTAssertTrue(context.handle("+"))
            XCTAssertTrue(context.handle(.control("q")))
        }
        let app = labelApp(quitKeys: counterQuitKeys) { context in
            context.addShortcut("+") { log.append("plus") }
        }
        XCTAssertEqual(try app.run(on: backend), .quitKey(.control("q")))
        XCTAssertEqual(log.all, ["plus"])
    }

    func testABrowsersContextTakesNeitherQuitKeysNorShortcuts() throws {
        let log = EventLog()
        let backend = AppBackend.recording("browser", keyConventions: .browser) { context in
            XCTAssertNil(context.keyHint(keys: "+"))
            XCTAssertFalse(context.handle(.control("q")))
            XCTAssertFalse(context.handle("+"))
            context.quit()
        }
        let app = labelApp(quitKeys: counterQuitKeys) { context in
            context.addShortcut("+") { log.append("plus") }
        }
        XCTAssertEqual(try app.run(on: backend), .requested)
        XCTAssertEqual(log.all, [])
    }
}
