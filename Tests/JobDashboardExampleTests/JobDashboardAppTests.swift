import Bindings
import JobDashboardExample
import XCTest

/// The dashboard on a real loop, its bars filled by a real background thread.
final class JobDashboardAppTests: XCTestCase {
    func testEveryBarReachesTheLastValueTheWorkerThreadSet() throws {
        let summary = try JobDashboardApp.runHeadless(names: ["a", "b", "c"], steps: 2_000, pause: .zero)
        XCTAssertEqual(summary.progress, [1, 1, 1], "nothing lost: the newest value is shown")
        XCTAssertEqual(summary.percentages, ["a 100%", "b 100%", "c 100%"])
        XCTAssertEqual(summary.status, "3 of 3 done · worker finished", "headless: no key reaches it, no key hint")
        XCTAssertLessThan(summary.flushes, 3 * 2_000 * 2, "changes coalesce: far fewer flushes than values set")
    }

    func testHeadlessOutputHasOneLinePerFlushThenTheSummary() throws {
        final class Lines: @unchecked Sendable { var all: [String] = [] }   // appended on the loop thread only
        let lines = Lines()
        let summary = try JobDashboardApp.runHeadless(names: ["backup"], steps: 5, pause: .zero) { lines.all.append($0) }
        XCTAssertEqual(lines.all.last, summary.description)
        XCTAssertEqual(lines.all.count, summary.flushes + 1)
        XCTAssertTrue(lines.all.dropLast().allSatisfy { $0.hasPrefix("flush ") }, "\(lines.all)")
        XCTAssertEqual(lines.all.dropLast().last, "flush \(summary.flushes): backup 100%")
    }
}
