/// An attribute family a user declares for a custom widget.
///
/// Custom attributes take part in keys, merging and deltas exactly like the
/// built-in ones: two values with the same ``keyName`` replace each other, and
/// a key dropped from a style is reset on the widget. (ViewComposer's custom
/// attributes did not merge; these do.)
///
/// ```swift
/// enum FooAttribute: CustomAttribute {
///     case foo(String)
///     case shiny(Bool)
/// }
///
/// extension Attribute {
///     static func foo(_ text: String) -> Attribute { .custom(FooAttribute.foo(text)) }
/// }
///
/// let style: Style = [.foo("Foobar"), .textColor(.red)]
/// ```
///
/// The widget that understands the family handles it in its `apply(_:)`, with
/// ``AnyCustomAttribute/as(_:)``, and in its `reset(_:)`, with
/// ``CustomAttributeKey/belongs(to:)``.
public protocol CustomAttribute: Equatable, Sendable {
    /// The property this attribute sets, ignoring its value.
    ///
    /// Defaults to the enum case's name (`foo` for `.foo("x")`), read by
    /// reflection. Implement it for cases without a payload in a type that is
    /// `CustomStringConvertible`, and for types that are not enums.
    var keyName: String { get }

    /// The family's name in ordering and diagnostics. Defaults to the
    /// module-qualified type name; keep it unique if you implement it.
    static var familyName: String { get }
}

extension CustomAttribute {
    public var keyName: String {
        // A case with a payload reflects as one child labelled with the case name;
        // a case without one describes itself by its name (unless the type has
        // its own description, which is why such types implement keyName).
        if let caseName = Mirror(reflecting: self).children.first?.label {
            return caseName
        }
        let description = String(describing: self)
        return description.firstIndex(of: "(").map { String(description[..<$0]) } ?? description
    }

    public static var familyName: String { String(reflecting: Self.self) }
}

/// The key of a custom attribute: its family and the property within it.
public struct CustomAttributeKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identity of the family's type.
    public let family: ObjectIdentifier
    /// The family's ``CustomAttribute/familyName``.
    public var familyName: String { names.familyName }
    /// The property within the family (``CustomAttribute/keyName``).
    public var name: String { names.name }
    /// The module-qualified type name: a tie-break in ordering that does not
    /// change between runs, unlike `family`'s hash.
    private var typeName: String { names.typeName }

    /// The three names in one shared block: the key is two words, so that every
    /// ``AttributeKey`` and ``StyleChange`` is three words and copying one is one retain
    /// (three strings inline made each 57 bytes, copied through memory).
    private let names: Names

    private final class Names: Sendable {
        let familyName: String
        let name: String
        let typeName: String

        init(familyName: String, name: String, typeName: String) {
            self.familyName = familyName
            self.name = name
            self.typeName = typeName
        }
    }

    /// The key of `name` in `Family`.
    public init<Family: CustomAttribute>(_ family: Family.Type, name: String) {
        self.family = ObjectIdentifier(family)
        self.names = Names(familyName: family.familyName, name: name, typeName: String(reflecting: family))
    }

    /// Whether this key names a property of `family`.
    ///
    /// ```swift
    /// func reset(_ key: AttributeKey) {
    ///     if case .custom(let custom) = key, custom.belongs(to: FooAttribute.self) { foo = nil }
    /// }
    /// ```
    public func belongs<Family: CustomAttribute>(to family: Family.Type) -> Bool {
        self.family == ObjectIdentifier(family)
    }

    public static func == (lhs: CustomAttributeKey, rhs: CustomAttributeKey) -> Bool {
        lhs.family == rhs.family && (lhs.names === rhs.names || lhs.name == rhs.name)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(name)
    }

    public static func < (lhs: CustomAttributeKey, rhs: CustomAttributeKey) -> Bool {
        (lhs.familyName, lhs.name, lhs.typeName) < (rhs.familyName, rhs.name, rhs.typeName)
    }

    public var description: String { "\(familyName).\(name)" }
}

/// A type-erased ``CustomAttribute``, as stored in `Attribute/custom(_:)`.
public struct AnyCustomAttribute: Equatable, Sendable, CustomStringConvertible {
    /// The wrapped attribute.
    public let base: any CustomAttribute
    /// The wrapped attribute's key, computed once.
    public let key: CustomAttributeKey

    public init<Base: CustomAttribute>(_ base: Base) {
        self.base = base
        self.key = CustomAttributeKey(Base.self, name: base.keyName)
    }

    /// The wrapped attribute as a member of `family`, or `nil` if it belongs to another family.
    ///
    /// ```swift
    /// if let foo = custom.as(FooAttribute.self), case .foo(let text) = foo { self.foo = text }
    /// ```
    public func `as`<Family: CustomAttribute>(_ family: Family.Type) -> Family? {
        base as? Family
    }

    public static func == (lhs: AnyCustomAttribute, rhs: AnyCustomAttribute) -> Bool {
        lhs.key == rhs.key && lhs.base.isEqual(to: rhs.base)
    }

    public var description: String { String(describing: base) }
}

extension CustomAttribute {
    fileprivate func isEqual(to other: any CustomAttribute) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
