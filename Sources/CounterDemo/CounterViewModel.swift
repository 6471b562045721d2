public import Bindings
public import ComposerModel

/// The live counter's state and rules, with no widget in sight.
///
/// ```swift
/// let model = CounterViewModel()
/// model.increment()          // count 1
/// model.selectStep(at: 2)    // step 5
/// model.tick()               // count 6, when auto-counting (not paused)
/// model.countStyle           // [.text("6"), .textColor(.green), …]
/// ```
///
/// Threading: loop only, like the widgets it is bound to.
@LoopActor
public final class CounterViewModel {
    /// The steps the step control offers.
    public static let steps = [1, 2, 5, 10]
    /// Counts from this value up are shown in yellow, and from ``highThreshold`` in red.
    public static let mediumThreshold = 50
    /// Counts from this value up are shown in red.
    public static let highThreshold = 100

    @Observed public var count = 0
    @Observed public var step = 1
    /// Whether the timer counts: the Auto-count switch, and the Pause/Resume button's
    /// state (one state, so the two never disagree).
    @Observed public var autoCounts = true
    /// Whether counting is paused: the Pause/Resume button's view of ``autoCounts``.
    public var isPaused: Bool {
        get { !autoCounts }
        set { autoCounts = !newValue }
    }
    /// What the status line reports.
    @Observed public var statistics = DemoStatistics()

    /// A counter at zero, counting by one.
    ///
    /// - Parameter autoCounts: Whether the timer counts from the start.
    public init(autoCounts: Bool = true) {
        self.autoCounts = autoCounts
    }

    /// One timer tick: adds the step when auto-counting (not paused).
    ///
    /// - Returns: Whether the count changed.
    @discardableResult
    public func tick() -> Bool {
        guard autoCounts else { return false }
        count += step
        return true
    }

    public func increment() { count += step }
    public func decrement() { count -= step }
    public func reset() { count = 0 }
    /// Pauses or resumes counting: the Auto-count switch turns with it.
    public func togglePause() { autoCounts.toggle() }

    /// Selects one of ``steps``; an index outside them is ignored.
    ///
    /// - Parameter index: The position in ``steps``.
    public func selectStep(at index: Int) {
        guard Self.steps.indices.contains(index) else { return }
        step = Self.steps[index]
    }

    /// The position of ``step`` in ``steps``.
    public var stepIndex: Int { Self.steps.firstIndex(of: step) ?? 0 }

    /// The count's color: cyan below zero, green, then yellow from 50, red from 100.
    public var countColor: Color {
        switch count {
        case ..<0: .cyan
        case ..<Self.mediumThreshold: .green
        case ..<Self.highThreshold: .yellow
        default: .red
        }
    }

    /// The big number's style.
    public var countStyle: Style {
        [.text("Count: \(count)"), .textColor(countColor)]
    }

    /// The pause button's title.
    public var pauseTitle: String { isPaused ? "Resume" : "Pause" }
}
