extension ComponentTarget {
    /// Installs `component` on a fresh widget tree: every attribute, child and row.
    ///
    /// ```swift
    /// personView.install(PersonViewModel(person: john).component)
    /// ```
    ///
    /// - Parameter component: How the tree should look.
    /// - Returns: Counts and diagnostics for the whole tree.
    @discardableResult
    public func install(_ component: Component) -> InstallReport {
        install(component.difference(from: .empty))
    }

    /// Installs `delta` on this widget, then its children, then its rows.
    ///
    /// The root's style delta goes first (one ``Styleable/install(_:)-(StyleDelta)``),
    /// then each changed child's delta, then the rows are reordered and new or
    /// changed rows installed. A child or row the widget cannot find is
    /// reported, not fatal.
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics for the whole tree.
    @discardableResult
    public func install(_ delta: ComponentDelta) -> InstallReport {
        var report = delta.style.isEmpty ? InstallReport() : install(delta.style)
        for childDelta in delta.children {
            install(childDelta.delta, on: child(for: childDelta.key), key: childDelta.key, into: &report)
        }
        guard delta.rows.isEmpty || applyRowChanges(delta.rows) else {
            report.diagnostics.append(StyleDiagnostic(.rowsUnsupported(ignoredChanges: delta.rows.count), target: diagnosticName))
            return report
        }
        for insertion in delta.rows.insertions {
            install(insertion.component.difference(from: .empty), on: row(for: insertion.key), key: insertion.key, into: &report)
        }
        for update in delta.rows.updates {
            install(update.delta, on: row(for: update.key), key: update.key, into: &report)
        }
        return report
    }

    private func install(_ delta: ComponentDelta, on target: (any Styleable)?, key: ComponentKey, into report: inout InstallReport) {
        guard let target else {
            report.diagnostics.append(StyleDiagnostic(.missingChild(key), target: diagnosticName))
            return
        }
        if let composite = target as? any ComponentTarget {
            report.absorb(composite.install(delta))
            return
        }
        if !delta.style.isEmpty {
            report.absorb(target.install(delta.style))
        }
        for nested in delta.children {
            report.diagnostics.append(StyleDiagnostic(.missingChild(nested.key), target: target.diagnosticName))
        }
        if !delta.rows.isEmpty {
            report.diagnostics.append(StyleDiagnostic(.rowsUnsupported(ignoredChanges: delta.rows.count), target: target.diagnosticName))
        }
    }
}
