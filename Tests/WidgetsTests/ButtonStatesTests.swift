import Bindings
import ComposerModel
import Widgets
import XCTest

/// ViewComposer's control states and a text style shared with other widgets, on a button.
final class ButtonStatesTests: XCTestCase {
    func testTheLoginButtonOfViewComposersREADME() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let log = EventLog()
            let style: Style = [.textStyle(.bold), .height(1)]
            let loginButton: Button = style <<-
                .states([.normal("Login", .blue), .highlighted("Logging in...", .red)]) <-
                .onPress { log.entries.append("should login") } <-
                [.color(.green), .borderStyle(.rounded)]
            XCTAssertEqual(loginButton.constructionDiagnostics, [])
            XCTAssertEqual(loginButton.displayedTitle, "Login")
            XCTAssertEqual(loginButton.displayedTitleColor, .blue)
            XCTAssertEqual(loginButton.backgroundColor, .green)
            loginButton.install([.highlighted(true)] as Style)
            XCTAssertEqual(loginButton.displayedState, .highlighted)
            XCTAssertEqual(loginButton.displayedTitle, "Logging in...")
            XCTAssertEqual(loginButton.displayedTitleColor, .red)
            loginButton.userDidPress()
            XCTAssertEqual(log.entries, ["should login"])
        }
        try loop.close()
    }

    func testDisabledWinsOverHighlightedWhichWinsOverSelected() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button: Button = [.states([.normal("N"), .highlighted("H"), .selected("S"), .disabled("D")])]
            let all: Style = [.enabled(false), .highlighted(true), .selected(true)]
            button.install(all)
            XCTAssertEqual(button.displayedTitle, "D")
            let notDisabled: Style = [.highlighted(true), .selected(true)]
            button.install(notDisabled.difference(from: all))
            XCTAssertEqual(button.displayedTitle, "H")
            let selectedOnly: Style = [.selected(true)]
            button.install(selectedOnly.difference(from: notDisabled))
            XCTAssertEqual(button.displayedState, .selected)
            XCTAssertEqual(button.displayedTitle, "S")
            button.install(Style().difference(from: selectedOnly))
            XCTAssertEqual(button.displayedState, .normal)
            XCTAssertFalse(button.isSelected)
            XCTAssertFalse(button.isHighlighted)
        }
        try loop.close()
    }

    func testAStateWithoutItsOwnFieldsFallsBackToNormal() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button: Button = [.states([.normal("Save", .white), .selected(nil, .yellow)]), .selected(true)]
            XCTAssertEqual(button.displayedTitle, "Save")
            XCTAssertEqual(button.displayedTitleColor, .yellow)
        }
        try loop.close()
    }

    func testASharedTextStyleMeansTheNormalTitleOnAButton() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let shared: Style = [.text("Continue"), .textColor(.cyan), .textStyle(.bold), .textAlignment(.leading)]
            let label = Label(style: shared)
            let button = Button(style: shared)
            let field = TextField(style: shared)
            let notes = TextView(style: shared)
            for widget: Widget in [label, button, field, notes] {
                XCTAssertEqual(widget.constructionDiagnostics, [], "\(widget.diagnosticName)")
            }
            XCTAssertEqual(button.displayedTitle, "Continue")
            XCTAssertEqual(button.displayedTitleColor, .cyan)
            XCTAssertEqual(field.textStyle, .bold)
            XCTAssertEqual(notes.textStyle, .bold)
            XCTAssertEqual(notes.textColor, .cyan)
        }
        try loop.close()
    }

    func testAnExplicitNormalTitleWinsOverTextWhateverTheOrderAndEachResetsAlone() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let both: Style = [.title("Explicit", for: .normal), .text("Shared"), .titleColor(.red, for: .normal), .textColor(.blue)]
            let button = Button(style: both)
            XCTAssertEqual(button.displayedTitle, "Explicit")
            XCTAssertEqual(button.displayedTitleColor, .red)
            let textOnly: Style = [.text("Shared"), .textColor(.blue)]
            button.install(textOnly.difference(from: both))
            XCTAssertEqual(button.displayedTitle, "Shared", "removing the title leaves the text shown")
            XCTAssertEqual(button.displayedTitleColor, .blue)
            button.install(Style().difference(from: textOnly))
            XCTAssertEqual(button.displayedTitle, "")
            XCTAssertEqual(button.displayedTitleColor, .default)
        }
        try loop.close()
    }

    func testABundleInstalledDirectlySetsItsFields() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            XCTAssertEqual(button.apply(.states([.normal("OK", .green)])), .applied)
            XCTAssertEqual(button.titles, [.normal: "OK"])
            XCTAssertEqual(button.titleColors, [.normal: .green])
        }
        try loop.close()
    }
}
