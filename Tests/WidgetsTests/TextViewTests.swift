import Bindings
import ComposerModel
import Widgets
import XCTest

final class TextViewTests: XCTestCase {
    func testTextAttributesApplyAndResetToDefaults() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let view = TextView()
            XCTAssertTrue(view.isEditable)
            let style: Style = [.text("one\ntwo\n"), .editable(false), .textColor(.blue), .textAlignment(.center)]
            XCTAssertEqual(view.install(style).diagnostics, [])
            XCTAssertEqual(view.lines, ["one", "two", ""])
            XCTAssertFalse(view.isEditable)
            XCTAssertEqual(view.textColor, .blue)
            XCTAssertEqual(view.textAlignment, .center)
            view.install(Style().difference(from: style))
            XCTAssertEqual(view.text, "")
            XCTAssertEqual(view.lines, [""])
            XCTAssertTrue(view.isEditable)
            XCTAssertEqual(view.textColor, .default)
            XCTAssertEqual(view.textAlignment, .leading)
        }
        try loop.close()
    }

    func testPlaceholderIsNotATextViewAttribute() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let view = TextView()
            let report = view.install([.placeholder("notes")] as Style)
            XCTAssertEqual(report.diagnostics.map(\.message), [#"TextView: unsupported attribute placeholder("notes") skipped"#])
        }
        try loop.close()
    }

    func testUserEditReachesHandlersOnceAndIsRefusedWhenNotEditable() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let view: TextView = [.text("a")]
            var edits: [String] = []
            view.onTextChanged { edits.append($0) }
            view.userDidChangeText(to: "ab")
            view.userDidChangeText(to: "ab")
            XCTAssertEqual(edits, ["ab"])
            XCTAssertEqual(view.text, "ab")
            view.install([.editable(false)] as Style)
            view.userDidChangeText(to: "abc")
            view.install([.text("set")] as Style)
            XCTAssertEqual(edits, ["ab"], "neither a refused edit nor an install is an edit")
            XCTAssertEqual(view.text, "set")
        }
        try loop.close()
    }
}
