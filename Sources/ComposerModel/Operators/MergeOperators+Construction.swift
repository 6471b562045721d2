// ViewComposer's construction form: a merge whose result is a widget rather
// than a style, `let fooLabel: Label = labelStyle <<- .text("Foo")`. Chosen by
// the contextual type; the style is merged exactly as by the style-returning
// overloads, then installed on a new widget.

/// `lhs <- rhs`, made into a widget: the left side wins conflicts. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Style?, rhs: Style?) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// `lhs <- rhs`, made into a widget: the left side wins conflicts. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Style?, rhs: Attribute) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// `lhs <- rhs`, made into a widget: the left side wins conflicts. O(*n* × *m*).
public func <- <Widget: StyleInitializable>(lhs: Style?, rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(slave: rhs)) }
/// `lhs <<- rhs`, made into a widget: the right side wins conflicts. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Style?, rhs: Style?) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// `lhs <<- rhs`, made into a widget: the right side wins conflicts. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Style?, rhs: Attribute) -> Widget { Widget(style: lhs.merge(master: rhs)) }
/// `lhs <<- rhs`, made into a widget: the right side wins conflicts. O(*n* × *m*).
public func <<- <Widget: StyleInitializable>(lhs: Style?, rhs: [Attribute]) -> Widget { Widget(style: lhs.merge(master: rhs)) }
