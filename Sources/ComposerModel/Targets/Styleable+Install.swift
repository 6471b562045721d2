extension Styleable {
    /// Applies every attribute of `style`, in the apply order of ``AttributeKey``.
    ///
    /// Keys the target shows but `style` does not set are left alone; to move a
    /// widget from one style to another, install the ``StyleDelta`` between them.
    ///
    /// ```swift
    /// let label = Label()
    /// label.install([.textColor(.red), .text("Hello")])   // text first, then color
    /// ```
    ///
    /// - Parameter style: The attributes to show.
    /// - Returns: Counts and diagnostics.
    @discardableResult
    public func install(_ style: Style) -> InstallReport {
        install(StyleDelta(style.attributes.map(StyleChange.set)))
    }

    /// One install of `delta`; see ``Styleable/install(_:)-(StyleDelta)``.
    @discardableResult
    public func install(_ delta: StyleDelta) -> InstallReport {
        applyChanges(delta)
    }

    /// Sets and resets what `delta` says, in the apply order of ``AttributeKey``.
    ///
    /// ```swift
    /// label.applyChanges(new.difference(from: old))
    /// ```
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics.
    @discardableResult
    public func applyChanges(_ delta: StyleDelta) -> InstallReport {
        var report = InstallReport()
        // By index, not by element: iterating copies each change out of the array.
        let changes = delta.changes
        for index in changes.indices {
            switch changes[index] {
            case .set(let attribute):
                apply(attribute, into: &report)
            case .reset(let key):
                reset(key)
                report.resetCount += 1
            }
        }
        return report
    }

    func apply(_ attribute: Attribute, into report: inout InstallReport) {
        report.record(apply(attribute), of: attribute, target: diagnosticName)
    }
}
