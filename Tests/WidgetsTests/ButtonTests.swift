import Bindings
import ComposerModel
import LoopComposerTesting
import Widgets
import XCTest

final class ButtonTests: XCTestCase {
    func testTitlesAndColorsAreKeptPerStateAndResetPerState() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let button = Button()
            let style: Style = [.title("OK", for: .normal), .title("Wait", for: .disabled),
                                .titleColor(.green, for: .normal), .titleColor(.red, for: .disabled),
                                .textStyle(.bold), .textAlignment(.leading)]
            XCTAssertEqual(button.install(style).diagnostics, [])
            XCTAssertEqual(button.titles, [.normal: "OK", .disabled: "Wait"])
            XCTAssertEqual(button.titleColors, [.normal: .green, .disabled: .red])
            XCTAssertEqual(button.textStyle, .bold)
            XCTAssertEqual(button.textAlignment, .leading)

            let withoutDisabled: Style = [.title("OK", for: .normal), .titleColor(.green, for: .normal),
                                          .textStyle(.bold), .textAlignment(.leading)]
            button.install(withoutDisabled.difference(from: style))
            XCTAssertEqual(button.titles, [.normal: "OK"])
            XCTAssertEqual(button.titleColors, [.normal: .green])
            XCTAssertEqual(changes.changeCountByKey(of: button)[.title(.disabled)], 2)
            XCTAssertNil(changes.changeCountByKey(of: button)[.title(.highlighted)])

            button.install(Style().difference(from: withoutDisabled))
            XCTAssertEqual(button.titles, [:])
            XCTAssertEqual(button.titleColors, [:])
            XCTAssertEqual(button.textStyle, .plain)
            XCTAssertEqual(button.textAlignment, .center)
            XCTAssertEqual(button.displayedTitle, "")
            XCTAssertEqual(button.displayedTitleColor, .default)
        }
        try loop.close()
    }

    func testDisabledButtonShowsItsDisabledTitleAndColor() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            button.install([.title("OK", for: .normal), .title("Wait", for: .disabled),
                            .titleColor(.green, for: .normal), .titleColor(.red, for: .disabled)] as Style)
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .green)
            button.install([.enabled(false)] as Style)
            XCTAssertEqual(button.displayedState, .disabled)
            XCTAssertEqual(button.displayedTitle, "Wait")
            XCTAssertEqual(button.displayedTitleColor, .red)
        }
        try loop.close()
    }

    func testDisabledButtonShowsItsDisabledImage() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let play = Image.file("play.png", altText: "▶"), dim = Image.file("play-dim.png", altText: "▶")
            let button: Button = [.title("Play", for: .normal), .image(play, for: .normal), .image(dim, for: .disabled)]
            XCTAssertEqual(button.images, [.normal: play, .disabled: dim])
            XCTAssertEqual(button.displayedImage, play)
            button.isEnabled = false
            XCTAssertEqual(button.displayedImage, dim)
            XCTAssertEqual(button.displayedTitle, "Play", "the title stays beside the image")
        }
        try loop.close()
    }

    func testRemovedImageFallsBackToNormalImage() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let changes = WidgetChangeRecorder.start()
            defer { changes.stop() }
            let play = Image.file("play.png"), busy = Image.file("busy.png")
            let button = Button()
            let style: Style = [.image(play, for: .normal), .image(busy, for: .highlighted), .highlighted(true)]
            button.install(style)
            XCTAssertEqual(button.displayedImage, busy)
            let withoutHighlightedImage: Style = [.image(play, for: .normal), .highlighted(true)]
            button.install(withoutHighlightedImage.difference(from: style))
            XCTAssertEqual(button.images, [.normal: play])
            XCTAssertEqual(button.displayedImage, play, "the highlighted state falls back to the normal image")
            XCTAssertEqual(changes.changeCountByKey(of: button)[.buttonImage(.normal)], 1, "the delta leaves the normal image alone")
            button.install(Style().difference(from: withoutHighlightedImage))
            XCTAssertNil(button.displayedImage, "without a normal image a button shows none")
            XCTAssertEqual(button.images, [:])
        }
        try loop.close()
    }

    func testAnImageOfTheWrongByteCountIsRejectedAndTheOldOneKept() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let dot = Image.pixels(width: 1, height: 1, rgba: [255, 0, 0, 255])
            let button: Button = [.image(dot, for: .normal)]
            let report = button.install([.image(.pixels(width: 2, height: 1, rgba: [0, 0, 0, 0]), for: .normal)] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message),
                           ["Button: value rejected for buttonImage(.pixels(width: 2, height: 1, rgba: 4 bytes), for: .normal): image has 4 bytes of RGBA, not 8 (2×1×4)"])
            XCTAssertEqual(button.displayedImage, dot)
        }
        try loop.close()
    }

    func testStatesWithoutTheirOwnTitleFallBackToNormal() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            button.install([.title("OK", for: .normal), .titleColor(.blue, for: .normal), .enabled(false)] as Style)
            XCTAssertEqual(button.displayedTitle, "OK")
            XCTAssertEqual(button.displayedTitleColor, .blue)
            XCTAssertEqual(button.title(for: .highlighted), "OK")
            XCTAssertEqual(button.titleColor(for: .highlighted), .blue)
        }
        try loop.close()
    }

    func testAttributesOfOtherWidgetsAreSkippedWithADiagnostic() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let button = Button()
            let report = button.install([.placeholder("x")] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), [#"Button: unsupported attribute placeholder("x") skipped"#])
        }
        try loop.close()
    }
}
