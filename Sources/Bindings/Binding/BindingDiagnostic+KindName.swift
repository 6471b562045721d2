import ComposerModel

extension BindingDiagnostic {
    /// The kind as one word, for log metadata: `feedbackCycle`, or the install's kind
    /// (`unsupportedAttribute`, `rejectedValue`, `duplicateKey`…).
    public var kindName: String {
        switch kind {
        case .styleFunctionFailed: "styleFunctionFailed"
        case .feedbackCycle: "feedbackCycle"
        case .conflictingBindings: "conflictingBindings"
        case .install(let diagnostic): diagnostic.kindName
        case .rejected: "rejected"
        }
    }
}
