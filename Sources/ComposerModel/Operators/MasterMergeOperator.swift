/// `<<-`: the right side wins. `lhs <<- rhs` is `lhs.merge(master: rhs)`, which takes `rhs`'s
/// value where both sides set a key.
///
/// ```swift
/// let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
/// let foo = labelStyle <<- .text("Foo")   // [.textColor(.red), .textAlignment(.center), .text("Foo")]
/// ```
///
/// Either side may be a ``Style``, an optional style, an ``Attribute`` or an
/// attribute array; the result is a ``Style``. Right-associative.
infix operator <<- : MergePrecedence

/// The right side wins: `Style? <<- Style?` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: Style?, rhs: Style?) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `Style? <<- Attribute` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: Style?, rhs: Attribute) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `Style? <<- [Attribute]` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: Style?, rhs: [Attribute]) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `Attribute <<- Style?` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: Attribute, rhs: Style?) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `Attribute <<- Attribute` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: Attribute, rhs: Attribute) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `Attribute <<- [Attribute]` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: Attribute, rhs: [Attribute]) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `[Attribute] <<- Style?` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: [Attribute], rhs: Style?) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `[Attribute] <<- Attribute` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: [Attribute], rhs: Attribute) -> Style { lhs.merge(master: rhs) }
/// The right side wins: `[Attribute] <<- [Attribute]` is `lhs.merge(master: rhs)`. O(*n* × *m*).
public func <<- (lhs: [Attribute], rhs: [Attribute]) -> Style { lhs.merge(master: rhs) }
