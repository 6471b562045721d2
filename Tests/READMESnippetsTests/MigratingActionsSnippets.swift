// Documentation/Migrating.md's "Actions, states and shared styles" blocks, verbatim,
// each in the test its HTML comment names. Edit a block here and there together.

import Bindings
import ComposerModel
import Widgets
import XCTest

@LoopActor
private final class Counter {
    @Observed var count = 0
}

final class MigratingActionsSnippetsTests: XCTestCase {
    func testATargetInAPredefinedStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var presses = 0
            let primary: Style = [.color(.green), .borderStyle(.rounded)]
            let loginButton: Button = primary <<- [.title("Login", for: .normal), .onPress { presses += 1 }]
            loginButton.userDidPress()

            XCTAssertEqual(presses, 1)
            XCTAssertEqual(loginButton.backgroundColor, .green)
        }
        try loop.close()
    }

    func testAnActionMadeOnceInABinding() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
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
            XCTAssertEqual(plus.changeCountByKey[.onPress], 1, "one identity: installed once")
        }
        try loop.close()
    }

    func testValueChangeAndSubmitHandlers() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            var volume = 0.0, isMuted = false, query = ""
            let slider: Slider = [.range(0...10), .onChange { volume = $0 }]
            let mute: Switch = [.onChange { isMuted = $0 }]
            let search: TextField = [.placeholder("Search"), .onSubmit { query = $0 }]
            slider.userDidChangeValue(to: 7)
            mute.userDidToggle()
            search.userDidType("swift")
            search.userDidPressReturn()

            XCTAssertEqual(volume, 7)
            XCTAssertTrue(isMuted)
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

            XCTAssertEqual(login.displayedTitle, "Logging in...")
            XCTAssertEqual(login.displayedTitleColor, .red)
            XCTAssertEqual(choice.displayedTitle, "On")
            XCTAssertEqual(choice.displayedTitleColor, .green)
        }
        try loop.close()
    }

    func testOneSharedTextStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let textStyle: Style = [.text("Hello"), .textColor(.red), .textStyle(.bold)]
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
        }
        try loop.close()
    }
}
