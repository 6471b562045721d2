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
}
