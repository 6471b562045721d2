import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

/// ScrollView → GtkScrolledWindow: content as its child, offset as the vertical adjustment.
final class ScrollViewGTKTests: XCTestCase {
    func testContentIsTheChildAndTheOffsetTheAdjustmentsValue() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let log = TextView(style: [.text((1...200).map { "line \($0)" }.joined(separator: "\n"))])
            let scroll: ScrollView = [.content(log), .height(5)]
            let native = try harness.show(scroll)
            XCTAssertEqual(native.typeName, "GtkScrolledWindow")
            let logNative = try harness.native(log)
            var child = gtk_scrolled_window_get_child(cgtk_scrolled_window(native.pointer))
            // GtkTextView scrolls itself: it is the child, no viewport in between.
            XCTAssertEqual(child.map { UnsafeMutableRawPointer($0) }, logNative.pointer)
            // Let GTK lay the window out so that the adjustment has its bounds.
            let loop = harness.loop
            _ = try? loop.run(until: {
                gtk_adjustment_get_upper(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(native.pointer))) > 200
            }, timeout: .seconds(5))
            let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(native.pointer))
            XCTAssertNotNil(scroll.contentHeight, "GTK's bounds reach the scroll metrics")
            let before = native.callCount
            scroll.install(StyleDelta([.set(.contentOffset(3))]))
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 48)
            XCTAssertEqual(native.callCount - before, 1)
            XCTAssertEqual(scroll.contentOffset, 3)
            scroll.install(StyleDelta([.reset(.content)]))
            child = gtk_scrolled_window_get_child(cgtk_scrolled_window(native.pointer))
            XCTAssertNil(child)
            XCTAssertNil(harness.screen?.existingNativeWidget(for: log))
        }
    }

    func testUserScrollingReachesScrollHandlersInRows() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let log = TextView(style: [.text((1...200).map { "line \($0)" }.joined(separator: "\n"))])
            let scroll: ScrollView = [.content(log), .height(5)]
            var offsets: [Int] = []
            scroll.onScroll { offsets.append($0) }
            let native = try harness.show(scroll)
            let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(native.pointer))
            _ = try? harness.loop.run(until: { gtk_adjustment_get_upper(adjustment) > 200 }, timeout: .seconds(5))
            gtk_adjustment_set_value(adjustment, 160)   // as the scroll wheel does
            XCTAssertEqual(offsets, [10])
            XCTAssertEqual(scroll.contentOffset, 10)
            scroll.install(StyleDelta([.set(.contentOffset(2))]))
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 32)
            XCTAssertEqual(offsets, [10], "an install is not a scroll")
        }
    }
}
