/// A binding that runs a closure: `bind { … }`, `bind(_:_:)` on a signal, components and
/// `onChange`.
///
/// ```swift
/// let binding = ClosureBinding(scheduler: scheduler, target: "Label", file: #fileID, line: #line,
///                              initialOutput: .style(Style())) { .style([.text("Hello")]) }
/// ```
///
/// Threading: as ``Binding``, loop only apart from marking and disposing.
final class ClosureBinding: Binding {
    private var evaluation: Evaluation?

    /// A binding that runs `evaluation` at each flush it is dirty for.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler that flushes it.
    ///   - target: The target's name, for diagnostics.
    ///   - file: Where the binding is made, for diagnostics.
    ///   - line: The line it is made on, likewise.
    ///   - initialOutput: The output before the first evaluation.
    ///   - tracksObservable: Whether evaluations follow `@Observable` reads.
    ///   - evaluation: The function; `nil` from it ends the binding.
    init(scheduler: BindingScheduler, target: String, file: String, line: Int, initialOutput: Output,
         tracksObservable: Bool = true, evaluation: @escaping Evaluation) {
        self.evaluation = evaluation
        super.init(scheduler: scheduler, target: target, file: file, line: line,
                   initialOutput: initialOutput, tracksObservable: tracksObservable)
    }

    override func evaluateOutput() throws -> Bool {
        guard let evaluation, let output = try evaluation() else { return false }
        keep(output)
        return true
    }

    override func releaseEvaluation() {
        evaluation = nil
    }
}
