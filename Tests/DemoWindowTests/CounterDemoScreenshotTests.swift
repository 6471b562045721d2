import CounterDemo
import XCTest

/// BindingDemo's counter in its GTK window, photographed after its first frame.
final class CounterDemoScreenshotTests: XCTestCase {
    func testCounterWindowRendersItsWidgets() throws {
        let screenshot = Screenshot(name: "counter")
        var configuration = CounterDemoConfiguration()
        configuration.autoCounts = false   // the same picture every time: Count: 0
        configuration.duration = .seconds(20)   // a hung window ends the test instead of hanging it
        try runWithDisplay {
            let summary = try CounterDemo.runInWindow(configuration) { window in screenshot.take(of: window) }
            XCTAssertEqual(summary.count, 0)
        }
        try screenshot.check(minimumWidth: 200, minimumHeight: 100)
    }
}
