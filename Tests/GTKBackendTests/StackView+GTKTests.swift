import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

/// StackView → GtkBox: axis, spacing, distribution, alignment, arranged subviews kept.
final class StackViewGTKTests: XCTestCase {
    @LoopActor
    private static func children(_ native: GTKWidget) -> [UnsafeMutableRawPointer] {
        var result: [UnsafeMutableRawPointer] = []
        var child = gtk_widget_get_first_child(cgtk_widget(native.pointer))
        while let current = child {
            result.append(UnsafeMutableRawPointer(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    func testAxisSpacingDistributionAndAlignmentAreReadBackFromGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let first = Label(style: [.text("a")])
            let second = Label(style: [.text("b"), .height(2)])
            let stack: StackView = [.axis(.horizontal), .spacing(2), .distribution(.fillEqually),
                                    .alignment(.fill), .views([first, second])]
            let native = try harness.show(stack)
            XCTAssertEqual(native.typeName, "GtkBox")
            XCTAssertEqual(gtk_orientable_get_orientation(cgtk_orientable(native.pointer)), GTK_ORIENTATION_HORIZONTAL)
            XCTAssertEqual(native.property("spacing"), .int(16))
            XCTAssertEqual(native.property("homogeneous"), .bool(true))
            let firstNative = try harness.native(first), secondNative = try harness.native(second)
            XCTAssertEqual(Self.children(native), [firstNative.pointer, secondNative.pointer])
            XCTAssertEqual(gtk_widget_get_valign(cgtk_widget(firstNative.pointer)), GTK_ALIGN_FILL)
            XCTAssertEqual(gtk_widget_get_valign(cgtk_widget(secondNative.pointer)), GTK_ALIGN_START,
                           "an explicit size wins over fill")
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(firstNative.pointer)), 1, "fill distributions share the slack")
            second.install(StyleDelta([.set(.width(4))]))
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(secondNative.pointer)), 0, "an explicit length takes none")
            stack.install(StyleDelta([.set(.distribution(.equalSpacing))]))
            XCTAssertEqual(gtk_widget_get_hexpand(cgtk_widget(firstNative.pointer)), 0)
            stack.install(StyleDelta([.set(.distribution(.fillEqually))]))
            stack.install(StyleDelta([.set(.alignment(.center))]))
            XCTAssertEqual(gtk_widget_get_valign(cgtk_widget(firstNative.pointer)), GTK_ALIGN_CENTER)
            stack.install(StyleDelta([.reset(.axis), .reset(.spacing), .reset(.distribution)]))
            XCTAssertEqual(gtk_orientable_get_orientation(cgtk_orientable(native.pointer)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(native.property("spacing"), .int(0))
            XCTAssertEqual(native.property("homogeneous"), .bool(false))
            XCTAssertEqual(gtk_widget_get_halign(cgtk_widget(firstNative.pointer)), GTK_ALIGN_CENTER)
        }
    }

    func testRearrangedSubviewsKeepTheirNativeWidgetsAndRemovedOnesAreForgotten() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let a = Label(), b = Switch(), c = Button()
            let stack: StackView = [.views([a, b, c])]
            let native = try harness.show(stack)
            let aNative = try harness.native(a), cNative = try harness.native(c)
            let before = native.callCount
            stack.install(StyleDelta([.set(.views([c, a]))]))
            XCTAssertEqual(native.callCount - before, 1)
            XCTAssertEqual(Self.children(native), [cNative.pointer, aNative.pointer])
            XCTAssertTrue(try harness.native(c) === cNative)
            XCTAssertNil(harness.screen?.existingNativeWidget(for: b))
            XCTAssertNil(b.presenter)
            b.install(StyleDelta([.set(.isOn(true))]))   // no longer shown: nothing to do
        }
    }

    func testCompositeWidgetShowsItsChildrenInABox() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let card = Widget()
            let name = Label(style: [.text("Ada")])
            card.addChild(name)
            let native = try harness.show(card)
            XCTAssertEqual(native.typeName, "GtkBox")
            XCTAssertEqual(try harness.native(name).property("label"), .string("Ada"))
            let age = Label(style: [.text("36")])
            card.addChild(age)
            XCTAssertEqual(Self.children(native), [try harness.native(name).pointer, try harness.native(age).pointer])
            name.removeFromParent()
            XCTAssertEqual(Self.children(native), [try harness.native(age).pointer])
        }
    }
}
