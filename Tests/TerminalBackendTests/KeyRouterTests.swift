import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

final class KeyRouterTests: XCTestCase {
    func testFirstNavigationKeyFocusesTheFirstControl() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let title: Label = [.text("Form")]
            let ok: Button = [.title("OK", for: .normal)]
            let form: StackView = [.views([title, ok])]
            XCTAssertFalse(KeyRouter.route(.character("x"), in: form))
            XCTAssertTrue(KeyRouter.route(.down, in: form))
            XCTAssertTrue(ok.isFocused)
        }
        try loop.close()
    }

    func testTabAndShiftTabCycleTheFocus() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let first = Button(), second = Switch()
            let form: StackView = [.views([first, second])]
            KeyRouter.route(.tab, in: form)
            XCTAssertTrue(first.isFocused)
            KeyRouter.route(.tab, in: form)
            XCTAssertTrue(second.isFocused)
            KeyRouter.route(.tab, in: form)
            XCTAssertTrue(first.isFocused)
            KeyRouter.route(.backTab, in: form)
            XCTAssertTrue(second.isFocused)
        }
        try loop.close()
    }

    func testTypingEditsTheFocusedTextField() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            var returned: [String] = []
            field.onReturn { returned.append($0) }
            field.becomeFocused()
            for key: Key in [.character("h"), .character("é"), .space, .character("x"), .backspace, .enter] {
                XCTAssertTrue(KeyRouter.route(key, in: field))
            }
            XCTAssertEqual(field.text, "hé ")
            XCTAssertEqual(returned, ["hé "])
        }
        try loop.close()
    }

    func testLeavingATextFieldEndsItsEditing() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let field = TextField()
            let ok = Button()
            let form: StackView = [.views([field, ok])]
            var ended: [String] = []
            field.onEndEditing { ended.append($0) }
            field.becomeFocused()
            KeyRouter.route(.character("a"), in: form)
            KeyRouter.route(.tab, in: form)
            XCTAssertTrue(ok.isFocused)
            XCTAssertEqual(ended, ["a"])
            KeyRouter.route(.tab, in: form)
            KeyRouter.route(.down, in: form)
            XCTAssertEqual(ended, ["a", "a"], "an arrow that moves the focus away ends editing too")
        }
        try loop.close()
    }

    func testArrowsMoveSlidersSegmentsAndListSelection() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let slider: Slider = [.range(min: 0, max: 1), .value(0.5), .step(0.25)]
            let segments: SegmentedControl = [.segments(["a", "b", "c"]), .selectedIndex(0)]
            let list: ListView = [.items([ListItem(id: "x", title: "x"), ListItem(id: "y", title: "y")]), .selectedIndex(0)]
            let form: StackView = [.views([slider, segments, list])]

            slider.becomeFocused()
            KeyRouter.route(.right, in: form)
            XCTAssertEqual(slider.value, 0.75)
            KeyRouter.route(.left, in: form)
            KeyRouter.route(.left, in: form)
            XCTAssertEqual(slider.value, 0.25)

            segments.becomeFocused()
            KeyRouter.route(.right, in: form)
            KeyRouter.route(.right, in: form)
            KeyRouter.route(.right, in: form)
            XCTAssertEqual(segments.selectedIndex, 2, "stops at the last segment")
            KeyRouter.route(.left, in: form)
            XCTAssertEqual(segments.selectedIndex, 1)

            list.becomeFocused()
            KeyRouter.route(.down, in: form)
            XCTAssertEqual(list.selectedIndex, 1)
            KeyRouter.route(.down, in: form)
            XCTAssertEqual(list.selectedIndex, 1, "stays on the last row")
            XCTAssertTrue(list.isFocused, "arrows a list uses do not move the focus")
            KeyRouter.route(.home, in: form)
            XCTAssertEqual(list.selectedIndex, 0)
        }
        try loop.close()
    }

    func testEnterAndSpacePressButtonsAndFlipSwitches() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            let toggle = Switch()
            let form: StackView = [.views([button, toggle])]
            var presses = 0
            button.onPress { presses += 1 }
            button.becomeFocused()
            KeyRouter.route(.enter, in: form)
            KeyRouter.route(.space, in: form)
            XCTAssertEqual(presses, 2)
            toggle.becomeFocused()
            KeyRouter.route(.space, in: form)
            XCTAssertTrue(toggle.isOn)
            XCTAssertFalse(KeyRouter.route(.escape, in: form), "Escape is left to the application")
        }
        try loop.close()
    }
}
