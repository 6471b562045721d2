import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

/// TextView → GtkTextView: the buffer's text, editable, justification; edits both ways.
final class TextViewGTKTests: XCTestCase {
    func testTextEditableAndAlignmentAreReadBackFromGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let view: TextView = [.text("one\ntwo"), .editable(false), .textAlignment(.center)]
            let native = try harness.show(view)
            XCTAssertEqual(native.typeName, "GtkTextView")
            XCTAssertEqual(TextView.text(of: native), "one\ntwo")
            XCTAssertEqual(native.property("editable"), .bool(false))
            XCTAssertEqual(gtk_text_view_get_justification(cgtk_text_view(native.pointer)), GTK_JUSTIFY_CENTER)
            let before = native.callCount
            view.install(StyleDelta([.reset(.editable)]))
            XCTAssertEqual(native.property("editable"), .bool(true))
            XCTAssertEqual(native.callCount - before, 1)
        }
    }

    func testBufferEditsReachHandlersOnceAndInstallsDoNotEcho() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let view: TextView = [.text("a")]
            var edits: [String] = []
            view.onTextChanged { edits.append($0) }
            let native = try harness.show(view)
            let buffer = gtk_text_view_get_buffer(cgtk_text_view(native.pointer))
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_insert(buffer, &end, "b", -1)   // as typing does
            XCTAssertEqual(edits, ["ab"])
            XCTAssertEqual(view.text, "ab")
            view.install(StyleDelta([.set(.text("xyz"))]))
            XCTAssertEqual(TextView.text(of: native), "xyz")
            XCTAssertEqual(edits, ["ab"], "an install is not an edit")
        }
    }

    func testASharedTextStyleIsCSSOnTheTextView() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let notes: TextView = [.text("one"), .textStyle(.italic)]
            let native = try harness.show(notes)
            XCTAssertTrue(native.css.contains("font-style: italic;"), native.css)
        }
    }
}
