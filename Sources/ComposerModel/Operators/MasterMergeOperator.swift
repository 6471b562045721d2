/// `lhs <<- rhs` is `lhs.merge(master: rhs)`: the right side wins conflicts.
///
/// ```swift
/// let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
/// let foo = labelStyle <<- .text("Foo")   // [.textColor(.red), .textAlignment(.center), .text("Foo")]
/// ```
///
/// Either side may be a ``Style``, an optional style, an ``Attribute`` or an
/// attribute array; the result is a ``Style``. Right-associative.
infix operator <<- : MergePrecedence

/// `Style? <<- Style?`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: Style?, rhs: Style?) -> Style { lhs.merge(master: rhs) }
/// `Style? <<- Attribute`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: Style?, rhs: Attribute) -> Style { lhs.merge(master: rhs) }
/// `Style? <<- [Attribute]`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: Style?, rhs: [Attribute]) -> Style { lhs.merge(master: rhs) }
/// `Attribute <<- Style?`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: Attribute, rhs: Style?) -> Style { lhs.merge(master: rhs) }
/// `Attribute <<- Attribute`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: Attribute, rhs: Attribute) -> Style { lhs.merge(master: rhs) }
/// `Attribute <<- [Attribute]`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: Attribute, rhs: [Attribute]) -> Style { lhs.merge(master: rhs) }
/// `[Attribute] <<- Style?`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: [Attribute], rhs: Style?) -> Style { lhs.merge(master: rhs) }
/// `[Attribute] <<- Attribute`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: [Attribute], rhs: Attribute) -> Style { lhs.merge(master: rhs) }
/// `[Attribute] <<- [Attribute]`: `lhs.merge(master: rhs)`, the right side wins. O(*n* × *m*).
public func <<- (lhs: [Attribute], rhs: [Attribute]) -> Style { lhs.merge(master: rhs) }
