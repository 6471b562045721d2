import Bindings
import ComposerModel
import InMemoryLogging
import LoopComposerTesting
import Widgets
import XCTest

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
            let label: Label = [.text("Foo")]
            let installs = label.installCount
            let revision = label.displayRevision
            label.text = "Bar"
            XCTAssertEqual(label.text, "Bar")
            XCTAssertEqual(label.displayedText, "Bar")
            XCTAssertEqual(label.installCount, installs + 1)
            XCTAssertGreaterThan(label.displayRevision, revision)
            XCTAssertEqual(label.lastInstalledDelta, StyleDelta([.set(.text("Bar"))]))
            XCTAssertEqual(label.changeCountByKey[.text], 2)
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

    /// The main visible properties of every built-in widget, set in plain code, read back,
    /// each one install of the attribute it names.
    func testEveryWidgetsMainPropertiesAreSettableInPlainCode() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            @LoopActor func check(_ widget: Widget, _ expected: Attribute, file: StaticString = #filePath, line: UInt = #line) {
                let delta = widget.lastInstalledDelta
                XCTAssertEqual(delta, StyleDelta([.set(expected)]), file: file, line: line)
            }
            let common = Label()
            common.identifier = "title"; check(common, .identifier("title"))
            common.isHidden = true; check(common, .hidden(true))
            common.isEnabled = false; check(common, .enabled(false))
            common.backgroundColor = .blue; check(common, .backgroundColor(.blue))
            common.tintColor = .red; check(common, .tintColor(.red))
            common.opacity = 0.5; check(common, .opacity(0.5))
            common.width = 12; check(common, .width(12))
            common.height = 3; check(common, .height(3))
            common.margins = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2); check(common, .margins(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)))
            common.padding = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1); check(common, .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
            common.borderStyle = .rounded; check(common, .borderStyle(.rounded))
            common.borderColor = .green; check(common, .borderColor(.green))
            XCTAssertEqual(common.diagnosticName, "Label#title")
            XCTAssertEqual([common.isHidden, common.isEnabled], [true, false])
            XCTAssertEqual([common.backgroundColor, common.tintColor, common.borderColor], [.blue, .red, .green])
            XCTAssertEqual([common.opacity, common.width, common.height], [0.5, 12, 3])
            XCTAssertEqual(common.borderStyle, .rounded)

            let label = Label()
            label.text = "Bar"; check(label, .text("Bar"))
            label.textColor = .red; check(label, .textColor(.red))
            label.textAlignment = .center; check(label, .textAlignment(.center))
            label.textStyle = .bold; check(label, .textStyle(.bold))
            label.textCase = .upper; check(label, .case(.upper))
            label.numberOfLines = 0; check(label, .numberOfLines(0))
            XCTAssertEqual(label.displayedText, "BAR")

            let button = Button()
            button.setTitle("OK", for: .normal); check(button, .title("OK", for: .normal))
            button.setTitleColor(.green, for: .normal); check(button, .titleColor(.green, for: .normal))
            button.textStyle = .underline; check(button, .textStyle(.underline))
            button.textAlignment = .leading; check(button, .textAlignment(.leading))
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .green)

            let field = TextField()
            field.text = "a@b"; check(field, .text("a@b"))
            field.placeholder = "Email"; check(field, .placeholder("Email"))
            field.isSecureEntry = true; check(field, .secureEntry(true))
            field.textColor = .blue; check(field, .textColor(.blue))
            field.textAlignment = .trailing; check(field, .textAlignment(.trailing))
            XCTAssertEqual(field.displayedText, "•••")

            let textView = TextView()
            textView.text = "log"; check(textView, .text("log"))
            textView.isEditable = false; check(textView, .editable(false))
            textView.textColor = .red; check(textView, .textColor(.red))
            textView.textAlignment = .center; check(textView, .textAlignment(.center))
            XCTAssertEqual(textView.text, "log")
            XCTAssertFalse(textView.isEditable)

            let slider = Slider()
            slider.range = 0...10; check(slider, .range(min: 0, max: 10))
            slider.step = 2; check(slider, .step(2))
            slider.value = 4; check(slider, .value(4))
            XCTAssertEqual([slider.range.upperBound, slider.step, slider.value], [10, 2, 4])

            let toggle = Switch()
            toggle.isOn = true; check(toggle, .isOn(true))
            let progress = ProgressBar()
            progress.progress = 0.25; check(progress, .progress(0.25))
            let spinner = ActivityIndicator()
            spinner.isAnimating = true; check(spinner, .animating(true))
            XCTAssertEqual([toggle.isOn, spinner.isAnimating], [true, true])
            XCTAssertEqual(progress.progress, 0.25)

            let period = SegmentedControl()
            period.segments = ["Day", "Week"]; check(period, .segments(["Day", "Week"]))
            period.selectedIndex = 1; check(period, .selectedIndex(1))
            XCTAssertEqual(period.selectedSegment, "Week")

            let stack = StackView()
            stack.axis = .horizontal; check(stack, .axis(.horizontal))
            stack.spacing = 2; check(stack, .spacing(2))
            stack.distribution = .fillEqually; check(stack, .distribution(.fillEqually))
            stack.alignment = .center; check(stack, .alignment(.center))
            XCTAssertEqual(stack.axis, .horizontal)
            XCTAssertEqual(stack.spacing, 2)
        }
        try loop.close()
        XCTAssertEqual(handler.entries.count, 0)
    }
}
