/// One step of a ``StyleDelta``: set an attribute, or reset a key to the widget's default.
public enum StyleChange: Equatable, Sendable, CustomStringConvertible {
    /// Give the attribute's key this value (it was added or changed).
    case set(Attribute)
    /// Return the key to the widget's default (the new style no longer sets it).
    case reset(AttributeKey)

    /// The key this change touches.
    public var key: AttributeKey {
        switch self {
        case .set(let attribute): return attribute.key
        case .reset(let key): return key
        }
    }

    /// The ``AttributeKey/applyRank`` of the key this change touches, without building the key.
    ///
    /// ```swift
    /// StyleChange.reset(.text).applyRank == StyleChange.set(.text("a")).applyRank   // true
    /// ```
    ///
    /// - Complexity: O(1).
    package var applyRank: Int {
        switch self {
        case .set(let attribute): return attribute.applyRank
        case .reset(let key): return key.applyRank
        }
    }

    public var description: String {
        switch self {
        case .set(let attribute): return "set \(attribute)"
        case .reset(let key): return "reset \(key)"
        }
    }
}
