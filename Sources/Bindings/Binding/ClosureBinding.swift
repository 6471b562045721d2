/// A binding that runs a closure: `bind { … }`, `bind(_:_:)` on a signal, components and
/// `onChange`.
///
/// ```swift
/// let binding = ClosureBinding(scheduler: scheduler, file: #fileID, line: #line,
///                              initialOutput: .style(Style())) { .style([.text("Hello")]) }
/// ```
///
/// Threading: as ``Binding``, loop only apart from marking and disposing.
final class ClosureBinding: Binding {
    private var evaluation: Evaluation?
    /// How diagnostics name what an `onChange` binding follows: it has no target to ask.
    private let standaloneTarget: String?

    /// A binding that runs `evaluation` at each flush it is dirty for.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that flushes it.
    ///   - standaloneTarget: What diagnostics name as the target of a binding that has no
    ///     target (`onChange`); `nil` to ask the target.
    ///   - file: Where the binding is made, for diagnostics.
    ///   - line: The line it is made on, likewise.
    ///   - initialOutput: The output before the first evaluation.
    ///   - tracksObservable: Whether evaluations follow `@Observable` reads.
    ///   - evaluation: The function; `nil` from it ends the binding.
    init(scheduler: BindingScheduler, standaloneTarget: String? = nil, file: String, line: Int, initialOutput: Output,
         tracksObservable: Bool = true, evaluation: @escaping Evaluation) {
        self.evaluation = evaluation
        self.standaloneTarget = standaloneTarget
        super.init(scheduler: scheduler, file: file, line: line,
                   initialOutput: initialOutput, tracksObservable: tracksObservable)
    }

    override var targetName: String { standaloneTarget ?? super.targetName }

    override func evaluateOutput() throws -> Bool {
        guard let evaluation, let output = try evaluation() else { return false }
        keep(output)
        return true
    }

    override func releaseEvaluation() {
        evaluation = nil
    }
}
