/// What one install did: how many attributes were set and reset, and what went wrong.
///
/// ```swift
/// let report = label.install([.text("Hi"), .placeholder("x")])
/// report.setCount         // 1
/// report.diagnostics      // [Label: unsupported attribute placeholder("x") skipped]
/// ```
public struct InstallReport: Equatable, Sendable {
    /// Attributes applied (including adjusted values).
    public var setCount = 0
    /// Keys reset to their default.
    public var resetCount = 0
    /// Attributes unsupported or rejected, and children not found.
    public var diagnostics: [StyleDiagnostic] = []

    public init() {}

    /// Adds another report's counts and diagnostics to this one.
    public mutating func absorb(_ other: InstallReport) {
        setCount += other.setCount
        resetCount += other.resetCount
        diagnostics += other.diagnostics
    }
}
