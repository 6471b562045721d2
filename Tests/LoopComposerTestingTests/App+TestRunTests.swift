import AppRunner
import LoopComposerTesting
import XCTest

/// A whole app driven under the test loop: its shortcuts, its quit keys, its exit reason,
/// and a run that never ends fails instead of hanging.
final class AppTestRunTests: XCTestCase {
    /// A counter app: `+` counts, `q` quits.
    private func counterApp() -> App {
        App(title: "counter", quitKeys: ["q"]) { context in
            let model = CounterModel()
            let label = Label()
            label.bind(to: model) { [.text("Count: \($0.count)")] }
            context.addShortcut("+") { model.count += 1 }
            return label
        }
    }

    func testAUserDrivesTheAppToItsQuitKey() throws {
        let reason = try counterApp().runForTest(width: 20, height: 2) { user in
            try await user.waitUntil("the counter shows") { $0.first == "Count: 0" }
            user.type("++")
            let lines = try await user.waitUntil("the count went up twice") { $0.first == "Count: 2" }
            XCTAssertEqual(lines.first, "Count: 2")
            user.type("q")
        }
        XCTAssertEqual(reason, .quitKey("q"))
    }

    func testARunNobodyEndsFailsAfterItsTimeout() throws {
        XCTAssertThrowsError(try counterApp().runForTest(width: 20, height: 2, timeout: .milliseconds(300)) { _ in }) { error in
            guard let timeout = error as? TestAppTimeout else { return XCTFail("\(error)") }
            XCTAssertEqual(timeout.lines.first, "Count: 0")
            XCTAssertFalse(timeout.description.contains("\n"))
        }
    }

    func testAnErrorTheUserThrowsEndsTheRun() throws {
        struct Gave: Error {}
        XCTAssertThrowsError(try counterApp().runForTest { _ in throw Gave() }) { error in
            XCTAssertTrue(error is Gave, "\(error)")
        }
    }
}
