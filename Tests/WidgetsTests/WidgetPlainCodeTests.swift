import Bindings
import ComposerModel
import InMemoryLogging
import LoopComposerTesting
import Widgets
import XCTest
import Logging

/// Plain code (`label.text = "Bar"`): each set is one install of one attribute, validated,
/// diagnosed and redrawn as any install is.
final class WidgetPlainCodeTests: XCTestCase {
    private var handler = InMemoryLogHandler()

    override func setUp() {
        super.setUp()
        handler = captureDiagnosticLog()
    }

    func testAPlainSetIsOneInstallOfThatAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let label: Label = [.text("Foo")]
            let installs = label.installCount
            let revision = label.displayRevision
            label.text = "Bar"
            XCTAssertEqual(label.text, "Bar")
            XCTAssertEqual(label.displayedText, "Bar")
            XCTAssertEqual(label.installCount, installs + 1)
            XCTAssertGreaterThan(label.displayRevision, revision)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.text("Bar"))]))
            XCTAssertEqual(changes.changeCountByKey(of: label)[.text], 2)
        }
        try loop.close()
        XCTAssertEqual(handler.entries.count, 0)
    }

    func testAnOutOfRangePlainSetGetsTheSameDiagnosticAsAnInstall() throws {
        let loop = try EventLoop()
        var installDiagnostics: [String] = []
        LoopActor.assumeIsolated {
            let installed: Slider = [.range(min: 0, max: 10)]
            installDiagnostics = installed.install([.value(12)] as Style).diagnostics.map(\.message)
            let slider: Slider = [.range(min: 0, max: 10)]
            slider.value = 12
            XCTAssertEqual(slider.value, 10, "clamped, as an install clamps")
            let label = Label()
            label.numberOfLines = -2
            XCTAssertEqual(label.numberOfLines, 1, "rejected: the previous value stays")
        }
        try loop.close()
        XCTAssertEqual(installDiagnostics, ["Slider: value rejected for value(12.0): value clamped to 10.0"])
        XCTAssertEqual(handler.entries.map { "\($0.message)" }, installDiagnostics + [
            "Label: value rejected for numberOfLines(-2): numberOfLines is negative (-2)",
        ])
        XCTAssertEqual(handler.entries.map(\.level), [.warning, .warning])
    }

    func testSettingNilRestoresTheDefault() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.width(12), .identifier("title")]
            label.width = nil
            XCTAssertNil(label.width)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.reset(.width)]))
            label.identifier = nil
            XCTAssertNil(label.identifier)
            XCTAssertEqual(label.diagnosticName, "Label")
            let login: Button = [.title("Log in", for: .normal), .title("Wait", for: .disabled), .enabled(false)]
            XCTAssertEqual(login.displayedTitle, "Wait")
            login.setTitle(nil, for: .disabled)
            XCTAssertEqual(login.displayedTitle, "Log in", "the disabled state falls back to the normal title")
        }
        try loop.close()
    }

    func testAPlainSetNeverFiresTheWidgetsUserEvent() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var heard: [String] = []
            let field = TextField()
            field.onTextChanged { heard.append("text \($0)") }
            let pause = Switch()
            pause.onValueChanged { heard.append("switch \($0)") }
            let volume = Slider()
            volume.onValueChanged { heard.append("slider \($0)") }
            field.text = "a@b"
            pause.isOn = true
            volume.value = 0.5
            XCTAssertEqual([field.text, "\(pause.isOn)", "\(volume.value)"], ["a@b", "true", "0.5"])
            XCTAssertEqual(heard, [])
        }
        try loop.close()
    }

    /// The properties every widget has, set in plain code, read back, each one install of
    /// the attribute it names.
    func testEveryCommonPropertyIsOneInstallOfItsAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let common = Label()
            common.identifier = "title"; assertPlainSet(common, .identifier("title"))
            common.isHidden = true; assertPlainSet(common, .hidden(true))
            common.isEnabled = false; assertPlainSet(common, .enabled(false))
            common.backgroundColor = .blue; assertPlainSet(common, .backgroundColor(.blue))
            common.tintColor = .red; assertPlainSet(common, .tintColor(.red))
            common.opacity = 0.5; assertPlainSet(common, .opacity(0.5))
            common.width = 12; assertPlainSet(common, .width(12))
            common.height = 3; assertPlainSet(common, .height(3))
            common.margins = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2); assertPlainSet(common, .margins(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)))
            common.padding = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1); assertPlainSet(common, .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
            common.borderStyle = .rounded; assertPlainSet(common, .borderStyle(.rounded))
            common.borderColor = .green; assertPlainSet(common, .borderColor(.green))
            XCTAssertEqual(common.diagnosticName, "Label#title")
            XCTAssertEqual([common.isHidden, common.isEnabled], [true, false])
            XCTAssertEqual([common.backgroundColor, common.tintColor, common.borderColor], [.blue, .red, .green])
            XCTAssertEqual([common.opacity, common.width, common.height], [0.5, 12, 3])
            XCTAssertEqual(common.borderStyle, .rounded)
        }
        try loop.close()
        XCTAssertEqual(handler.entries.count, 0)
    }
}
