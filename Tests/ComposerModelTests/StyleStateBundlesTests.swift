import ComposerModel
import XCTest

/// ViewComposer's `.states([Normal("Login", .blue), Highlighted("Logging in...", .red)])`.
final class StyleStateBundlesTests: XCTestCase {
    func testABundleIsExpandedIntoPerStateAttributesWhenAStyleIsBuilt() {
        let login: Style = [.states([.normal("Login", .blue), .highlighted("Logging in...", .red)]), .color(.green)]
        XCTAssertEqual(login, [.title("Login", for: .normal), .titleColor(.blue, for: .normal),
                               .title("Logging in...", for: .highlighted), .titleColor(.red, for: .highlighted),
                               .backgroundColor(.green)])
        XCTAssertFalse(login.contains(.states))
        XCTAssertEqual(login.count, 5)
    }

    func testABundleMergesPerStateAndPerField() {
        let base: Style = [.title("Sign in", for: .normal), .titleColor(.white, for: .normal), .title("Wait", for: .disabled)]
        let merged = base <<- .states([.normal("Login"), .highlighted("Logging in...", .red)])
        XCTAssertEqual(merged.title(for: .normal), "Login", "master's title wins")
        XCTAssertEqual(merged.titleColor(for: .normal), .white, "a field the bundle leaves out is kept")
        XCTAssertEqual(merged.title(for: .disabled), "Wait", "a state the bundle leaves out is kept")
        XCTAssertEqual(merged.titleColor(for: .highlighted), .red)

        let underneath = base <- .states([.normal("Login", .blue)])
        XCTAssertEqual(underneath.title(for: .normal), "Sign in", "the slave's title loses")
        XCTAssertEqual(underneath.titleColor(for: .normal), .white)
    }

    func testABundleDiffsPerStateAndPerField() {
        let before: Style = [.states([.normal("Login", .blue), .highlighted("Logging in...", .red)])]
        let after: Style = [.states([.normal("Login", .blue), .highlighted("Logging in...", .green)])]
        XCTAssertEqual(after.difference(from: before).changes, [.set(.titleColor(.green, for: .highlighted))])
    }

    func testStatesBundleSetsImagesPerState() {
        let play = Image.file("play.png", altText: "▶"), dim = Image.file("play-dim.png", altText: "▶")
        let style: Style = [.states([.normal("Play", image: play), .disabled(image: dim)])]
        XCTAssertEqual(style, [.image(play, for: .normal), .image(dim, for: .disabled), .title("Play", for: .normal)])
        XCTAssertEqual(style.image(for: .normal), play)
        XCTAssertEqual(style.image(for: .disabled), dim)
        XCTAssertNil(style.image(for: .highlighted), "a style has no fallback")
        let changed: Style = [.states([.normal("Play", image: play), .disabled(image: play)])]
        XCTAssertEqual(changed.difference(from: style).changes, [.set(.image(play, for: .disabled))])
    }

    func testTheDuplicatesPolicySettlesABundleFieldAndAPerStateAttribute() {
        let firstWins: Style = [.title("Explicit", for: .normal), .states([.normal("Bundled", .blue)])]
        XCTAssertEqual(firstWins.title(for: .normal), "Explicit")
        XCTAssertEqual(firstWins.titleColor(for: .normal), .blue)
        XCTAssertEqual(firstWins.diagnostics.count, 1)
        let lastWins = Style([.title("Explicit", for: .normal), .states([.normal("Bundled")])], duplicates: .lastWins)
        XCTAssertEqual(lastWins.title(for: .normal), "Bundled")
    }

    func testSettingABundleSetsEachOfItsFields() {
        var style: Style = [.title("Old", for: .normal)]
        style.set(.states([.normal("New"), .selected("Chosen", .yellow)]))
        XCTAssertEqual(style, [.title("New", for: .normal), .title("Chosen", for: .selected), .titleColor(.yellow, for: .selected)])
    }

    func testABundleAfterARepeatedKeyIsStillExpanded() {
        let style: Style = [.text("first"), .text("second"), .states([.normal("Login", .blue)])]
        XCTAssertEqual(style, [.text("first"), .title("Login", for: .normal), .titleColor(.blue, for: .normal)])
        XCTAssertEqual(style.diagnostics.count, 1)
    }
}
