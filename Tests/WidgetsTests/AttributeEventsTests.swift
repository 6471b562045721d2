import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

/// Records what handlers saw, from closures isolated to the loop.
@LoopActor
final class EventLog {
    var entries: [String] = []
    @Observed var title = "Log in"
}

/// A composite widget whose outlets a component addresses.
final class VolumeForm: Widget {
    nonisolated let okButton: Button
    nonisolated let volume: Slider

    override init() {
        okButton = Button()
        volume = Slider()
        super.init()
        addChild(okButton)
        addChild(volume)
    }
}

/// ViewComposer's `.target(...)` in a style: handlers as attributes.
final class AttributeEventsTests: XCTestCase {
    func testAPredefinedButtonStyleCarriesItsActionAndMerges() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let primary: Style = [.backgroundColor(.blue), .onPress { log.entries.append("primary") }]
            let login: Button = .init(style: primary <<- [.title("Log in", for: .normal)])
            login.userDidPress()
            XCTAssertEqual(log.entries, ["primary"])

            let overridden = Button(style: primary <<- .onPress { log.entries.append("login") })
            overridden.userDidPress()
            XCTAssertEqual(log.entries, ["primary", "login"], "a merged style's handler replaces the base one")
        }
        try loop.close()
    }

    func testAStyleHandlerIsReplacedAndRemovedByTheDeltaWhileCodeHandlersStay() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let first = EventAction { log.entries.append("first") }
            let second = EventAction { log.entries.append("second") }
            let button = Button()
            button.onPress { log.entries.append("code") }
            let one: Style = [.title("OK", for: .normal), .onPress(first)]
            button.install(one)
            button.userDidPress()
            XCTAssertEqual(log.entries, ["first", "code"], "the style's handler runs first, then those added in code")

            let two: Style = [.title("OK", for: .normal), .onPress(second)]
            button.install(two.difference(from: one))
            button.userDidPress()
            XCTAssertEqual(log.entries.suffix(2), ["second", "code"])

            let none: Style = [.title("OK", for: .normal)]
            button.install(none.difference(from: two))
            button.userDidPress()
            XCTAssertEqual(log.entries.suffix(1), ["code"])
            XCTAssertEqual(log.entries.count, 5)
        }
        try loop.close()
    }

    func testABindingReusingOneActionInstallsItOnce() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let log = EventLog()
            let logIn = EventAction { log.entries.append("log in") }
            let button = Button()
            button.bind(to: log) { log in [.title(log.title, for: .normal), .onPress(logIn)] }
            loop.runOnce()
            log.title = "Logging in…"
            loop.runOnce()
            XCTAssertEqual(changes.changeCountByKey(of: button)[.onPress], 1, "the same handler is no change")
            XCTAssertEqual(changes.changeCountByKey(of: button)[.title(.normal)], 2)
            button.userDidPress()
            XCTAssertEqual(log.entries, ["log in"])
        }
        try loop.close()
    }

    func testAComponentInstallsHandlersOnItsChildren() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let form = VolumeForm()
            let component = Component(.borderStyle(.single)).withChildren(
                .child(\VolumeForm.okButton, styles: .onPress { log.entries.append("ok") }),
                .child(\VolumeForm.volume, styles: .onChange { (value: Double) in log.entries.append("\(value)") })
            )
            XCTAssertEqual(form.install(component).diagnostics, [])
            form.okButton.userDidPress()
            form.volume.userDidChangeValue(to: 0.5)
            XCTAssertEqual(log.entries, ["ok", "0.5"])
        }
        try loop.close()
    }

    func testEachValueControlSendsItsValueToTheStyleHandler() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let slider: Slider = [.onChange { log.entries.append("slider \($0)") }]
            let toggle: Switch = [.onChange { log.entries.append("switch \($0)") }]
            let segments: SegmentedControl = [.segments(["a", "b"]), .onChange { log.entries.append("segment \($0)") }]
            let field: TextField = [.onChange { log.entries.append("field \($0)") },
                                    .onSubmit { log.entries.append("submit \($0)") }]
            let notes: TextView = [.onChange { log.entries.append("notes \($0)") }]
            let list: ListView = [.items([ListItem(id: "1", title: "One")]), .onChange { log.entries.append("row \($0)") }]
            slider.userDidChangeValue(to: 1)
            toggle.userDidToggle()
            segments.userDidSelect(segment: 1)
            field.userDidType("x")
            field.userDidPressReturn()
            notes.userDidChangeText(to: "n")
            list.userDidSelect(row: 0)
            XCTAssertEqual(log.entries, ["slider 1.0", "switch true", "segment 1", "field x", "submit x", "notes n", "row 0"])
        }
        try loop.close()
    }

    func testInstallsNeverRunTheHandlers() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let toggle = Switch()
            toggle.install([.onChange { (isOn: Bool) in log.entries.append("\(isOn)") }, .isOn(true)] as Style)
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(log.entries, [], "no echo")
        }
        try loop.close()
    }

    func testAHandlerOfTheWrongValueTypeIsRejectedAndThePreviousOneStays() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let toggle: Switch = [.onChange { log.entries.append("flipped \($0)") }]
            let report = toggle.install([.onChange { (value: Double) in log.entries.append("\(value)") }] as Style)
            XCTAssertEqual(report.diagnostics.count, 1)
            guard case .rejectedValue(_, let reason)? = report.diagnostics.first?.kind else {
                return XCTFail("expected a rejection, got \(report.diagnostics)")
            }
            XCTAssertTrue(reason.contains("EventAction<Double>") && reason.contains("Bool"), reason)
            toggle.userDidToggle()
            XCTAssertEqual(log.entries, ["flipped true"])
        }
        try loop.close()
    }

    func testWidgetsWithoutTheEventSkipItWithADiagnostic() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label = Label()
            let report = label.install([.text("Hi"), .onPress {}] as Style)
            XCTAssertEqual(report.diagnostics.map(\.kindName), ["unsupportedAttribute"])
        }
        try loop.close()
    }
}
