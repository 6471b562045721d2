import AppRunner
import XCTest

final class AppBackendSelectionTests: XCTestCase {
    private let backends: [AppBackend] = [.recording("terminal"), .recording("gtk")]

    func testNoFlagPicksTheFirstBackend() throws {
        XCTAssertEqual(try AppBackend.selected(from: backends, arguments: []).name, "terminal")
    }

    func testFlagPicksItsBackend() throws {
        XCTAssertEqual(try AppBackend.selected(from: backends, arguments: ["--gtk"]).name, "gtk")
        XCTAssertEqual(try AppBackend.selected(from: backends, arguments: ["--gtk", "--gtk"]).name, "gtk", "a repeated flag is one choice")
    }

    func testUnknownFlagIsRefusedNamingItAndTheFlags() {
        XCTAssertThrowsError(try AppBackend.selected(from: backends, arguments: ["--web"])) { error in
            XCTAssertEqual(error as? AppLaunchError, .unknownArgument("--web", flags: ["--terminal", "--gtk"]))
            XCTAssertEqual("\(error)", "unknown option '--web' (the backend flags are --terminal, --gtk)")
        }
    }

    func testTwoBackendFlagsAreRefused() {
        XCTAssertThrowsError(try AppBackend.selected(from: backends, arguments: ["--gtk", "--terminal"])) { error in
            XCTAssertEqual(error as? AppLaunchError, .conflictingFlags(["--gtk", "--terminal"]))
        }
    }

    func testHelpGivesTheUsageWithTheDefaultMarked() {
        XCTAssertThrowsError(try AppBackend.selected(from: backends, arguments: ["--help"], programName: "demo")) { error in
            XCTAssertEqual(error as? AppLaunchError, .helpRequested(usage: """
                usage: demo [--terminal | --gtk]
                  --terminal  records (the default)
                  --gtk       records
                """))
        }
    }

    func testNoBackendsIsAnError() {
        XCTAssertThrowsError(try AppBackend.selected(from: [], arguments: [])) { error in
            XCTAssertEqual(error as? AppLaunchError, .noBackends)
        }
    }
}
