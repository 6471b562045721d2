import Bindings
import ComposerModel
import TerminalBackend   // not @testable: a widget of one's own needs only the public API
import Widgets
import XCTest

/// A new leaf widget, as a user writes it: a level from 0 to 5, a plain property that
/// asks for a redraw, focusable, shown as `▮▮▯▯▯`; → and ← change the level.
@LoopActor
private final class Gauge: Widget {
    var level = 2 { didSet { setNeedsDisplay() } }
    override var acceptsFocus: Bool { true }
}

extension Gauge: TerminalPresentable {
    func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 5, height: 1) }

    func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        let bar = String(repeating: "▮", count: level) + String(repeating: "▯", count: 5 - level)
        buffer.write(bar, in: rect, alignment: .leading, foreground: tintColor, background: backgroundColor,
                     style: isFocused ? .reverse : .plain)
    }

    func handleTerminalKey(_ key: Key) -> Bool {
        switch key {
        case .right: level = min(5, level + 1)
        case .left: level = max(0, level - 1)
        default: return false
        }
        return true
    }
}

/// A composable that does not adopt the protocol: a `Widget` with outlets, shown as a
/// container of its children, stacked top to bottom.
@LoopActor
private final class SignInRow: Widget {
    nonisolated let caption: Label
    nonisolated let email: TextField
    nonisolated let submit: Button

    override init() {
        caption = [.text("Email")]
        email = TextField()
        submit = [.title("Go", for: .normal)]
        super.init()
        addChild(caption)
        addChild(email)
        addChild(submit)
    }
}

/// A composable made from a stack view: inherits the stack's presentation.
@LoopActor
private final class Toolbar: StackView {
    nonisolated let back: Button
    nonisolated let next: Button

    override init() {
        back = [.title("<", for: .normal)]
        next = [.title(">", for: .normal)]
        super.init()
        install([.views([back, next]), .axis(.horizontal), .spacing(1)] as Style)
    }
}

/// A subclass of a built-in widget: inherits the label's presentation.
@LoopActor
private final class Caption: Label {}

/// A container of one's own that uses the keys its focused children leave unused.
@LoopActor
private final class ShortcutPanel: Widget {
    var shortcuts: [Character] = []
}

extension ShortcutPanel: TerminalPresentable {
    func handleTerminalKey(_ key: Key, unusedBy focusedDescendant: Widget) -> Bool {
        guard case .character(let character) = key else { return false }
        shortcuts.append(character)
        return true
    }
}

/// A container of one's own with a bug: it hands its child a rectangle whose width went negative.
@LoopActor
private final class Squeezer: Widget {}

extension Squeezer: TerminalPresentable {
    func placeTerminalChildren(in frame: Rect, into frames: inout [ObjectIdentifier: Rect]) {
        for child in children {
            var squeezed = frame
            squeezed.width -= 100
            Layout.place(child, in: squeezed, into: &frames)
        }
    }
}

/// A widget that shows state outside its display revision, and says so.
@LoopActor
private final class Clock: Widget {
    var now = "12:00"
}

extension Clock: TerminalPresentable {
    func terminalContentSize(fittingWidth: Int?) -> Size { Size(width: 5, height: 1) }

    func drawTerminalContent(in rect: Rect, into buffer: inout CellBuffer) {
        buffer.write(now, in: rect, alignment: .leading, foreground: .default, background: backgroundColor, style: .plain)
    }

    var redrawsEveryTerminalFrame: Bool { true }
}

/// What a callback saw, kept on the loop.
@LoopActor
private final class Recorder<Value> {
    var values: [Value] = []
}

final class TerminalPresentableTests: XCTestCase {
    private static var monochrome: TerminalScreenOptions {
        var options = TerminalScreenOptions()
        options.colors = .none
        return options
    }

    /// A started screen showing `root`, after its first frame.
    @LoopActor
    private static func start(_ root: Widget, width: Int = 20, height: Int = 6) throws -> (TerminalScreen, MemoryTerminal) {
        let terminal = MemoryTerminal(width: width, height: height)
        let screen = TerminalScreen(root: root, device: terminal, options: Self.monochrome)
        try screen.start()
        return (screen, terminal)
    }

    private func settle(_ loop: EventLoop, until condition: @escaping @LoopActor () -> Bool) throws {
        XCTAssertTrue(try loop.run(until: condition, timeout: .seconds(10)), "the screen never showed the expected state")
    }

    func testNewLeafWidgetGetsItsSizeFromItsAdoption() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let gauge = Gauge()
            XCTAssertEqual(Layout.preferredSize(of: gauge), Size(width: 5, height: 1))
            gauge.install([.borderStyle(.single), .padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))] as Style)
            XCTAssertEqual(Layout.preferredSize(of: gauge), Size(width: 9, height: 3), "border and padding go around the content")
            gauge.install([.width(3)] as Style)
            XCTAssertEqual(Layout.preferredSize(of: gauge).width, 3, "an explicit width wins")

            let title: Label = [.text("Level")]
            let plain = Gauge()
            let row: StackView = [.views([title, plain]), .axis(.horizontal), .spacing(1)]
            let frames = Layout.frames(of: row, in: Rect(x: 0, y: 0, width: 20, height: 1))
            XCTAssertEqual(frames[ObjectIdentifier(plain)], Rect(x: 6, y: 0, width: 5, height: 1),
                           "a leaf that does not expand keeps its own width; the slack stays at the end, as in a GTK box")
        }
        try loop.close()
    }

    func testNewLeafWidgetIsDrawnAndGetsKeys() throws {
        let loop = try EventLoop()
        let gauge = LoopActor.assumeIsolated { Gauge() }
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            let title: Label = [.text("Volume")]
            let root: StackView = [.views([title, gauge]), .alignment(.leading)]
            return try Self.start(root)
        }
        let unused = LoopActor.assumeIsolated { Recorder<Key>() }
        LoopActor.assumeIsolated { screen.onKey = { unused.values.append($0) } }
        try settle(loop) { terminal.screenLines.first == "Volume" }
        LoopActor.assumeIsolated {
            XCTAssertEqual(terminal.screenLines[1], "▮▮▯▯▯")
            XCTAssertTrue(gauge.isFocused, "a focusable widget of one's own takes part in the focus order")
            terminal.type("\u{1B}[C\u{1B}[Cq")   // → → q
            XCTAssertEqual(gauge.level, 4)
            XCTAssertEqual(unused.values, [.character("q")], "a key the widget does not use reaches the application")
        }
        try settle(loop) { terminal.screenLines[1] == "▮▮▮▮▯" }
        LoopActor.assumeIsolated { screen.stop() }
        try loop.close()
    }

    func testNewLeafWidgetChangedOutsideKeysRedrawsAlone() throws {
        let loop = try EventLoop()
        let gauge = LoopActor.assumeIsolated { Gauge() }
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            let title: Label = [.text("Volume")]
            let root: StackView = [.views([title, gauge]), .alignment(.leading)]
            return try Self.start(root)
        }
        try settle(loop) { terminal.screenLines.first == "Volume" }
        let framesBefore = LoopActor.assumeIsolated { screen.framesDrawn }
        LoopActor.assumeIsolated {
            gauge.level = 0
            screen.setNeedsDisplay()
        }
        try settle(loop) { screen.framesDrawn > framesBefore }
        LoopActor.assumeIsolated {
            XCTAssertEqual(terminal.screenLines[1], "▯▯▯▯▯")
            XCTAssertEqual(screen.lastFrameRedrawnWidgetCount, 1, "setNeedsDisplay() damages the gauge alone")
            screen.stop()
        }
        try loop.close()
    }

    func testWidgetThatRedrawsEveryFrameIsRedrawnWithoutARevision() throws {
        let loop = try EventLoop()
        let clock = LoopActor.assumeIsolated { Clock() }
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            let title: Label = [.text("Time")]
            return try Self.start(StackView(style: [.views([title, clock]), .alignment(.leading)]))
        }
        try settle(loop) { terminal.screenLines.first == "Time" }
        let framesBefore = LoopActor.assumeIsolated { screen.framesDrawn }
        LoopActor.assumeIsolated {
            clock.now = "12:01"   // no setNeedsDisplay(): the revision stays
            screen.setNeedsDisplay()
        }
        try settle(loop) { screen.framesDrawn > framesBefore }
        LoopActor.assumeIsolated {
            XCTAssertEqual(terminal.screenLines[1], "12:01")
            XCTAssertEqual(screen.lastFrameRedrawnWidgetCount, 1)
            screen.stop()
        }
        try loop.close()
    }

    func testComposableWidgetShowsItsChildrenAndItsControlsGetKeys() throws {
        let loop = try EventLoop()
        let row = LoopActor.assumeIsolated { SignInRow() }
        let presses = LoopActor.assumeIsolated { Recorder<Void>() }
        let (screen, terminal) = try LoopActor.assumeIsolated { () throws -> (TerminalScreen, MemoryTerminal) in
            row.submit.onPress { presses.values.append(()) }
            let footer: Label = [.text("footer")]
            let root: StackView = [.views([row, footer]), .alignment(.leading)]
            return try Self.start(root)
        }
        try settle(loop) { terminal.screenLines.first == "Email" }
        LoopActor.assumeIsolated {
            XCTAssertEqual(terminal.screenLines[2], "  [ Go ]", "the button fills the row's width, its title centered")
            XCTAssertEqual(terminal.screenLines[3], "footer", "the composable is as tall as its children, stacked")
            XCTAssertTrue(row.email.isFocused)
            terminal.type("ada\t\r")
            XCTAssertEqual(row.email.text, "ada")
            XCTAssertTrue(row.submit.isFocused)
            XCTAssertEqual(presses.values.count, 1)
        }
        try settle(loop) { terminal.screenLines[1].hasPrefix("ada") }
        LoopActor.assumeIsolated { screen.stop() }
        try loop.close()
    }

    func testComposableWidgetDrawsItsBackgroundAndBorderAroundItsChildren() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let row = SignInRow()
            row.install([.borderStyle(.ascii)] as Style)
            XCTAssertEqual(Layout.preferredSize(of: row), Size(width: 12, height: 5), "the field's 10 cells, and the border")
            var buffer = CellBuffer(width: 12, height: 5)
            WidgetRenderer.draw(row, into: &buffer)
            XCTAssertEqual(buffer.plainText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }, [
                "+----------+",
                "|Email     |",
                "|          |",
                "|  [ Go ]  |",
                "+----------+",
            ])
        }
        try loop.close()
    }

    func testStackViewSubclassWithOutletsIsLaidOutAsAStack() throws {
        let loop = try EventLoop()
        let toolbar = LoopActor.assumeIsolated { Toolbar() }
        let (screen, terminal) = try LoopActor.assumeIsolated { try Self.start(toolbar) }
        try settle(loop) { terminal.screenLines.contains { $0.hasPrefix("[ < ]") } }
        LoopActor.assumeIsolated {
            XCTAssertEqual(terminal.screenLines.first { $0.hasPrefix("[ < ]") }, "[ < ] [ > ]",
                           "side by side, a cell apart, each its own width (buttons hug their titles)")
            XCTAssertTrue(toolbar.back.isFocused)
            terminal.type("\t")
            XCTAssertTrue(toolbar.next.isFocused)
            screen.stop()
        }
        try loop.close()
    }

    func testSubclassOfABuiltInWidgetInheritsItsPresentation() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let caption: Caption = [.text("Hello"), .textAlignment(.trailing), .width(8)]
            XCTAssertEqual(Layout.preferredSize(of: caption), Size(width: 8, height: 1))
            var buffer = CellBuffer(width: 8, height: 1)
            WidgetRenderer.draw(caption, into: &buffer)
            XCTAssertEqual(buffer.plainText, "   Hello")
        }
        try loop.close()
    }

    func testNegativeSizeFromAContainerOfOnesOwnCountsAsZero() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let squeezer = Squeezer()
            let colored: Label = [.text("x"), .backgroundColor(.blue), .borderStyle(.single)]
            squeezer.addChild(colored)
            let frames = Layout.frames(of: squeezer, in: Rect(x: 0, y: 0, width: 10, height: 3))
            XCTAssertEqual(frames[ObjectIdentifier(colored)], Rect(x: 0, y: 0, width: 0, height: 3))
            var buffer = CellBuffer(width: 10, height: 3)
            WidgetRenderer.draw(squeezer, frames: frames, into: &buffer)   // no trap on a background or border
            var negative = Rect(x: 0, y: 0, width: 5, height: 2)
            negative.height = -4
            WidgetRenderer.draw(colored, frames: [ObjectIdentifier(colored): negative], into: &buffer)
            XCTAssertEqual(buffer.plainText, "")
        }
        try loop.close()
    }

    func testKeyTheFocusedWidgetLeavesIsOfferedToItsAncestors() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let panel = ShortcutPanel()
            let ok: Button = [.title("OK", for: .normal)]
            panel.addChild(ok)
            XCTAssertTrue(ok.becomeFocused())
            XCTAssertTrue(KeyRouter.route(.character("s"), in: panel))
            XCTAssertFalse(KeyRouter.route(.escape, in: panel), "a key no one uses is returned")
            XCTAssertEqual(panel.shortcuts, ["s"])
        }
        try loop.close()
    }
}
