/// `lhs <- rhs` is `lhs.merge(slave: rhs)`: the left side wins conflicts.
///
/// ```swift
/// let foo: Style = [.text("foo")]
/// let bar: Style = [.text("bar"), .color(.red)]
/// foo <- bar     // [.text("foo"), .color(.red)]
/// ```
///
/// Either side may be a ``Style``, an optional style, an ``Attribute`` or an
/// attribute array; the result is a ``Style``. Right-associative.
infix operator <- : MergePrecedence

/// `Style? <- Style?`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: Style?, rhs: Style?) -> Style { lhs.merge(slave: rhs) }
/// `Style? <- Attribute`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: Style?, rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
/// `Style? <- [Attribute]`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: Style?, rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
/// `Attribute <- Style?`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: Attribute, rhs: Style?) -> Style { lhs.merge(slave: rhs) }
/// `Attribute <- Attribute`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: Attribute, rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
/// `Attribute <- [Attribute]`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: Attribute, rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
/// `[Attribute] <- Style?`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: [Attribute], rhs: Style?) -> Style { lhs.merge(slave: rhs) }
/// `[Attribute] <- Attribute`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: [Attribute], rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
/// `[Attribute] <- [Attribute]`: `lhs.merge(slave: rhs)`, the left side wins. O(*n* × *m*).
public func <- (lhs: [Attribute], rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
