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

    /// Installs `new.difference(from: old)` unless it is empty; see
    /// ``Styleable/install(from:to:)``.
    @discardableResult
    public func install(from old: Style, to new: Style) -> InstallReport {
        let delta = new.difference(from: old)
        var report = delta.isEmpty ? InstallReport() : install(delta)
        // Every set of the delta is an attribute of `new` not left alone (a dependent set
        // again because its bound changed included). Counted by index: resets are rare.
        var setCount = delta.changes.count
        for index in delta.changes.indices {
            if case .reset = delta.changes[index] { setCount -= 1 }
        }
        report.unchangedCount = new.count - setCount
        return report
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
