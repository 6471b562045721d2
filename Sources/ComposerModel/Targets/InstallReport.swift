/// What one install did: how many attributes were set and reset, and what went wrong.
///
/// ```swift
/// let report = label.install([.text("Hi"), .placeholder("x")])
/// report.setCount         // 1
/// report.diagnostics      // [Label: unsupported attribute placeholder("x") skipped]
/// ```
public struct InstallReport: Equatable, Sendable {
    /// Attributes applied (including adjusted values).
    public var setCount: Int
    /// Keys reset to their default.
    public var resetCount: Int
    /// Attributes unsupported or rejected, and children not found.
    public var diagnostics: [StyleDiagnostic]
    /// Attributes of the new style the target already showed, so not installed: counted by
    /// ``Styleable/install(from:to:)``, 0 after an install of a delta or a style.
    public var unchangedCount: Int

    /// An empty report: nothing set, reset or diagnosed.
    // Inlinable, with the zeroes here rather than as the properties' defaults (which another
    // module calls out for): a widget's install starts one per call.
    @inlinable
    public init() {
        setCount = 0
        resetCount = 0
        diagnostics = []
        unchangedCount = 0
    }

    /// Records what a target did with `attribute`: a set for a value shown, a diagnostic
    /// naming `target` for a value adjusted, rejected or not supported.
    ///
    /// ```swift
    /// report.record(label.apply(attribute), of: attribute, target: label.diagnosticName)
    /// ```
    ///
    /// - Parameters:
    ///   - outcome: What ``Styleable/apply(_:)`` answered.
    ///   - attribute: The attribute given.
    ///   - target: How diagnostics name the target; built only for a diagnostic.
    /// - Returns: Whether the target shows a new value (applied or adjusted).
    // Inlinable for the common case, an attribute applied: a call into this module per
    // attribute was a measurable part of an install.
    @inlinable @discardableResult
    package mutating func record(_ outcome: AttributeOutcome, of attribute: Attribute, target: @autoclosure () -> String) -> Bool {
        if case .applied = outcome {
            setCount += 1
            return true
        }
        return recordProblem(outcome, of: attribute, target: target())
    }

    /// ``record(_:of:target:)`` for an outcome other than ``AttributeOutcome/applied``.
    @usableFromInline
    package mutating func recordProblem(_ outcome: AttributeOutcome, of attribute: Attribute, target: @autoclosure () -> String) -> Bool {
        switch outcome {
        case .applied:
            setCount += 1
            return true
        case .adjusted(let reason):
            setCount += 1
            diagnostics.append(StyleDiagnostic(.rejectedValue(attribute, reason: reason), target: target()))
            return true
        case .rejected(let reason):
            diagnostics.append(StyleDiagnostic(.rejectedValue(attribute, reason: reason), target: target()))
        case .unsupported:
            diagnostics.append(StyleDiagnostic(.unsupportedAttribute(attribute), target: target()))
        }
        return false
    }

    /// Adds another report's counts and diagnostics to this one.
    public mutating func absorb(_ other: InstallReport) {
        setCount += other.setCount
        resetCount += other.resetCount
        diagnostics += other.diagnostics
    }
}
