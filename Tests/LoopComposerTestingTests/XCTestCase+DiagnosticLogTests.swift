import Logging
import LoopComposerTesting
import XCTest

final class DiagnosticLogCaptureTests: XCTestCase {
    func testCapturedDiagnosticsAreRecordedAndTheDefaultLoggerComesBackAfterTheTest() throws {
        // Teardown blocks run last-added first: this one runs after the restore.
        addTeardownBlock { XCTAssertEqual(DiagnosticLog.logger.label, DiagnosticLog.label) }
        let logs = captureDiagnosticLog()
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            _ = Label(style: [.text("a"), .text("b")])
        }
        try loop.close()
        XCTAssertEqual(logs.entries.map(\.level), [.warning])
        XCTAssertEqual(logs.entries.first?.metadata["diagnostic"], "duplicateKey")
        XCTAssertEqual(DiagnosticLog.logger.label, "LoopComposerTesting")
    }
}
