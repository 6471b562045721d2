import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

/// Set when a CSS provider is finalized (a weak-reference notification).
private final class ProviderFinalizationFlag: @unchecked Sendable {
    var finalized = false
}

/// The native-widget handle: keyed children, CSS per attribute, counted calls.
final class GTKWidgetTests: XCTestCase {
    @LoopActor
    private static func boxChildren(_ box: GTKWidget) -> [UnsafeMutableRawPointer] {
        var result: [UnsafeMutableRawPointer] = []
        var child = gtk_widget_get_first_child(cgtk_widget(box.pointer))
        while let current = child {
            result.append(UnsafeMutableRawPointer(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    @LoopActor
    private static func sync(_ box: GTKWidget, to keys: [String], made: inout [String]) -> GTKWidget.ChildChanges {
        var newlyMade: [String] = []
        let changes = box.syncChildren(
            to: keys.map(AnyHashable.init),
            make: { key in
                newlyMade.append(key.base as! String)
                return try? GObjectReference(sinking: gtk_label_new(key.base as? String), from: "gtk_label_new")
            },
            insert: { child, _, previous in
                gtk_box_insert_child_after(cgtk_box(box.pointer), cgtk_widget(child.pointer), previous.map { cgtk_widget($0.pointer) })
            },
            remove: { child in gtk_box_remove(cgtk_box(box.pointer), cgtk_widget(child.pointer)) })
        made += newlyMade
        return changes
    }

    func testKeyedChildrenApplyInsertsRemovalsAndMovesAndKeepObjects() throws {
        let (loop, _) = try openGTK()
        defer { XCTAssertNoThrow(try loop.close()) }
        try LoopActor.assumeIsolated {
            let box = try GTKWidget(typeName: "GtkBox")
            var made: [String] = []
            XCTAssertEqual(Self.sync(box, to: ["a", "b", "c"], made: &made), .init(insertions: 3))
            let a = try XCTUnwrap(box.keyedChild("a")), c = try XCTUnwrap(box.keyedChild("c"))
            let changes = Self.sync(box, to: ["c", "d", "a", "a"], made: &made)
            XCTAssertEqual(changes, .init(insertions: 1, removals: 1, moves: 1))
            XCTAssertEqual(made, ["a", "b", "c", "d"])
            XCTAssertTrue(box.keyedChild("a") === a)
            XCTAssertTrue(box.keyedChild("c") === c)
            XCTAssertEqual(Self.boxChildren(box), box.keyedChildren.map { $0.child.pointer })
            XCTAssertEqual(box.keyedChildren.map { $0.key.base as? String }, ["c", "d", "a"])
            XCTAssertEqual(Self.sync(box, to: ["c", "d", "a"], made: &made), .init())
        }
    }

    func testStyleRulesArePerAttributeAndOneReloadEach() throws {
        let (loop, _) = try openGTK()
        defer { XCTAssertNoThrow(try loop.close()) }
        try LoopActor.assumeIsolated {
            let label = try GTKWidget(typeName: "GtkLabel")
            label.setStyle("color: #ff0000;", for: .textColor)
            label.setStyle("font-weight: bold;", for: .textStyle)
            label.setStyle("color: #ff0000;", for: .textColor)   // unchanged: no reload
            XCTAssertEqual(label.callCount, 2)
            XCTAssertEqual(label.css, "* { color: #ff0000; }\n* { font-weight: bold; }")
            label.setStyle(nil, for: .textColor)
            label.setStyle(nil, for: .borderColor)   // never set: nothing to do
            XCTAssertEqual(label.css, "* { font-weight: bold; }")
            XCTAssertEqual(label.callCount, 3)
        }
    }

    func testReleasedWidgetReleasesItsStyleProvider() throws {
        let (loop, _) = try openGTK()
        defer { XCTAssertNoThrow(try loop.close()) }
        let flag = ProviderFinalizationFlag()
        try LoopActor.assumeIsolated {
            let label = try GTKWidget(typeName: "GtkLabel")
            label.setStyle("color: #ff0000;", for: .textColor)
            let provider = try XCTUnwrap(label.cssProvider)
            g_object_weak_ref(
                cgtk_object(provider.pointer),
                { data, _ in Unmanaged<ProviderFinalizationFlag>.fromOpaque(data!).takeUnretainedValue().finalized = true },
                Unmanaged.passUnretained(flag).toOpaque())
        }
        XCTAssertTrue(flag.finalized, "the widget's CSS provider outlived the widget")
    }

    func testStoppedScreenReleasesItsNativeWidgets() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label = Label(style: [.text("a")])
            let stack: StackView = [.views([label, Switch()])]
            weak let stackNative = try harness.show(stack)
            weak let labelNative = try harness.native(label)
            XCTAssertNotNil(stackNative)
            harness.screen?.stop()
            XCTAssertNil(stackNative)
            XCTAssertNil(labelNative)
        }
    }
}
