import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

final class ButtonTests: XCTestCase {
    func testTitlesAndColorsAreKeptPerStateAndResetPerState() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let button = Button()
            let style: Style = [.title("OK", for: .normal), .title("Wait", for: .disabled),
                                .titleColor(.green, for: .normal), .titleColor(.red, for: .disabled),
                                .textStyle(.bold), .textAlignment(.leading)]
            XCTAssertEqual(button.install(style).diagnostics, [])
            XCTAssertEqual(button.titles, [.normal: "OK", .disabled: "Wait"])
            XCTAssertEqual(button.titleColors, [.normal: .green, .disabled: .red])
            XCTAssertEqual(button.textStyle, .bold)
            XCTAssertEqual(button.textAlignment, .leading)

            let withoutDisabled: Style = [.title("OK", for: .normal), .titleColor(.green, for: .normal),
                                          .textStyle(.bold), .textAlignment(.leading)]
            button.install(withoutDisabled.difference(from: style))
            XCTAssertEqual(button.titles, [.normal: "OK"])
            XCTAssertEqual(button.titleColors, [.normal: .green])
            XCTAssertEqual(changes.changeCountByKey(of: button)[.title(.disabled)], 2)
            XCTAssertNil(changes.changeCountByKey(of: button)[.title(.highlighted)])

            button.install(Style().difference(from: withoutDisabled))
            XCTAssertEqual(button.titles, [:])
            XCTAssertEqual(button.titleColors, [:])
            XCTAssertEqual(button.textStyle, .plain)
            XCTAssertEqual(button.textAlignment, .center)
            XCTAssertEqual(button.displayedTitle, "")
            XCTAssertEqual(button.displayedTitleColor, .default)
        }
        try loop.close()
    }

    func testDisabledButtonShowsItsDisabledTitleAndColor() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            button.install([.title("OK", for: .normal), .title("Wait", for: .disabled),
                            .titleColor(.green, for: .normal), .titleColor(.red, for: .disabled)] as Style)
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .green)
            button.install([.enabled(false)] as Style)
            XCTAssertEqual(button.displayedState, .disabled)
            XCTAssertEqual(button.displayedTitle, "Wait")
            XCTAssertEqual(button.displayedTitleColor, .red)
        }
        try loop.close()
    }

    func testStatesWithoutTheirOwnTitleFallBackToNormal() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            button.install([.title("OK", for: .normal), .titleColor(.blue, for: .normal), .enabled(false)] as Style)
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .blue)
            XCTAssertEqual(button.title(for: .highlighted), "OK")
            XCTAssertEqual(button.titleColor(for: .highlighted), .blue)
        }
        try loop.close()
    }

    func testAttributesOfOtherWidgetsAreSkippedWithADiagnostic() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            let report = button.install([.placeholder("x")] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), [#"Button: unsupported attribute placeholder("x") skipped"#])
        }
        try loop.close()
    }
}
