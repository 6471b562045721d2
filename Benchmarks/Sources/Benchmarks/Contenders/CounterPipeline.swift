import Bindings
import Widgets

/// One way of getting a counter value onto a label: a contender.
///
/// ``set(_:)`` is the view model's change; when the label shows it depends on
/// the contender (at once, or at the loop's next flush for the bindings).
@LoopActor
protocol CounterPipeline: AnyObject, Sendable {
    /// The contender's name in the results.
    nonisolated static var contender: String { get }
    /// The label the value ends up on.
    var label: Label { get }
    /// Changes the counter.
    func set(_ value: Int)
    /// Changes the counter to each of `values` in turn: the loop a program
    /// writes, with the model (or label) in a local.
    func setEach(_ values: ClosedRange<Int>)
    /// Whether a set may take more than the next loop turn to show (a task
    /// that hops between executors); such contenders are waited for.
    nonisolated static var deliversLater: Bool { get }
}

extension CounterPipeline {
    nonisolated static var deliversLater: Bool { false }

    /// Turns `loop`, blocking, until the label shows `value`, for a contender
    /// that ``deliversLater``; returns at once for the others, whose value
    /// shows by the turn the scenario runs anyway. Scenarios call it inside
    /// their timing, so that a late value is paid for, not skipped.
    func awaitShown(_ value: Int, on loop: EventLoop) {
        guard Self.deliversLater else { return }
        let expected = "Count: \(value)"
        while label.text != expected { loop.runOnce(blocking: true) }
    }
}

/// The contenders that take part in a scenario, made by name.
enum Contender: String, CaseIterable, Sendable {
    case bindings, opencombine, closures, vanilla, observations

    /// A new pipeline of this kind on a new label. The bindings' kind needs an open loop.
    @LoopActor
    func make(_ style: CounterStyle) -> any CounterPipeline {
        switch self {
        case .bindings: BindingsCounter(style: style)
        case .opencombine: OpenCombineCounter(style: style)
        case .closures: ClosuresCounter(style: style)
        case .vanilla: VanillaCounter(style: style)
        case .observations: ObservationsCounter(style: style)
        }
    }
}
