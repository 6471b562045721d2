/// `<-`: the left side wins. `lhs <- rhs` is `lhs.merge(slave: rhs)`, which keeps `lhs`'s
/// value where both sides set a key.
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

/// The left side wins: `Style? <- Style?` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: Style?, rhs: Style?) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `Style? <- Attribute` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: Style?, rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `Style? <- [Attribute]` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: Style?, rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `Attribute <- Style?` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: Attribute, rhs: Style?) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `Attribute <- Attribute` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: Attribute, rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `Attribute <- [Attribute]` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: Attribute, rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `[Attribute] <- Style?` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: [Attribute], rhs: Style?) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `[Attribute] <- Attribute` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: [Attribute], rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
/// The left side wins: `[Attribute] <- [Attribute]` is `lhs.merge(slave: rhs)`. O(*n* × *m*).
public func <- (lhs: [Attribute], rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
