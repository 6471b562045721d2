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

final class AppBackendOptionSelectionTests: XCTestCase {
    private let backends: [AppBackend] = [
        .recording("terminal"),
        AppBackend(name: "web", flag: "--web", summary: "in a browser",
                   options: [AppBackendOption("--port", valueName: "port", summary: "the port")]) { _ in
            preconditionFailure("not opened by these tests")
        },
    ]

    func testOptionValuesReachThePickedBackend() throws {
        XCTAssertEqual(try AppBackend.selected(from: backends, arguments: ["--web", "--port", "8080"]).optionValues, ["--port": "8080"])
        XCTAssertEqual(try AppBackend.selected(from: backends, arguments: ["--port=9000", "--web"]).optionValues, ["--port": "9000"])
    }

    func testOptionOfABackendNotPickedIsRefused() {
        XCTAssertThrowsError(try AppBackend.selected(from: backends, arguments: ["--port", "8080"])) { error in
            XCTAssertEqual(error as? AppLaunchError, .optionOfAnotherBackend(option: "--port", backendFlag: "--web"))
            XCTAssertEqual("\(error)", "--port is an option of --web: add --web")
        }
    }

    func testOptionWithoutItsValueIsRefused() {
        XCTAssertThrowsError(try AppBackend.selected(from: backends, arguments: ["--web", "--port"])) { error in
            XCTAssertEqual(error as? AppLaunchError, .missingValue(option: "--port"))
        }
    }

    func testUsageListsABackendsOptionsUnderIt() {
        XCTAssertEqual(AppBackend.usage(of: backends, programName: "demo"), """
            usage: demo [--terminal | --web]
              --terminal  records (the default)
              --web       in a browser
                  --port <port>  the port
            """)
    }
}
