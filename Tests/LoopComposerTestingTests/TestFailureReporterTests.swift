import LoopComposerTesting
import Testing

/// The default reporter in a Swift Testing test: an issue of that test (an `XCTFail` there
/// would be lost), for failures inside a `withTestLoop` body as well as outside.
@Suite struct TestFailureReporterTests {
    @Test func aWaitThatTimesOutInsideWithTestLoopIsAnIssueOfTheSwiftTestingTest() async {
        // The thrown TestWaitTimeout is caught: the only issue left is the one reported,
        // and withKnownIssue fails the test if that one is missing.
        // A generous body timeout: Swift Testing runs the property-based laws beside this
        // test, and while they keep the cooperative pool's threads busy, a @LoopActor task
        // resumed from another thread waits for one of them (it is enqueued on the global
        // executor before it hops to the loop), so the 0.1 s wait ends late, not never.
        let awaitAFlushThatNeverComes: () async -> Void = {
            _ = try? await withTestLoop(timeout: .seconds(120)) { loop in
                _ = try await loop.nextFlush(timeout: .milliseconds(100))
            }
        }
        let isTheTimeout: @Sendable (Issue) -> Bool = { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("nextFlush: not within 0.1 seconds.") }
        }
        await withKnownIssue("the wait times out", awaitAFlushThatNeverComes, matching: isTheTimeout)
    }

    @Test func aFailureReportedInATestIsAnIssueAtTheGivenLine() {
        withKnownIssue {
            TestFailureReporter.current.report("reported", file: #filePath, line: 42)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["reported"] && issue.sourceLocation?.line == 42
        }
    }
}
