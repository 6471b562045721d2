import Bindings
import ComposerModel
import LoopComposerTesting
import XCTest

/// What the page's stylesheet (`app.css`) draws from the attributes the server sends, read
/// back from Chromium's computed styles.
final class BrowserStylesheetTests: XCTestCase {
    func testATintColorsASwitchsTrackAndTheLayoutsAttributesReachThePage() async throws {
        try await withBoard { board, page in
            try await page.openApp(board.url)
            // The track's color eases over 140 ms: read the color it ends at, not a frame of the way.
            _ = try await page.run(#"document.querySelector('[data-identifier="toggle"]').style.transition = 'none'"#)
            board.model.isOn = true
            board.view.toggle.tintColor = .rgb(red: 200, green: 30, blue: 160)
            try await waitForDOM(of: board.view, in: page)
            let track = try await page.run(#"""
                return getComputedStyle(document.querySelector('[data-identifier="toggle"]')).backgroundColor
                """#)
            XCTAssertEqual(track.string, "rgb(200, 30, 160)", "the tint, not the theme's accent, fills the track")
            // A text field expands across: the page kept the attribute (it refused it once,
            // and expanding did nothing in a browser).
            let expands = try await page.run(#"""
                return document.querySelector('[data-identifier="field"]').getAttribute('data-expands')
                """#)
            XCTAssertEqual(expands.string, "horizontal")
        }
    }

    func testAStackWithoutSpacingGetsTheHIGsGapsAndAnExplicitZeroTouches() async throws {
        try await withBoard { board, page in
            try await page.openApp(board.url)
            let gap = #"return getComputedStyle(document.querySelector('.lc-stackView')).rowGap"#
            let groups = try await page.run(gap)
            XCTAssertEqual(groups.string, "12px", "a list among the children: the HIG's gap between groups")
            board.view.root.spacing = 0
            try await waitForDOM(of: board.view, in: page)
            let touching = try await page.run(gap)
            XCTAssertEqual(touching.string, "0px", "an explicit 0: the children touch")
            board.view.root.install(StyleDelta([.reset(.spacing)]))
            try await waitForDOM(of: board.view, in: page)
            let removed = try await page.run(gap)
            XCTAssertEqual(removed.string, "12px", "the spacing removed: the stylesheet's again")
            let controls = try await page.run(#"""
                const stack = document.createElement('div');
                stack.className = 'lc-stackView lc-vertical';
                document.body.append(stack);
                return getComputedStyle(stack).rowGap
                """#)
            XCTAssertEqual(controls.string, "6px", "a stack without data-groups: the HIG's 6 px between controls")
        }
    }
}
