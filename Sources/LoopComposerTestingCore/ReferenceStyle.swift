public import ComposerModel

/// The reference model of a style, for checking `Style`'s laws against something
/// obviously right: a dictionary from key to attribute, built with ViewComposer's
/// rule that the first attribute for a key wins, merged with `Dictionary.merge`.
///
/// ```swift
/// let (x, y): ([Attribute], [Attribute]) = ([.text("a")], [.text("b"), .hidden(true)])
/// #expect(ReferenceStyle(Style(x) <- Style(y)) == ReferenceStyle(x).merging(slave: ReferenceStyle(y)))
/// ```
///
/// `==` compares attributes with their own `==`; ``isAlike(_:)`` also takes two
/// attributes that print the same as equal, for generated values where `==` cannot hold
/// (a NaN is not equal to itself).
public struct ReferenceStyle: Equatable, Sendable {
    /// The attributes by key.
    public var values: [AttributeKey: Attribute] = [:]

    /// The model of a style built from `attributes`: each `.states([...])` bundle stands,
    /// in place, for the per-state attributes it holds (``StateAppearance/attributes``), and
    /// the first attribute for a key wins.
    ///
    /// - Parameter attributes: Attributes in literal order, keys possibly repeated.
    /// - Complexity: O(n).
    public init(_ attributes: some Sequence<Attribute>) {
        for attribute in attributes {
            if case .states(let appearances) = attribute {
                for expanded in appearances.flatMap(\.attributes) { keepFirst(expanded) }
            } else {
                keepFirst(attribute)
            }
        }
    }

    private mutating func keepFirst(_ attribute: Attribute) {
        if values[attribute.key] == nil { values[attribute.key] = attribute }
    }

    /// `self <- other`: keeps this model's attribute where both have a key.
    ///
    /// - Parameter other: The model merged in.
    /// - Returns: The merged model.
    public func merging(slave other: ReferenceStyle) -> ReferenceStyle {
        var result = self
        result.values.merge(other.values) { mine, _ in mine }
        return result
    }

    /// `self <<- other`: takes `other`'s attribute where both have a key.
    ///
    /// - Parameter other: The model merged in.
    /// - Returns: The merged model.
    public func merging(master other: ReferenceStyle) -> ReferenceStyle {
        var result = self
        result.values.merge(other.values) { _, theirs in theirs }
        return result
    }

    /// Whether both models have the same keys, with attributes that are equal or print
    /// the same (so a NaN value matches itself, and -0.0 matches 0.0).
    ///
    /// - Parameter other: The model compared with.
    /// - Returns: Whether the models agree.
    public func isAlike(_ other: ReferenceStyle) -> Bool {
        values.count == other.values.count && values.allSatisfy { key, attribute in
            guard let theirs = other.values[key] else { return false }
            return attribute == theirs || String(describing: attribute) == String(describing: theirs)
        }
    }

    public static func == (lhs: ReferenceStyle, rhs: ReferenceStyle) -> Bool {
        lhs.values.count == rhs.values.count && lhs.values.allSatisfy { rhs.values[$0.key] == $0.value }
    }
}
