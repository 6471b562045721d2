import JobDashboardExample
import XCTest

/// The job dashboard in its GTK window, photographed after its first frame.
final class JobDashboardScreenshotTests: XCTestCase {
    func testJobDashboardWindowRendersItsWidgets() throws {
        let screenshot = Screenshot(name: "job-dashboard")
        try runWithDisplay {
            // Slow steps: the picture is taken before the worker's second update.
            try JobDashboardApp.runInWindow(steps: 4, pause: .milliseconds(500)) { window in screenshot.take(of: window) }
        }
        try screenshot.check(minimumWidth: 200, minimumHeight: 100)
    }
}
