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

public func <- (lhs: Style?, rhs: Style?) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: Style?, rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: Style?, rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: Attribute, rhs: Style?) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: Attribute, rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: Attribute, rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: [Attribute], rhs: Style?) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: [Attribute], rhs: Attribute) -> Style { lhs.merge(slave: rhs) }
public func <- (lhs: [Attribute], rhs: [Attribute]) -> Style { lhs.merge(slave: rhs) }
