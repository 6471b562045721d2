import Bindings
import ComposerModel
import Widgets
import XCTest

/// ViewComposer's custom attribute family, for the composable below.
enum FooAttribute: CustomAttribute {
    case foo(String)
}

/// ViewComposer's `FooLabel` composable, ported to widgets: a widget made of a
/// default style and a subwidget, with its own custom attribute family. Standard text
/// attributes go to the inner label; `.custom(FooAttribute.foo(…))` sets `foo`,
/// which the inner label shows. No `init(arrayLiteral:)`: `Composable` brings it.
final class FooLabel: Widget, @LoopActor Composable {
    nonisolated let label: Label
    private(set) var foo: String?

    override class var defaultStyle: Style { [.textAlignment(.center), .textColor(.red)] }

    override init() {
        label = Label()     // before super.init(), which applies the default style through it
        super.init()
        addChild(label)
    }

    override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        if case .custom(let custom) = attribute {
            guard case .foo(let text)? = custom.as(FooAttribute.self) else { return .unsupported }
            foo = text
            label.install([.text(text)] as Style)
            return .applied
        }
        switch attribute.key {
        case .text, .textColor, .textAlignment, .textStyle, .case:
            return label.apply(attribute)
        default:
            return super.applyOwn(attribute)
        }
    }

    override func resetOwn(_ key: AttributeKey) {
        if case .custom(let custom) = key, custom.belongs(to: FooAttribute.self) {
            foo = nil
            label.reset(.text)
            return
        }
        switch key {
        case .text, .textColor, .textAlignment, .textStyle, .case:
            label.reset(key)    // the default style's value, if any, is put back after this
        default:
            super.resetOwn(key)
        }
    }
}

/// The standard text attributes FooLabel forwards to its inner label.
extension WidgetAttribute where W: FooLabel {
    static func text(_ value: String) -> Self { Self(.text(value)) }
    static func textColor(_ value: Color) -> Self { Self(.textColor(value)) }
    static func textAlignment(_ value: TextAlignment) -> Self { Self(.textAlignment(value)) }
    static func textStyle(_ value: TextStyle) -> Self { Self(.textStyle(value)) }
    static func `case`(_ value: TextCase) -> Self { Self(.case(value)) }
}

/// ViewComponents' `MyCustomView` with outlets, the pattern for key-path children: a
/// `nonisolated let` cannot have a default value that makes a widget (that needs the loop).
private final class BadgeView: Widget, @LoopActor Composable {
    nonisolated let titleLabel: Label
    nonisolated let countLabel: Label

    override init() {
        (titleLabel, countLabel) = (Label(), Label())
        super.init()
        addChild(titleLabel)
        addChild(countLabel)
    }
}

final class ComposableTests: XCTestCase {
    func testFooLabelTakesCustomAndStandardAttributes() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let fooLabel: FooLabel = [.custom(FooAttribute.foo("Foobar")), .textColor(.blue), .color(.cyan)]
            XCTAssertEqual(fooLabel.foo, "Foobar")
            XCTAssertEqual(fooLabel.label.text, "Foobar")
            XCTAssertEqual(fooLabel.label.textColor, .blue)
            XCTAssertEqual(fooLabel.label.textAlignment, .center, "the composable's default")
            XCTAssertEqual(fooLabel.backgroundColor, .cyan)
            XCTAssertTrue(fooLabel.label.parent === fooLabel)
            XCTAssertEqual(fooLabel.constructionDiagnostics, [])
        }
        try loop.close()
    }

    func testFooLabelBindsAndResetsLikeAnyWidget() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let model = GreetingModel()
            let fooLabel = FooLabel()
            fooLabel.bind(to: model) { model in
                model.name == "world" ? [.custom(FooAttribute.foo("Hello \(model.name)")), .textColor(.green)] : []
            }
            loop.runOnce()
            XCTAssertEqual(fooLabel.label.text, "Hello world")
            XCTAssertEqual(fooLabel.label.textColor, .green)
            model.name = "nobody"
            loop.runOnce()
            XCTAssertNil(fooLabel.foo)
            XCTAssertEqual(fooLabel.label.text, "")
            XCTAssertEqual(fooLabel.label.textColor, .red, "reset to the composable's default")
            fooLabel.lifetime.end()
        }
        try loop.close()
    }

    func testComposableWithOutletDefaultsIsBuiltFromALiteralOfCommonAttributes() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let badge: BadgeView = [.borderStyle(.rounded), .padding(all: 1), .identifier("badge")]
            XCTAssertEqual(badge.borderStyle, .rounded)
            XCTAssertEqual(badge.padding, EdgeInsets(all: 1))
            XCTAssertEqual(badge.identifier, "badge")
            XCTAssertEqual(badge.installCount, 1)
            XCTAssertEqual(badge.constructionDiagnostics, [])
            XCTAssertEqual(badge.titleLabel.text, "")
        }
        try loop.close()
    }

    func testComposableLiteralKeepsTheFirstOfARepeatedKeyAndReportsIt() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let badge: BadgeView = [.width(4), .width(9)]
            XCTAssertEqual(badge.width, 4)
            XCTAssertEqual(badge.constructionDiagnostics.map(\.kindName), ["duplicateKey"])
        }
        try loop.close()
    }

    func testComposableIsBuiltByAMergeChainAndItsChildrenByKeyPath() throws {
        let loop = try EventLoop()
        LoopActor.assumeIsolated {
            let frame: Style = [.borderStyle(.single), .width(20)]
            let badge: BadgeView = .identifier("merged") <- frame <<- [.width(30)]
            XCTAssertEqual(badge.identifier, "merged")
            XCTAssertEqual(badge.width, 30)
            let report = badge.install(Component().withChildren(.child(\BadgeView.titleLabel, styles: .text("Inbox"))))
            XCTAssertEqual(report.diagnostics, [])
            XCTAssertEqual(badge.titleLabel.text, "Inbox")
        }
        try loop.close()
    }
}
