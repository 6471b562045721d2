/// A set of attributes with at most one per key: how a widget should look.
///
/// Build one from an array literal, merge styles with `merge(master:)` /
/// `merge(slave:)` or the `<<-` / `<-` operators, and compute what changed
/// between two styles with ``difference(from:)``.
///
/// ```swift
/// let style: Style = [.text("Hello World"), .textColor(.red)]
/// let same: Style = [.textColor(.red), .text("Hello World")]
/// style == same                  // true: order does not matter, keys do
/// style[.text]                   // .text("Hello World")
/// ```
///
/// A style keeps its attributes in the order they were first given (for
/// printing), but equality ignores that order and installation always uses the
/// apply order of ``AttributeKey``. A key given twice keeps its first value,
/// as in ViewComposer, and the dropped one is recorded in ``diagnostics``;
/// ``init(_:duplicates:)`` builds one with another ``DuplicatePolicy``.
public struct Style: Sendable {
    /// The attributes, one per key, in the order they were first given.
    public var attributes: [Attribute] {
        @inlinable get { storage }
    }
    /// The attributes, written by this module only (``attributes`` reads them).
    ///
    /// A stored property of its own, not `attributes` with an internal setter, so that
    /// ``set(_:)`` and ``removeAll(keepingCapacity:)`` can be inlined into a style builder in
    /// another module: its call into this module cost as much as the append.
    @usableFromInline
    var storage: [Attribute]
    /// Problems met while building this style and the styles merged into it.
    public internal(set) var diagnostics: [StyleDiagnostic] {
        @inlinable get { diagnosticsBox?.diagnostics ?? [] }
        set { diagnosticsBox = newValue.isEmpty ? nil : StyleDiagnosticsBox(newValue) }
    }
    /// The diagnostics when there are some (see ``StyleDiagnosticsBox``).
    @usableFromInline
    var diagnosticsBox: StyleDiagnosticsBox?

    /// The empty style.
    // Inlinable: a style builder's evaluation starts from one.
    @inlinable
    public init() {
        storage = []
        diagnosticsBox = nil
    }

    /// A style from a sequence of attributes; `duplicates` settles a repeated key.
    ///
    /// ```swift
    /// let style = Style([.text("foo"), .text("bar")], duplicates: .lastWins)
    /// style[.text]          // .text("bar")
    /// style.diagnostics     // []: a deliberate policy is not a mistake
    /// ```
    ///
    /// - Parameters:
    ///   - attributes: The attributes, possibly with repeated keys.
    ///   - duplicates: Which value a repeated key keeps; first wins (with a
    ///     diagnostic) unless told otherwise. See ``DuplicatePolicy``.
    /// - Complexity: O(*n*²) in the number of attributes, which is small in practice.
    public init(_ attributes: some Sequence<Attribute>, duplicates: DuplicatePolicy = .firstWins) {
        // The common case, a literal without bundles or repeated keys, keeps the array as
        // given: no copy, no growth (style functions build one per evaluation), and one
        // scan by apply rank tells it.
        let written = Array(attributes)
        var given = written
        var scan = Self.scanKeys(written)
        if scan != .distinct {
            // A repeat may come before a bundle: expand (the same array when there is
            // none) and look again, at keys a bundle may repeat.
            given = Self.expandingStateBundles(written)
            scan = Self.scanKeys(given)
        }
        guard scan == .repeated else {
            self.init(distinctKeys: given)
            return
        }
        self.init()
        for attribute in given {
            if let existing = firstIndex(of: attribute.key) {
                settleRepeat(at: existing, with: attribute, duplicates: duplicates)
            } else {
                storage.append(attribute)
            }
        }
    }

    /// Applies `duplicates` to the kept attribute at `index` and a later one with its key.
    private mutating func settleRepeat(at index: Int, with later: Attribute, duplicates: DuplicatePolicy) {
        let kept = attributes[index]
        switch duplicates {
        case .firstWins:
            diagnostics.append(StyleDiagnostic(.duplicateKey(kept: kept, dropped: later)))
        case .lastWins:
            storage[index] = later
        case .resolve(let resolver):
            let resolved = resolver(kept, later)
            if resolved.key == kept.key {
                storage[index] = resolved
            } else {
                diagnostics.append(StyleDiagnostic(.resolverChangedKey(kept: kept, resolved: resolved)))
            }
        }
    }

    /// A style from attributes known to have distinct keys.
    private init(distinctKeys attributes: [Attribute]) {
        storage = attributes
        diagnosticsBox = nil
    }

    /// What a scan of written attributes finds first: a `.states` bundle, a repeated key, or neither.
    private enum KeyScan {
        case distinct, repeated, stateBundle
    }

    /// By apply rank, which tells built-in keys apart without building them (a key
    /// copies its attribute); custom keys share a rank and are compared in full.
    private static func scanKeys(_ attributes: [Attribute]) -> KeyScan {
        // Above every earlier rank, no earlier attribute shares it: a style listed in apply
        // order (as style functions mostly are) is told distinct with one rank per attribute.
        var highestRank = -1
        for index in attributes.indices {
            let rank = attributes[index].applyRank
            if rank == AttributeKey.statesRank { return .stateBundle }
            if rank > highestRank {
                highestRank = rank
                continue
            }
            for earlier in 0..<index where attributes[earlier].applyRank == rank {
                if rank != AttributeKey.customRank || attributes[earlier].key == attributes[index].key { return .repeated }
            }
        }
        return .distinct
    }

    /// The empty style.
    public static let empty = Style()

    /// The keys this style sets, in the order they were first given.
    public var keys: [AttributeKey] { attributes.map(\.key) }

    /// The attribute this style holds for `key`, or `nil`.
    ///
    /// ```swift
    /// let style: Style = [.text("a"), .hidden(true)]
    /// style[.text]    // .text("a")
    /// style[.width]   // nil
    /// ```
    public subscript(key: AttributeKey) -> Attribute? {
        firstIndex(of: key).map { attributes[$0] }
    }

    /// Whether this style sets `key`.
    public func contains(_ key: AttributeKey) -> Bool { firstIndex(of: key) != nil }

    /// Sets `attribute`, replacing in place any attribute with the same key; a
    /// `.states([...])` bundle sets each title and title color it holds.
    ///
    /// ```swift
    /// var style: Style = [.text("a")]
    /// style.set(.text("b"))        // replaces: a key set twice keeps the later value
    /// style.set(.textColor(.red))  // appends
    /// ```
    ///
    /// - Parameter attribute: The attribute to set.
    /// - Complexity: O(*n*) for *n* attributes, comparing apply ranks.
    // Inlinable: a style builder calls it per attribute per evaluation, from another module.
    @inlinable @inline(__always)
    public mutating func set(_ attribute: consuming Attribute) {
        // Consumed: the attribute moves into the array, where a borrowed one was copied in
        // (a style builder sets every attribute of every evaluation this way).
        if case .states = attribute { return setExpanding(attribute) }
        if let index = index(ofKeyOf: attribute) {
            storage[index] = attribute
        } else {
            storage.append(attribute)
        }
    }

    /// ``set(_:)`` for a `.states([...])` bundle: each title, title color and image it holds.
    @usableFromInline
    mutating func setExpanding(_ bundle: Attribute) {
        guard case .states(let appearances) = bundle else { return }
        for expanded in appearances.flatMap(\.attributes) { set(expanded) }
    }

    /// Removes the attribute for `key`, if any, and returns it.
    @discardableResult
    public mutating func removeAttribute(for key: AttributeKey) -> Attribute? {
        guard let index = firstIndex(of: key) else { return nil }
        return storage.remove(at: index)
    }

    /// The attributes in the documented apply order of ``AttributeKey``.
    public var attributesInApplyOrder: [Attribute] {
        attributes.sorted { $0.key < $1.key }
    }

    func firstIndex(of key: AttributeKey) -> Int? {
        attributes.firstIndex { $0.key == key }
    }

    /// The attribute for `key`, without building an index: the diff's lookup.
    func attribute(for key: AttributeKey) -> Attribute? {
        for attribute in attributes where attribute.key == key { return attribute }
        return nil
    }

    mutating func appendDiagnostics(_ other: [StyleDiagnostic]) {
        guard !other.isEmpty else { return }
        diagnostics.append(contentsOf: other)
    }
}

extension Style: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Attribute...) {
        // The literal is the style's array when its keys are distinct: no conversion to go
        // through (a style function builds one per evaluation).
        if Self.scanKeys(elements) == .distinct {
            self.init(distinctKeys: elements)
        } else {
            self.init(elements)
        }
    }
}

extension Style: Equatable {
    /// Two styles are equal when they set the same keys to the same values, in any order.
    ///
    /// Diagnostics do not take part. A NaN value equals a NaN value for the same key.
    public static func == (lhs: Style, rhs: Style) -> Bool {
        guard lhs.attributes.count == rhs.attributes.count else { return false }
        return lhs.attributes.allSatisfy { rhs[$0.key]?.isSameValue(as: $0) ?? false }
    }
}

/// A style is a sequence of its attributes, not a collection: positions carry no
/// meaning (equality ignores them), and collection algorithms such as
/// `difference(from:)` would compare by position.
extension Style: Sequence {
    public func makeIterator() -> IndexingIterator<[Attribute]> { attributes.makeIterator() }
    public var underestimatedCount: Int { attributes.count }

    /// The number of attributes (one per key).
    public var count: Int { attributes.count }
    /// Whether the style sets nothing.
    public var isEmpty: Bool { attributes.isEmpty }
}

extension Style: CustomStringConvertible {
    public var description: String {
        "[" + attributes.map { ".\($0)" }.joined(separator: ", ") + "]"
    }
}
