// Documentation/Migrating.md's "Actions, states and shared styles" blocks, verbatim,
// each in the test its HTML comment names. Edit a block here and there together.

import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

@LoopActor
private final class Counter {
    @Observed var count = 0
}

final class MigratingActionsSnippetsTests: XCTestCase {
    func testATargetAndADelegateOnTheScreenThatOwnsThem() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            @LoopActor final class LoginScreen: TextFieldDelegate {
                var presses = 0
                lazy var emailField: TextField = [.placeholder("Email"), .delegate(self)]
                lazy var loginButton: Button = [.title("Login", for: .normal), .onPress { [weak self] in self?.loginButtonPressed() }]

                func loginButtonPressed() { presses += 1 }
                func textField(_ field: TextField, shouldChangeTextTo text: String) -> Bool { !text.contains(" ") }
            }

            let screen = LoginScreen()
            var taps = 0
            screen.loginButton.onPress { taps += 1 }      // a handler added in code runs beside the style's
            screen.loginButton.userDidPress()
            screen.emailField.userDidType("ada lovelace")  // the delegate refuses text with a space

            XCTAssertEqual(screen.presses, 1, "the style's target ran")
            XCTAssertEqual(taps, 1, "the handler added in code ran too")
            XCTAssertEqual(screen.emailField.text, "")
            screen.emailField.userDidType("ada")
            XCTAssertEqual(screen.emailField.text, "ada")

            // Neither the button's handler nor the field's delegate keeps the screen alive.
            weak var weakScreen: LoginScreen?
            let button: Button
            let field: TextField
            do {
                let transient = LoginScreen()
                weakScreen = transient
                button = transient.loginButton
                field = transient.emailField
            }
            XCTAssertNil(weakScreen)
            button.userDidPress()                         // the captured screen is gone: the handler does nothing
            field.userDidType(" ")                        // no delegate left to refuse the space
            XCTAssertEqual(field.text, " ")
        }
        try loop.close()
    }

    func testAnActionMadeOnceInABinding() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let counter = Counter()
            let increment = EventAction { counter.count += 1 }
            let plus = Button()
            plus.bind(to: counter) { counter in [.title("+ (\(counter.count))", for: .normal), .onPress(increment)] }

            loop.runOnce()                      // the binding installs at the flush
            plus.userDidPress()
            loop.runOnce()
            plus.userDidPress()
            loop.runOnce()
            XCTAssertEqual(counter.count, 2)
            XCTAssertEqual(plus.displayedTitle, "+ (2)")
            XCTAssertEqual(changes.changeCountByKey(of: plus)[.onPress], 1, "one identity: installed once")
        }
        try loop.close()
    }

    func testValueChangeAndSubmitHandlers() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var volume = 0.0, isMuted = false, period = -1, draft = "", query = ""
            let slider: Slider = [.range(0...10), .onChange { volume = $0 }]
            let mute: Switch = [.onChange { isMuted = $0 }]
            let periods: SegmentedControl = [.segments(["Day", "Week"]), .onChange { period = $0 }]
            let search: TextField = [.placeholder("Search"), .onChange { draft = $0 }, .onSubmit { query = $0 }]
            slider.userDidChangeValue(to: 7)
            mute.userDidToggle()
            periods.userDidSelect(segment: 1)
            search.userDidType("swift")
            search.userDidPressReturn()

            XCTAssertEqual(volume, 7)
            XCTAssertTrue(isMuted)
            XCTAssertEqual(period, 1)
            XCTAssertEqual(draft, "swift")
            XCTAssertEqual(query, "swift")
        }
        try loop.close()
    }

    func testControlStateBundles() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let login: Button = [.states([.normal("Login", .blue), .highlighted("Logging in...", .red)])]
            login.install([.highlighted(true)] as Style)
            let choice: Button = [.states([.normal("Off"), .selected("On", .green), .disabled("Wait", .gray)]), .selected(true)]
            let next: Button = [.text("Next"), .textColor(.red)]

            XCTAssertEqual(login.displayedTitle, "Logging in...")
            XCTAssertEqual(login.displayedTitleColor, .red)
            XCTAssertEqual(choice.displayedTitle, "On")
            XCTAssertEqual(choice.displayedTitleColor, .green)
            XCTAssertEqual(next.title(for: .normal), "Next")
            XCTAssertEqual(next.titleColor(for: .normal), .red)
            XCTAssertEqual(next.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testOneSharedTextStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let textStyle: Style = [.text("Hello"), .font(.system(size: 14)), .textColor(.red), .textStyle(.bold), .textAlignment(.center)]
            let label = Label(style: textStyle)
            let button = Button(style: textStyle)
            let field = TextField(style: textStyle)
            let notes = TextView(style: textStyle)

            for widget: Widget in [label, button, field, notes] {
                XCTAssertEqual(widget.constructionDiagnostics, [], widget.diagnosticName)
            }
            XCTAssertEqual(button.displayedTitle, "Hello")
            XCTAssertEqual(button.displayedTitleColor, .red)
            XCTAssertEqual(field.textStyle, .bold)
            XCTAssertEqual(notes.text, "Hello")
            XCTAssertEqual(notes.textAlignment, .center)
            for widget: Widget in [label, button, field, notes] {
                XCTAssertEqual(widget.font, .system(size: 14), widget.diagnosticName)
            }
        }
        try loop.close()
    }
}
