/// Addresses a child component: by a stable name, or by a key path to the
/// child widget, or (for rows) by the row's identity.
///
/// ```swift
/// let byName: ComponentKey = "nameLabel"
/// let byPath = ComponentKey(\PersonView.nameLabel)
/// let row = ComponentKey(id: job.id)
/// ```
///
/// A key path must be `Sendable`. One to a `let` of a plain class is; for a
/// widget isolated to a global actor, declare the child `nonisolated let`
/// (a `let` of a `Sendable` widget type), since a key path to an isolated
/// property cannot leave its actor.
public struct ComponentKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Storage: Hashable, Sendable {
        case name(String)
        case identity(Identity)
        case keyPath(KeyPathResolver)
    }

    /// What two keys compare before their storage: one word, no copy of the storage.
    ///
    /// A key-path literal evaluates to the same object every time, so a diff
    /// that meets the same child again compares one pointer, without copying
    /// (and retaining) the storage or comparing key-path components. An `Int`
    /// row identity compares as an `Int`, not through `AnyHashable` (its boxes,
    /// casts and canonical forms cost about 10% of the components benchmark's diff).
    enum QuickIdentity: Sendable {
        /// The storage decides.
        case none
        /// The key path object's identity: the same one means the same key; a
        /// different one may still be an equal key path, and the storage decides.
        case keyPath(ObjectIdentifier)
        /// An `Int` row identity, which decides when both sides have one.
        case integer(Int)
    }

    private let storage: Storage
    /// The quick comparison's part of this key.
    let quickIdentity: QuickIdentity

    /// A key by stable name or identity.
    public init(_ name: String) {
        storage = .name(name)
        quickIdentity = .none
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// A key by a row's identity. Identities compare by type and value, so
    /// `1` and `"1"` are different rows; a `String` identity equals the name key.
    public init<ID: Hashable & Sendable>(id: ID) {
        if let name = id as? String {
            storage = .name(name)
            quickIdentity = .none
        } else {
            storage = .identity(Identity(id))
            quickIdentity = if let number = id as? Int { .integer(number) } else { .none }
        }
    }

    /// A key by a path from the parent widget to the child widget.
    ///
    /// The key path must be `Sendable` (a key path literal to a stored `let`
    /// or nonisolated property is); the parent resolves it with ``resolve(in:)``.
    public init<Parent: AnyObject, Child: AnyObject>(_ keyPath: any KeyPath<Parent, Child> & Sendable) {
        storage = .keyPath(KeyPathResolver(keyPath))
        quickIdentity = .keyPath(ObjectIdentifier(keyPath))
    }

    /// Equal when both name, identify or reach the same child; the same
    /// key-path object, or two `Int` identities, answer at once.
    public static func == (lhs: ComponentKey, rhs: ComponentKey) -> Bool {
        quickEquality(lhs.quickIdentity, rhs.quickIdentity) ?? (lhs.storage == rhs.storage)
    }

    /// Whether keys with these quick identities are equal, when that tells; `nil`
    /// when their storage must decide.
    ///
    /// ```swift
    /// ComponentKey.quickEquality(.integer(1), .integer(2))   // false
    /// ComponentKey.quickEquality(.integer(1), .none)         // nil: Int32(1) is the same row
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: One key's ``quickIdentity``.
    ///   - rhs: The other's.
    /// - Returns: `true` or `false` when the quick identities decide, `nil` otherwise.
    static func quickEquality(_ lhs: QuickIdentity, _ rhs: QuickIdentity) -> Bool? {
        switch (lhs, rhs) {
        case (.keyPath(let left), .keyPath(let right)) where left == right: true
        case (.integer(let left), .integer(let right)): left == right
        default: nil
        }
    }

    /// Hashes the storage only, so that equal keys made from distinct but equal key paths hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    /// The name, for keys made from a name; `nil` for key-path keys.
    public var name: String? {
        if case .name(let name) = storage { name } else { nil }
    }

    /// The child widget this key's key path reaches from `parent`, or `nil` for a
    /// name key or a parent of another type.
    public func resolve(in parent: AnyObject) -> AnyObject? {
        if case .keyPath(let resolver) = storage { resolver.resolve(parent) } else { nil }
    }

    public var description: String {
        switch storage {
        case .name(let name): return name
        case .identity(let identity): return identity.description
        case .keyPath(let resolver): return resolver.description
        }
    }
}

/// A row identity, compared by type and value.
///
/// `AnyHashable` is not `Sendable`; this box only ever holds values that were
/// `Sendable` when given to ``ComponentKey/init(id:)``.
private struct Identity: Hashable, @unchecked Sendable, CustomStringConvertible {
    let value: AnyHashable
    init(_ value: some Hashable & Sendable) { self.value = AnyHashable(value) }
    var description: String { String(describing: value.base) }
}

/// A key path and the function that follows it, compared by the key path.
///
/// `AnyKeyPath` is not `Sendable`; this box only ever holds key paths that were
/// `Sendable` when given to ``ComponentKey/init(_:)-(KeyPath<Parent,Child>&Sendable)``.
private struct KeyPathResolver: Hashable, @unchecked Sendable, CustomStringConvertible {
    let keyPath: AnyKeyPath
    let resolve: @Sendable (AnyObject) -> AnyObject?

    init<Parent: AnyObject, Child: AnyObject>(_ keyPath: any KeyPath<Parent, Child> & Sendable) {
        self.keyPath = keyPath
        self.resolve = { parent in (parent as? Parent)?[keyPath: keyPath] }
    }

    static func == (lhs: KeyPathResolver, rhs: KeyPathResolver) -> Bool { lhs.keyPath == rhs.keyPath }
    func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }
    var description: String { String(describing: keyPath) }
}
