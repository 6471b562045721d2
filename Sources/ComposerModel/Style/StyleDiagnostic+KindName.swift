extension StyleDiagnostic {
    /// The kind as one word, for log metadata: `duplicateKey`, `resolverChangedKey`,
    /// `unsupportedAttribute`, `rejectedValue`, `missingChild`, `duplicateChild` or
    /// `rowsUnsupported`.
    public var kindName: String {
        switch kind {
        case .duplicateKey: "duplicateKey"
        case .resolverChangedKey: "resolverChangedKey"
        case .unsupportedAttribute: "unsupportedAttribute"
        case .rejectedValue: "rejectedValue"
        case .missingChild: "missingChild"
        case .duplicateChild: "duplicateChild"
        case .rowsUnsupported: "rowsUnsupported"
        }
    }
}
