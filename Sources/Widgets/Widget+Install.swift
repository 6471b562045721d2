import Bindings
public import ComposerModel

// What an install does between `Widget.install(_:)` and the subclass's
// `applyOwn`/`resetOwn`: the changes in apply order, the report, the display stamp and
// the change observer.

extension Widget {
    /// Makes the changes `delta` lists, in apply order, as one install: what
    /// ``Styleable/applyChanges(_:)`` does, with the widget's bookkeeping done once per
    /// install rather than once per attribute.
    ///
    /// ```swift
    /// let report = applyAsOneInstall(new.difference(from: old))   // inside install(_:)
    /// ```
    ///
    /// The display is marked (``setNeedsDisplay()``) once, after the last change, if
    /// any attribute was set or reset: renderers read the stamps after the install, so
    /// they see the same thing as with one mark per attribute. The ``changeObserver``, when
    /// there is one, hears of each change shown after the last one was made.
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics.
    /// - Complexity: O(*c*) for *c* changes, plus the subclass's work per attribute.
    final func applyAsOneInstall(_ delta: StyleDelta) -> InstallReport {
        var report = InstallReport()
        var changedAny = false
        // The changes a widget refused, by index: rare, so kept only when there is one,
        // for the change observer.
        var refused: [Int] = []
        // By index, not by element: iterating copies each change out of the array.
        let changes = delta.changes
        for index in changes.indices {
            switch changes[index] {
            case .set(let attribute):
                guard report.record(applyOwn(attribute), of: attribute, target: diagnosticName) else {
                    refused.append(index)
                    continue
                }
            case .reset(let key):
                resetOwn(key)
                restoreDefaultStyle(for: key)
                report.resetCount += 1
            }
            changedAny = true
        }
        guard changedAny else { return report }
        setNeedsDisplay()
        if let observer = Widget.changeObserver {
            for index in changes.indices where !refused.contains(index) {
                observer.widget(self, didChange: changes[index].key)
            }
        }
        return report
    }
}

extension Widget {
    /// Moves the widget from showing `old` to showing `new`, as one install: what a
    /// binding's flush calls.
    ///
    /// ```swift
    /// label.install(from: [.text("Count: 1")], to: [.text("Count: 2")])   // sets the text
    /// ```
    ///
    /// When both styles set the same keys in the same order (a style function returns the
    /// same literal shape each time), or `old` is empty and `new` lists its keys in apply
    /// order (a first install), the positions whose values differ are applied
    /// straight from `new`, with no ``StyleDelta`` built: the changes, their order, the
    /// report and the bookkeeping (``installCount``, one ``setNeedsDisplay()``, the
    /// ``changeObserver``) are those of ``install(_:)`` with `new.difference(from: old)`,
    /// and ``lastInstalledDelta`` and ``didInstall(_:)`` (overridden outside this module) get
    /// that delta, built for them only; the ``presenter`` is told through
    /// ``WidgetPresenter/widget(_:didInstallChanges:)``, which reads the changed keys in
    /// place (its default builds the delta for ``WidgetPresenter/widget(_:didInstall:)``).
    /// Other shapes go through the delta. Nothing is installed when nothing changed.
    ///
    /// - Parameters:
    ///   - old: What the widget was last given by the caller.
    ///   - new: What it should show.
    /// - Returns: Counts and diagnostics, with ``InstallReport/unchangedCount``.
    /// - Complexity: O(*n*) for a repeated shape of *n* attributes, plus the subclass's
    ///   work per changed attribute; otherwise that of ``Style/difference(from:)`` and
    ///   ``install(_:)``.
    @discardableResult
    public final func install(from old: Style, to new: Style) -> InstallReport {
        guard let positions = new.changedPositions(from: old) else {
            return installDifference(from: old, to: new)
        }
        var report = InstallReport()
        // Each position applied takes one off (counting the positions here was a software
        // population count).
        report.unchangedCount = new.attributes.count
        guard positions != 0 else { return report }
        storedInstallCount += 1
        // The binding's output: keeping it allocates nothing; the delta is built if asked for.
        storedLastInstall = .changedPositions(of: new.attributes, positions: positions)
        applyAsOneInstall(positions: positions, of: new.attributes, into: &report)
        if mayObserveInstalls {
            // A subclass's hook takes a delta: built once, for the presenter too.
            let delta = Widget.materializeDelta(of: storedLastInstall)
            didInstall(delta)
            storedPresenter?.widget(self, didInstallChanges: InstalledChanges(delta))
        } else if mayHavePresenter {
            // The presenter reads the keys in place and builds the delta only if it asks.
            storedPresenter?.widget(self, didInstallChanges: InstalledChanges(positions: positions, of: new.attributes))
        }
        return report
    }

    /// ``install(from:to:)`` for styles of different shapes: through the delta, which
    /// ``lastInstalledDelta`` computes again when asked rather than keeping it.
    private final func installDifference(from old: Style, to new: Style) -> InstallReport {
        let delta = new.difference(from: old)
        var report = InstallReport()
        if !delta.isEmpty {
            storedInstallCount += 1
            storedLastInstall = .difference(from: old.attributes, to: new.attributes)
            report = applyAsOneInstall(delta)
            didInstall(delta)
            storedPresenter?.widget(self, didInstallChanges: InstalledChanges(delta))
        }
        // Every set of the delta is an attribute of `new` not left alone (a dependent set
        // again because its bound changed included); resets are rare.
        var setCount = delta.changes.count
        for index in delta.changes.indices {
            if case .reset = delta.changes[index] { setCount -= 1 }
        }
        report.unchangedCount = new.count - setCount
        return report
    }

    /// Applies the attributes at `positions` in position order (apply order, as
    /// ``Style/changedPositions(from:)`` promises), with the bookkeeping of
    /// ``applyAsOneInstall(_:)`` done once; each position takes one off
    /// `report.unchangedCount`.
    ///
    /// - Complexity: O(*k*) for *k* positions, plus the subclass's work per attribute.
    private final func applyAsOneInstall(positions: UInt64, of attributes: [Attribute], into report: inout InstallReport) {
        // Bit i: the attribute at position i was refused (not shown, not counted).
        var refused: UInt64 = 0
        // A span, not the array's subscript: `applyOwn` and the report borrow each attribute
        // where the array holds it, where a subscript copied it out (a retain and a release
        // of its payload per attribute).
        let span = attributes.span
        var remaining = positions
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            report.unchangedCount -= 1
            if !report.record(applyOwn(span[index]), of: span[index], target: diagnosticName) {
                refused |= 1 << UInt64(index)
            }
        }
        let changed = positions & ~refused
        guard changed != 0 else { return }
        setNeedsDisplay()
        if let observer = Widget.changeObserver {
            var remaining = changed
            while remaining != 0 {
                let index = remaining.trailingZeroBitCount
                remaining &= remaining &- 1
                observer.widget(self, didChange: span[index].key)
            }
        }
    }
}

extension Widget {
    /// How many deltas were built from a binding's install for someone who asked (a
    /// ``didInstall(_:)`` override, a presenter asking ``InstalledChanges/delta``,
    /// ``lastInstalledDelta``): for tests that an install path builds none.
    ///
    /// ```swift
    /// let before = Widget.materializedDeltaCount
    /// label.install(from: old, to: new)   // shown by a GTKScreen
    /// XCTAssertEqual(Widget.materializedDeltaCount, before)
    /// ```
    package private(set) static var materializedDeltaCount = 0

    /// The delta `last` made, counted in ``materializedDeltaCount`` when it is built now.
    ///
    /// - Parameter last: What a widget kept of an install.
    /// - Returns: The install's delta.
    static func materializeDelta(of last: LastInstall) -> StyleDelta {
        if case .delta(let delta) = last { return delta }
        materializedDeltaCount += 1
        return last.delta
    }
}
