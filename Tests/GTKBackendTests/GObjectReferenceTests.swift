import Bindings
import CGtk
@testable import GTKBackend
import XCTest

/// Set when a GObject is finalized (a weak-reference notification).
private final class FinalizationFlag: @unchecked Sendable {
    var finalized = false
}

/// Ownership of GObjects: one reference, handlers disconnected, released on the GTK thread.
final class GObjectReferenceTests: XCTestCase {
    func testReleaseDisconnectsHandlersAndFinalizesTheObject() throws {
        let (loop, _) = try openGTK()
        let flag = FinalizationFlag()
        let handlerCapture = WeakBox()
        LoopActor.assumeIsolated {
            do {
                let captured = NSObjectLike()
                handlerCapture.object = captured
                let button = try GObjectReference(sinking: gtk_button_new_with_label("b"), from: "gtk_button_new")
                button.connect("clicked") { _ = captured }
                XCTAssertEqual(button.connectedHandlerCount, 1)
                g_object_weak_ref(
                    cgtk_object(button.pointer),
                    { data, _ in Unmanaged<FinalizationFlag>.fromOpaque(data!).takeUnretainedValue().finalized = true },
                    Unmanaged.passUnretained(flag).toOpaque())
                XCTAssertFalse(flag.finalized)
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertTrue(flag.finalized, "the GObject outlived its owner")
        XCTAssertNil(handlerCapture.object, "the handler's closure outlived the object's owner")
        try loop.close()
    }

    func testConnectedHandlerRunsOnEmission() throws {
        let (loop, _) = try openGTK()
        try LoopActor.assumeIsolated {
            let button = try GObjectReference(sinking: gtk_button_new_with_label("b"), from: "gtk_button_new")
            var clicks = 0
            button.connect("clicked") { clicks += 1 }
            button.emit("clicked")
            XCTAssertEqual(clicks, 1)
            button.emit("clicked")
            XCTAssertEqual(clicks, 2)
        }
        try loop.close()
    }

    func testNullConstructorResultIsAnError() throws {
        let (loop, _) = try openGTK()
        LoopActor.assumeIsolated {
            do {
                _ = try GObjectReference(sinking: nil, from: "gtk_nothing_new")
                XCTFail("no error for a NULL object")
            } catch {
                XCTAssertEqual(error as? GTKError, .objectNotCreated(operation: "gtk_nothing_new"))
            }
        }
        try loop.close()
    }
}

/// A weak reference that tests can hand into a loop-isolated closure.
private final class WeakBox: @unchecked Sendable {
    weak var object: AnyObject?
}

/// Something a handler's closure captures, to see when the closure is released.
private final class NSObjectLike {}
