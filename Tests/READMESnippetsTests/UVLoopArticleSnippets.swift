// The code of the UVLoop catalog's landing page, verbatim (READMESnippetsTests checks that
// every ```swift block of the documentation appears in this target). Edit a snippet here
// and in its article together.

import UVLoop
import XCTest

// UVLoop.md: overview (a main.swift: compiled, and run by a test)
private func uvLoopOverviewSnippet() throws {
    let loop = try EventLoop()
    try LoopActor.assumeIsolated {
        loop.addBeforeSleep(stage: .render) { print("drawn, before the loop sleeps") }
        try loop.schedule(after: .milliseconds(100)) { loop.stop() }
    }
    try loop.run()        // returns once the timer stopped the loop
    try loop.close()
}

final class UVLoopArticleSnippetsTests: XCTestCase {
    func testTheOverviewsLoopStopsByItself() throws {
        try uvLoopOverviewSnippet()             // returns once the timer stopped the loop
    }
}
