import ComposerModel
import XCTest

/// Stands for the box a widget module puts a closure in.
private final class Box: Sendable {}

final class EventHandlerTests: XCTestCase {
    func testHandlersAreEqualWhenTheyBoxTheSameObject() {
        let box = Box()
        XCTAssertEqual(EventHandler(box), EventHandler(box))
        XCTAssertNotEqual(EventHandler(box), EventHandler(Box()))
        XCTAssertEqual(Attribute.onPress(EventHandler(box)).hashValue, Attribute.onPress(EventHandler(box)).hashValue)
        let handlers: Set<Attribute> = [.onPress(EventHandler(box)), .onPress(EventHandler(box)), .onChange(EventHandler(box))]
        XCTAssertEqual(handlers.count, 2, "same handler twice is one element; another event key is another")
    }

    func testTheSameHandlerIsNoChangeAndAnotherIsOne() {
        let first = EventHandler(Box()), second = EventHandler(Box())
        let style: Style = [.title("OK", for: .normal), .onPress(first)]
        XCTAssertEqual(([.title("OK", for: .normal), .onPress(first)] as Style).difference(from: style), .empty)
        let replaced: Style = [.title("OK", for: .normal), .onPress(second)]
        XCTAssertEqual(replaced.difference(from: style).changes, [.set(.onPress(second))])
        let removed: Style = [.title("OK", for: .normal)]
        XCTAssertEqual(removed.difference(from: style).changes, [.reset(.onPress)])
    }

    func testAStyleHoldsOneHandlerPerEventAndMergesThemAsAnyAttribute() {
        let base = EventHandler(Box()), override = EventHandler(Box())
        let primary: Style = [.backgroundColor(.blue), .onPress(base)]
        XCTAssertEqual((primary <<- .onPress(override))[.onPress], .onPress(override))
        XCTAssertEqual((primary <- .onPress(override))[.onPress], .onPress(base))
        let literal: Style = [.onPress(base), .onPress(override)]
        XCTAssertEqual(literal[.onPress], .onPress(base), "first wins, as for every key")
        XCTAssertEqual(literal.diagnostics.count, 1)
    }

    func testEventKeysAreInstalledLastAmongBuiltInKeys() {
        XCTAssertLessThan(AttributeKey.opacity, .onPress)
        XCTAssertLessThan(AttributeKey.delegate, .onPress)
        XCTAssertLessThan(AttributeKey.onPress, .onChange)
        XCTAssertLessThan(AttributeKey.onChange, .onSubmit)
    }

    func testDescriptionNamesTheBoxType() {
        XCTAssertTrue(EventHandler(Box()).description.hasPrefix("Box@"))
    }
}
