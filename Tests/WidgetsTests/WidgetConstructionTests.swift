import Bindings
import ComposerModel
import Widgets
import XCTest

/// ViewComposer's construction forms on widgets: literals, styles and merges.
final class WidgetConstructionTests: XCTestCase {
    func testLiteralBuildsAStyledWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let label: Label = [.text("Hi"), .textColor(.red)]
            let same: Label = [.textColor(.red), .text("Hi")]
            XCTAssertEqual(label.text, "Hi")
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(same.text, label.text)
            XCTAssertEqual(label.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testMergeBuildsAWidgetFromAPredefinedStyle() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
            let fooLabel: Label = labelStyle <<- .text("Foo")
            let barLabel: Label = labelStyle <<- [.text("Bar"), .textColor(.blue), .color(.red)]
            let defaulted: Label = [.text("Baz")] <- labelStyle
            XCTAssertEqual(fooLabel.text, "Foo")
            XCTAssertEqual(fooLabel.textAlignment, .center)
            XCTAssertEqual(barLabel.textColor, .blue)
            XCTAssertEqual(barLabel.backgroundColor, .red)
            XCTAssertEqual(defaulted.textColor, .red)
            XCTAssertEqual(defaulted.text, "Baz")
        }
        try loop.close()
    }

    func testChainedMergeGroupsToTheRightBeforeBuilding() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let foo: Style = [.text("foo")]
            let bar: Style = [.text("bar")]
            let label: Label = foo <- bar <<- .text("baz")
            XCTAssertEqual(label.text, "foo")
        }
        try loop.close()
    }

    func testWidgetGetsTheDuplicatePolicyItsStyleWasBuiltWith() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let last = Label(style: Style([.text("foo"), .text("bar")], duplicates: .lastWins))
            let first = Label(style: Style([.text("foo"), .text("bar")]))
            XCTAssertEqual(last.text, "bar")
            XCTAssertEqual(last.constructionDiagnostics, [])
            XCTAssertEqual(first.text, "foo")
            XCTAssertEqual(first.constructionDiagnostics.map(\.kindName), ["duplicateKey"])
        }
        try loop.close()
    }

    func testBadAttributesInAStyleAreKeptAsDiagnostics() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            // A literal would not compile with `.placeholder` (see WidgetAttributeTests);
            // an untyped style is checked at run time instead.
            let label = Label(style: [.text("a"), .text("b"), .placeholder("nope"), .numberOfLines(-2)])
            XCTAssertEqual(label.text, "a")
            XCTAssertEqual(label.constructionDiagnostics.map(\.message), [
                #"Label: duplicate key text: kept text("a"), dropped text("b")"#,
                #"Label: unsupported attribute placeholder("nope") skipped"#,
                "Label: value rejected for numberOfLines(-2): numberOfLines is negative (-2)",
            ])
        }
        try loop.close()
    }
}
