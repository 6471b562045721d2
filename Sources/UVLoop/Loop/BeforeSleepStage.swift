/// A named place in the loop's before-sleep phase, where a hook added with
/// ``EventLoop/addBeforeSleep(stage:_:)`` runs.
///
/// Every loop iteration, just before the loop would sleep (libuv's prepare phase), the
/// hooks run stage by stage, in this order:
///
/// 1. ``flush``: the bindings' scheduler (`BindingScheduler`) installs what changed in the turn.
/// 2. ``render``: each backend draws what the flush changed (the terminal's frame, a
///    browser tab's frame).
/// 3. ``inspection``: hooks that look at the turn's outcome, flushed and drawn: the
///    condition of ``EventLoop/run(until:timeout:)``, a test's wait, statistics.
/// 4. ``foreignLoop``: preparing another library's main loop (GLib's) for the poll, so
///    that it sees everything the stages before changed when it computes how long the
///    loop may sleep.
///
/// The order does not depend on which hook was added first: a renderer added before the
/// bindings' scheduler exists still draws after the flush. Within a stage, hooks run in
/// the order they were added.
///
/// ```swift
/// let frame = loop.addBeforeSleep(stage: .render) { screen.drawIfNeeded() }
/// let pump = loop.addBeforeSleep(stage: .foreignLoop) { glib.prepare() }
/// ```
public struct BeforeSleepStage: Comparable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The stage's position: lower runs first.
    let rank: Int

    private init(rank: Int) {
        self.rank = rank
    }

    /// The bindings' flush: every dirty binding is evaluated and its target gets the
    /// difference. First, so that every later stage sees the turn's values.
    ///
    /// A hook of yours here runs before or after the flush depending on whether it was
    /// added before or after the scheduler's: use it only for work that feeds the
    /// renderers as the flush does (another library's flush), and ``render`` or
    /// ``inspection`` to see what the flush installed.
    public static var flush: Self { Self(rank: 0) }

    /// The backends' drawing: the terminal's frame, the browser backend's frames, after
    /// the flush of the same turn.
    public static var render: Self { Self(rank: 1) }

    /// Looking at the turn's outcome without changing what is shown: after the flush and
    /// the renderers, so a condition that waits for a value or a frame sees both in the
    /// turn that made them, and before the foreign loop, whose prepare changes nothing a
    /// condition reads. ``EventLoop/run(until:timeout:)`` checks its condition here.
    public static var inspection: Self { Self(rank: 2) }

    /// Preparing a foreign main loop (GLib's) for the poll phase: last, and only inside
    /// `uv_run` (never in ``EventLoop/run()``'s extra pass after a ``EventLoop/stop()``),
    /// so that each prepare is followed by its check in the same iteration.
    public static var foreignLoop: Self { Self(rank: 3) }

    /// Every stage, in the order they run.
    public static var allCases: [BeforeSleepStage] { [.flush, .render, .inspection, .foreignLoop] }

    /// The stage's name, as written in code: `"render"`.
    public var description: String {
        switch rank {
        case 0: "flush"
        case 1: "render"
        case 2: "inspection"
        default: "foreignLoop"
        }
    }

    /// Whether `lhs` runs before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A stage.
    ///   - rhs: Another stage.
    /// - Returns: `true` if `lhs`'s hooks run before `rhs`'s.
    public static func < (lhs: BeforeSleepStage, rhs: BeforeSleepStage) -> Bool {
        lhs.rank < rhs.rank
    }
}
