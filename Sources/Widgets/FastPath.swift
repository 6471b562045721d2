/// The unchecked corner of `Widgets`: every construct on the install's hot path that the
/// compiler cannot check, in one place, each with what it is for.
///
/// ```swift
/// // The construct, and where it is declared:
/// Widget.changeCounts   // @exclusivity(unchecked): modified once per install, loop thread only
/// ```
///
/// Figures measured with and without (callgrind instruction counts, `Benchmarks/run
/// --quick --only scale --contenders bindings`, Swift 6.3.1, per install of the two-attribute
/// Label style): the dynamic check on `changeCounts` (`swift_beginAccess` and
/// `swift_endAccess`, one pair per install and one more per first install) cost about 145
/// instructions per install.
///
/// Rules that keep them sound:
/// - widgets are touched on the loop thread only (`@LoopActor`);
/// - `changeCounts` is modified by the widget's own bookkeeping only (`ChangeCounts`'s
///   methods), which calls no subclass, presenter or user code while it holds the access.
enum FastPath {}
