// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import InMemoryLogging
import Logging
import LoopComposerTesting
import TerminalBackend
import Widgets
import XCTest

// DiagnosticsAndLogging.md: logging (a main.swift: compiled)
private func loggingSnippet() throws {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)   // route, as for any swift-log library
    DiagnosticLog.logger.logLevel = .error                     // keep errors, drop warnings
    DiagnosticLog.logger = Logger(label: "ui") { _ in SwiftLogNoOpLogHandler() }   // or silence them
}

final class LoggingSnippetsTests: XCTestCase {
    // DiagnosticsAndLogging.md: loggingTest
    func testADuplicateKeyIsLogged() throws {
        let logs = captureDiagnosticLog()
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.text("a"), .text("b")]
            XCTAssertEqual(label.text, "a")
        }
        try loop.close()
        XCTAssertEqual(logs.entries.first?.level, .warning)
        XCTAssertEqual(logs.entries.first?.metadata["diagnostic"], "duplicateKey")
    }
}
