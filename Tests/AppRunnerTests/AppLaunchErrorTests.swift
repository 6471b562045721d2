import AppRunner
import XCTest

final class AppLaunchErrorTests: XCTestCase {
    func testUnknownArgumentNamesItAndTheFlags() {
        let error = AppLaunchError.unknownArgument("--gkt", flags: ["--terminal", "--gtk"])
        XCTAssertEqual(error.description, "unknown option '--gkt' (the backend flags are --terminal, --gtk)")
    }

    func testConflictingFlagsSayToChooseOne() {
        XCTAssertEqual(AppLaunchError.conflictingFlags(["--terminal", "--gtk"]).description,
                       "--terminal and --gtk exclude each other: choose one backend")
    }
}
