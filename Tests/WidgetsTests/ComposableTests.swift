import Bindings
import ComposerModel
import Widgets
import XCTest

/// ViewComposer's custom attribute family, for the composable below.
enum FooAttribute: CustomAttribute {
    case foo(String)
}

/// ViewComposer's `FooLabel` composable, ported to widgets: a widget made of a
/// style and a subwidget, with its own custom attribute family. Standard text
/// attributes go to the inner label; `.custom(FooAttribute.foo(…))` sets `foo`,
/// which the inner label shows.
final class FooLabel: Widget {
    nonisolated let label: Label
    private(set) var foo: String?

    static let defaultStyle: Style = [.textAlignment(.center), .textColor(.red)]

    /// A FooLabel from a literal of the attributes it accepts.
    convenience init(arrayLiteral elements: WidgetAttribute<FooLabel>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    override init() {
        label = Label()
        super.init()
        addChild(label)
        label.install(Self.defaultStyle)
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
        case .textColor, .textAlignment:
            if let composableDefault = Self.defaultStyle[key] { _ = label.apply(composableDefault) }
        case .text, .textStyle, .case:
            label.reset(key)
        default:
            super.resetOwn(key)
        }
    }
}

extension FooLabel: @LoopActor ExpressibleByArrayLiteral {}

/// The standard text attributes FooLabel forwards to its inner label.
extension WidgetAttribute where W: FooLabel {
    static func text(_ value: String) -> Self { Self(.text(value)) }
    static func textColor(_ value: Color) -> Self { Self(.textColor(value)) }
    static func textAlignment(_ value: TextAlignment) -> Self { Self(.textAlignment(value)) }
    static func textStyle(_ value: TextStyle) -> Self { Self(.textStyle(value)) }
    static func `case`(_ value: TextCase) -> Self { Self(.case(value)) }
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
}
