/// The precedence of the merge operators `<-` and `<<-`: one group, right-associative.
///
/// Chains read from right to left, as in ViewComposer:
///
/// ```swift
/// let foo: Style = [.text("foo")]
/// let bar: Style = [.text("bar")]
/// foo <- bar <<- .text("baz")    // foo <- (bar <<- .text("baz")) == [.text("foo")]
/// ```
///
/// Higher than assignment and comparison, lower than addition, so
/// `.width(w + 2) <- style` needs no parentheses.
precedencegroup MergePrecedence {
    associativity: right
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}
