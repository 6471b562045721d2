/// The precedence of the merge operators `<-` (the left side wins) and `<<-` (the right side
/// wins): one group, right-associative.
///
/// Chains read from right to left, as in ViewComposer:
///
/// ```swift
/// let foo: Style = [.text("foo")]
/// let bar: Style = [.text("bar")]
/// foo <- bar <<- .text("baz")    // foo <- (bar <<- .text("baz")) == [.text("foo")]
/// ```
///
/// Higher than comparison and assignment, lower than `??`, casts and
/// arithmetic, so `.width(w + 2) <- style`, `optional ?? .empty <- style` and
/// `style <- [.text("a")] as Style` need no parentheses.
precedencegroup MergePrecedence {
    associativity: right
    higherThan: ComparisonPrecedence
    lowerThan: NilCoalescingPrecedence
}
