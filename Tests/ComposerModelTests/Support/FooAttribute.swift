import ComposerModel
import LoopComposerTestingCore

/// ViewComposer's README example of a custom attribute family, ported.
enum FooAttribute: CustomAttribute {
    case foo(String)
    case shiny(Bool)
}

/// A second family, to check that families do not collide.
enum BarAttribute: CustomAttribute {
    case foo(String)
    var keyName: String { "foo" }
}

extension Attribute {
    /// The SwiftGen-style shorthand the README shows for `.l10n`.
    static func foo(_ text: String) -> Attribute { .custom(FooAttribute.foo(text)) }
}

/// ViewComposer's `FooStyle`: a list of one family's attributes, usable
/// wherever a style is (merges, installs).
struct FooStyle: StyleConvertible {
    let attributes: [FooAttribute]
    init(_ attributes: [FooAttribute]) { self.attributes = attributes }
    var asStyle: Style { Style(attributes.map { .custom($0) }) }
}

/// ViewComposer's `FooProtocol`: anything that shows a foo.
protocol FooProtocol: AnyObject {
    var foo: String? { get set }
}

/// ViewComposer's `FooLabel`, ported: a composite widget made of a style and a
/// subwidget, styled with standard attributes and the `FooAttribute` family.
final class FooLabel: ComponentTarget, FooProtocol {
    /// The inner label; `foo` shows through it.
    let label = RecordingTarget(name: "FooLabel.label")
    private(set) var isShiny = false
    var foo: String? {
        didSet {
            if let foo { _ = label.apply(.text(foo)) } else { label.reset(.text) }
        }
    }
    private(set) var own = Style()

    static let defaultStyle: Style = [.textAlignment(.center)]

    /// ViewComposer's `init(_ style: ViewStyle? = nil)`: defaults merged in as slaves.
    init(_ style: Style? = nil) {
        let style = style <- FooLabel.defaultStyle
        install(style)
        label.install(style <- [.textColor(.red)])
    }

    func apply(_ attribute: Attribute) -> AttributeOutcome {
        if case .custom(let custom) = attribute {
            guard let fooAttribute = custom.as(FooAttribute.self) else { return .unsupported }
            switch fooAttribute {
            case .foo(let text): foo = text
            case .shiny(let shiny): isShiny = shiny
            }
            return .applied
        }
        own.set(attribute)
        return .applied
    }

    func reset(_ key: AttributeKey) {
        if case .custom(let custom) = key, custom.belongs(to: FooAttribute.self) {
            switch custom.name {
            case "foo": foo = nil
            default: isShiny = false
            }
            return
        }
        own.removeAttribute(for: key)
    }

    func child(for key: ComponentKey) -> (any Styleable)? {
        key.resolve(in: self) as? any Styleable
    }
}
