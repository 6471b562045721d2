import Bindings
import ComposerModel
import GTKBackend   // not @testable: a user's module sees the public API only
import TerminalBackend
import Widgets
import XCTest

/// The user's leaf widget of `GTKPresentableTests` (`LevelMeter`, a `GtkLevelBar` in a
/// window) adopts the terminal's protocol too, as an app that runs on either would.
extension LevelMeter: TerminalPresentable {
    func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 4, height: 1) }

    func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        buffer.write("\(Int((level * 100).rounded()))%", in: rect, alignment: .trailing,
                     foreground: tintColor, background: backgroundColor, style: .plain)
    }
}

/// A user's composable: a widget with outlets, adopting neither protocol.
final class MeterPanel: Widget {
    let title: Label = [.text("CPU")]
    let dial = LevelMeter()

    override init() {
        super.init()
        addChild(title)
        addChild(dial)
    }
}

@LoopActor
final class LoadModel {
    @Observed var load = 0.25
}

/// The same user widgets, bound to the same model, in both backends.
final class BothBackendsTests: XCTestCase {
    func testUsersLeafWidgetAndComposableShowOnTheTerminalAndInAWindow() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = LoadModel()
            let terminalPanel = MeterPanel()
            let windowPanel = MeterPanel()
            for panel in [terminalPanel, windowPanel] {
                panel.dial.bind(to: model) { [.value($0.load)] }
            }
            let terminal = MemoryTerminal(width: 6, height: 2)
            var options = TerminalScreenOptions()
            options.colors = .none
            let screen = TerminalScreen(root: terminalPanel, device: terminal, options: options)
            try screen.start()
            let windowRoot = try harness.show(windowPanel)
            harness.turn()
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines, ["CPU", "   25%"], "the composable stacks its outlets; the leaf draws itself")
            let nativeMeter = try harness.native(windowPanel.dial)
            XCTAssertEqual(windowRoot.typeName, "GtkBox", "the composable is a box of its outlets")
            XCTAssertEqual(try harness.native(windowPanel.title).property("label"), .string("CPU"))
            XCTAssertEqual(nativeMeter.property("value"), .double(0.25))

            model.load = 0.5
            harness.turn()
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[1], "   50%")
            XCTAssertEqual(nativeMeter.property("value"), .double(0.5))
            screen.stop()
        }
    }
}
