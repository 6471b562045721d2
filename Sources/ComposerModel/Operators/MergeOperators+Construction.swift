// `<-` (the left side wins) and `<<-` (the right side wins), building a widget:
// ViewComposer's construction form, a merge whose result is a widget rather than
// a style, `let fooLabel: Label = labelStyle <<- .text("Foo")`. Chosen by the
// contextual type; the style is merged exactly as by the style-returning
// overloads, then installed on a new widget.
//
// One generic overload per operand pair (a style or optional style, an
// attribute, an attribute array on either side), so that any chain ViewComposer
// accepts builds a widget: `.axis(.vertical) <- .views(…) <- [.spacing(1)]`,
// `.text("bar") <- style`. Only the outermost merge of a chain builds; the inner
// ones stay styles (right associativity). `Style` is not `StyleInitializable`,
// so inside a chain these overloads never compete with the style-returning ones.

/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Style?, rhs: Style?) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Style?, rhs: Attribute) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Style?, rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Attribute, rhs: Style?) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n*).
public func <- <Widget: StyleInitializable>(lhs: Attribute, rhs: Attribute) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Attribute, rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: [Attribute], rhs: Style?) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: [Attribute], rhs: Attribute) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// The left side wins: `lhs <- rhs`, made into a widget. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: [Attribute], rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(slave: rhs)) }

/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Style?, rhs: Style?) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Style?, rhs: Attribute) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Style?, rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Attribute, rhs: Style?) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n*).
public func <<- <Widget: StyleInitializable>(lhs: Attribute, rhs: Attribute) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Attribute, rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: [Attribute], rhs: Style?) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: [Attribute], rhs: Attribute) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// The right side wins: `lhs <<- rhs`, made into a widget. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: [Attribute], rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(master: rhs)) }
