import Bindings
import ComposerModel
import TerminalBackend
import Widgets
import XCTest

/// Records presses from handlers isolated to the loop.
@LoopActor
private final class Presses {
    var names: [String] = []
}

/// A button on the terminal: the displayed state's title and color; keys run a style's handler.
final class ButtonTerminalTests: XCTestCase {
    func testTheHighlightedAndSelectedStatesShowTheirTitleAndColor() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let login: Button = [.states([.normal("Login", .blue), .highlighted("Logging in", .red), .selected("Chosen", .green)])]
            var frame = CellBuffer(width: 14, height: 1)
            WidgetRenderer.draw(login, into: &frame)
            XCTAssertEqual(frame.plainText, "  [ Login ]")
            XCTAssertEqual(frame[4, 0]?.foreground, .blue)

            login.install([.highlighted(true), .selected(true)] as Style)
            frame = CellBuffer(width: 14, height: 1)
            WidgetRenderer.draw(login, into: &frame)
            XCTAssertEqual(frame.plainText, "[ Logging in ]")
            XCTAssertEqual(frame[2, 0]?.foreground, .red)

            login.install(StyleDelta([.reset(.highlighted)]))
            frame = CellBuffer(width: 14, height: 1)
            WidgetRenderer.draw(login, into: &frame)
            XCTAssertEqual(frame.plainText, "  [ Chosen ]")
            XCTAssertEqual(frame[4, 0]?.foreground, .green)
        }
        try loop.close()
    }

    func testDisabledButtonShowsItsDisabledImageAsWordsBeforeItsTitle() throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated {
            let play: Button = [.title("Play", for: .normal), .image(.file("play.png", altText: "▶"), for: .normal),
                                .image(.pixels(width: 1, height: 1, rgba: [9, 9, 9, 255], altText: "paused"), for: .disabled)]
            let root: StackView = [.views([play]), .alignment(.leading)]
            let terminal = MemoryTerminal(width: 20, height: 2)
            let screen = TerminalScreen(root: root, device: terminal)
            try screen.start()
            loop.runOnce()
            XCTAssertEqual(terminal.screenLines[0], "[ ▶ Play ]")

            play.isEnabled = false
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[0], "[ paused Play ]")

            play.setImage(nil, for: .disabled)
            screen.displayNow()
            XCTAssertEqual(terminal.screenLines[0], "[ ▶ Play ]", "the disabled state falls back to the normal image")
            screen.stop()
        }
        try loop.close()
    }

    func testAnImageWithoutWordsIsAMarkAndAnImageAloneHasNoTitle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let stop: Button = [.image(.file("stop.png"), for: .normal)]
            var frame = CellBuffer(width: 5, height: 1)
            WidgetRenderer.draw(stop, into: &frame)
            XCTAssertEqual(frame.plainText, "[ ▣ ]")
            stop.setTitle("Stop", for: .normal)
            XCTAssertEqual(stop.terminalContentSize(fittingWidth: nil), Size(width: 10, height: 1))
        }
        try loop.close()
    }

    func testASharedTextStyleIsTheTitleOfAButton() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let shared: Style = [.text("Go"), .textColor(.cyan), .textStyle(.bold), .textAlignment(.leading)]
            let button = Button(style: shared)
            var frame = CellBuffer(width: 8, height: 1)
            WidgetRenderer.draw(button, into: &frame)
            XCTAssertEqual(frame.plainText, "[ Go ]")
            XCTAssertEqual(frame[2, 0]?.foreground, .cyan)
            XCTAssertTrue(frame[2, 0]?.style.contains(.bold) ?? false)
        }
        try loop.close()
    }

    func testEnterRunsTheHandlerAStyleInstalled() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let presses = Presses()
            let primary: Style = [.backgroundColor(.blue), .onPress { presses.names.append("style") }]
            let ok = Button(style: primary <<- [.title("OK", for: .normal)])
            ok.onPress { presses.names.append("code") }
            let form: StackView = [.views([ok])]
            KeyRouter.route(.tab, in: form)
            XCTAssertTrue(KeyRouter.route(.enter, in: form))
            XCTAssertTrue(KeyRouter.route(.space, in: form))
            XCTAssertEqual(presses.names, ["style", "code", "style", "code"])
        }
        try loop.close()
    }
}
