public import ComposerModel

/// A problem a binding met: reported, never fatal, and the loop goes on.
///
/// ```swift
/// BindingScheduler.current.diagnosticHandler = { diagnostic in log.warning("\(diagnostic)") }
/// ```
public struct BindingDiagnostic: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// The style function threw; the target keeps its last good style.
        case styleFunctionFailed(String)
        /// The binding was marked dirty by its own flush for this many consecutive
        /// turns; it is not re-run for its own changes until a change comes from outside a flush.
        case feedbackCycle(turns: Int)
        /// Several bindings on one target set these keys; the later binding won.
        case conflictingBindings([AttributeKey])
        /// Installing on the target reported this (unsupported attribute, rejected value…).
        case install(StyleDiagnostic)
        /// The binding could not be made, and ended at once; the text says why.
        case rejected(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// Which binding: its number, target and where it was made.
    public let binding: String

    /// One line naming the binding and the problem.
    public var description: String {
        switch kind {
        case .styleFunctionFailed(let error):
            return "\(binding): style function threw \(error); keeping the last good style"
        case .feedbackCycle(let turns):
            return "\(binding): feedback cycle: re-dirtied by its own flush for \(turns) consecutive turns"
        case .conflictingBindings(let keys):
            return "\(binding): conflicts with an earlier binding on the same target for \(keys.map { String(describing: $0) }.joined(separator: ", ")); the later binding wins"
        case .install(let diagnostic):
            return "\(binding): \(diagnostic)"
        case .rejected(let reason):
            return "\(binding): rejected: \(reason)"
        }
    }
}
