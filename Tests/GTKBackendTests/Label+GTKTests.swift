import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import Widgets
import XCTest

@LoopActor
final class GreetingModel {
    @Observed var name = "Ada"
    @Observed var color = Color.green
}

/// Label → GtkLabel: installs read back from GTK, one call per changed attribute, resets.
final class LabelGTKTests: XCTestCase {
    func testInstalledTextStyleAndVisibilityAreReadBackFromGTK() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("Hello"), .case(.upper), .textColor(.red), .textStyle(.bold), .enabled(false)]
            let native = try harness.show(label)
            
            XCTAssertEqual(native.typeName, "GtkLabel")
            XCTAssertEqual(native.property("label"), .string("HELLO"))
            XCTAssertFalse(native.isSensitive)
            XCTAssertTrue(native.isVisible)
            XCTAssertTrue(native.css.contains("color: #cd0000;"), native.css)
            XCTAssertTrue(native.css.contains("font-weight: bold;"), native.css)
            label.install(StyleDelta([.set(.hidden(true))]))
            XCTAssertFalse(native.isVisible)
        }
    }

    func testOneBoundAttributeChangeMakesExactlyOneGTKCall() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = GreetingModel()
            let label = Label()
            label.bind(to: model) { [.text("Hi \($0.name)"), .textColor($0.color), .width(10)] }
            let native = try harness.show(label)
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Hi Ada"))
            XCTAssertEqual(native.sizeRequest.width, 80)
            let before = native.callCount
            model.name = "Grace"
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Hi Grace"))
            XCTAssertEqual(native.callCount - before, 1)
            model.color = .blue
            harness.turn()
            XCTAssertEqual(native.callCount - before, 2)
            XCTAssertTrue(native.css.contains("color: #0000ee;"), native.css)
        }
    }

    func testABoundLabelsChangeReachesGTKWithNoDeltaBuilt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = GreetingModel()
            let label = Label()
            label.bind(to: model) { [.text("Hi \($0.name)"), .textColor($0.color)] }
            let native = try harness.show(label)
            harness.turn()
            let before = Widget.materializedDeltaCount
            let calls = native.callCount
            model.name = "Grace"
            harness.turn()
            XCTAssertEqual(native.property("label"), .string("Hi Grace"))
            XCTAssertEqual(native.callCount - calls, 1)
            XCTAssertEqual(Widget.materializedDeltaCount, before, "the screen reads the changed keys in place")
        }
    }

    func testEmphasisIsGTKsStyleClassOneCallAndAResetRemovesIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("Jobs"), .emphasis(.title2)]
            let native = try harness.show(label)
            XCTAssertTrue(native.cssClasses.contains("title-2"), "\(native.cssClasses)")
            let before = native.callCount
            label.install(StyleDelta([.set(.emphasis(.dim))]))
            XCTAssertEqual(native.callCount - before, 1)
            XCTAssertTrue(native.cssClasses.contains("dim-label"), "\(native.cssClasses)")
            XCTAssertFalse(native.cssClasses.contains("title-2"), "\(native.cssClasses)")
            label.install(StyleDelta([.reset(.emphasis)]))
            XCTAssertFalse(native.cssClasses.contains("dim-label"), "\(native.cssClasses)")
        }
    }

    func testResetAttributesRestoreGTKDefaults() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let label: Label = [.text("x"), .textColor(.red), .width(4), .opacity(0.5), .textAlignment(.center)]
            let native = try harness.show(label)
            
            XCTAssertEqual(native.opacity, 0.5, accuracy: 0.01)
            XCTAssertEqual(gtk_label_get_xalign(cgtk_label(native.pointer)), 0.5)
            label.install(StyleDelta([.reset(.text), .reset(.textColor), .reset(.width), .reset(.opacity), .reset(.textAlignment)]))
            XCTAssertEqual(native.property("label"), .string(""))
            XCTAssertEqual(native.css, "")
            XCTAssertEqual(native.sizeRequest.width, -1)
            XCTAssertEqual(native.opacity, 1, accuracy: 0.001)
            XCTAssertEqual(gtk_label_get_xalign(cgtk_label(native.pointer)), 0)
        }
    }
}
