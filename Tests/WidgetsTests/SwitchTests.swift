import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

final class SwitchTests: XCTestCase {
    func testIsOnAppliesAndResetsToOff() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let toggle = Switch()
            XCTAssertFalse(toggle.isOn)
            let style: Style = [.isOn(true), .tintColor(.green)]
            XCTAssertEqual(toggle.install(style).diagnostics, [])
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(toggle.tintColor, .green)
            toggle.install(Style().difference(from: style))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(changes.changeCountByKey(of: toggle)[.isOn], 2)
        }
        try loop.close()
    }

    func testTextIsNotASwitchAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let toggle = Switch()
            let report = toggle.install([.text("on")] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), [#"Switch: unsupported attribute text("on") skipped"#])
        }
        try loop.close()
    }
}
