import Bindings
public import ComposerModel

// What an install does between `Widget.install(_:)` and the subclass's
// `applyOwn`/`resetOwn`: the changes in apply order, the report, the change counts and
// the display stamp.

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
    /// they see the same thing as with one mark per attribute. The changes are counted
    /// for ``changeCountByKey`` at the end too, with one access to the counts: nothing
    /// of the widget's own state is held while `applyOwn` (a subclass's code) runs.
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics.
    /// - Complexity: O(*c*) for *c* changes, plus the subclass's work per attribute.
    final func applyAsOneInstall(_ delta: StyleDelta) -> InstallReport {
        var report = InstallReport()
        // Bit r: the key of apply rank r changed (a delta changes each key once).
        var changedRanks: UInt64 = 0
        var changedUncommonKey = false
        // By index, not by element: iterating copies each change out of the array. The rank
        // is taken inside each case, from the payload already in hand: reading
        // `changes[index].applyRank` after the switch copied the change again.
        let changes = delta.changes
        for index in changes.indices {
            switch changes[index] {
            case .set(let attribute):
                guard report.record(applyOwn(attribute), of: attribute, target: diagnosticName) else { continue }
                let rank = attribute.applyRank
                if ChangeCounts.holds(rank: rank) {
                    changedRanks |= 1 << UInt64(rank)
                } else {
                    uncommonChangeCounts[attribute.key, default: 0] += 1
                    changedUncommonKey = true
                }
            case .reset(let key):
                resetOwn(key)
                restoreDefaultStyle(for: key)
                report.resetCount += 1
                let rank = key.applyRank
                if ChangeCounts.holds(rank: rank) {
                    changedRanks |= 1 << UInt64(rank)
                } else {
                    uncommonChangeCounts[key, default: 0] += 1
                    changedUncommonKey = true
                }
            }
        }
        guard changedRanks != 0 || changedUncommonKey else { return report }
        let firstChangedRanks = changeCounts.incrementPresent(ranks: changedRanks)
        if firstChangedRanks != 0 {
            changeCounts.insertFirstChanges(ofRanks: firstChangedRanks, in: changes)
        }
        setNeedsDisplay()
        return report
    }

    /// Counts one change of `attribute`'s key in ``changeCountByKey``.
    ///
    /// The rank and, for a key seen for the first time, the key are worked out before the
    /// counts are touched: nothing else runs while they are being modified.
    @inline(__always)
    final func countChange(of attribute: Attribute) {
        let rank = attribute.applyRank
        guard !changeCounts.incrementIfPresent(rank: rank) else { return }
        countFirstOrUncommonChange(of: attribute.key, rank: rank)
    }

    /// Counts one change (a reset) of `key` in ``changeCountByKey``.
    @inline(__always)
    final func countChange(of key: AttributeKey) {
        let rank = key.applyRank
        guard !changeCounts.incrementIfPresent(rank: rank) else { return }
        countFirstOrUncommonChange(of: key, rank: rank)
    }

    /// The first change of a built-in key, or any change of a custom key or of a rank the
    /// bitmap does not hold.
    private final func countFirstOrUncommonChange(of key: AttributeKey, rank: Int) {
        guard ChangeCounts.holds(rank: rank) else {
            uncommonChangeCounts[key, default: 0] += 1
            return
        }
        changeCounts.insert(key, rank: rank)
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
    /// report and the bookkeeping (``installCount``, ``changeCountByKey``, one
    /// ``setNeedsDisplay()``) are those of ``install(_:)`` with `new.difference(from: old)`,
    /// and ``lastInstalledDelta``, ``didInstall(_:)`` (overridden outside this module) and
    /// the ``presenter`` get that delta, built for them only. Other shapes go through
    /// the delta. Nothing is installed when nothing changed.
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
        guard let changed = new.changedPositionsAndRanks(from: old) else {
            return installDifference(from: old, to: new)
        }
        var report = InstallReport()
        // Each position applied takes one off (counting the positions here was a software
        // population count).
        report.unchangedCount = new.attributes.count
        guard changed.positions != 0 else { return report }
        storedInstallCount += 1
        // The binding's output: keeping it allocates nothing; the delta is built if asked for.
        storedLastInstall = .changedPositions(of: new.attributes, positions: changed.positions)
        applyAsOneInstall(changed, of: new.attributes, into: &report)
        if mayObserveInstalls || mayHavePresenter {
            let delta = storedLastInstall.delta
            didInstall(delta)
            storedPresenter?.widget(self, didInstall: delta)
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
            storedPresenter?.widget(self, didInstall: delta)
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

    /// Applies the attributes at `changed.positions` in position order (apply order, as
    /// ``Style/changedPositions(from:)`` promises), with the bookkeeping of
    /// ``applyAsOneInstall(_:)`` done once; each position takes one off
    /// `report.unchangedCount`.
    ///
    /// - Complexity: O(*k*) for *k* positions, plus the subclass's work per attribute.
    private final func applyAsOneInstall(_ changed: ChangedPositions, of attributes: [Attribute], into report: inout InstallReport) {
        // Bit r: the key of apply rank r changed (each key is at one position). The walk
        // that found the positions gave their ranks: a rank is looked up here only for an
        // attribute the widget refused, which is not counted, or when a rank is past the
        // bitmap (each `applyRank` was a call into ComposerModel and a copy of the attribute).
        var changedRanks = changed.ranks
        var changedUncommonKey = false
        // A span, not the array's subscript: `applyOwn` and the report borrow each attribute
        // where the array holds it, where a subscript copied it out (a retain and a release
        // of its payload per attribute).
        let span = attributes.span
        var remaining = changed.positions
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            report.unchangedCount -= 1
            guard report.record(applyOwn(span[index]), of: span[index], target: diagnosticName) else {
                let rank = span[index].applyRank
                if ChangeCounts.holds(rank: rank) { changedRanks &= ~(1 << UInt64(rank)) }
                continue
            }
            guard changed.hasRankPast63 else { continue }
            if !ChangeCounts.holds(rank: span[index].applyRank) {
                countUncommonChange(of: span[index].key)
                changedUncommonKey = true
            }
        }
        guard changedRanks != 0 || changedUncommonKey else { return }
        let firstChangedRanks = changeCounts.incrementPresent(ranks: changedRanks)
        if firstChangedRanks != 0 {
            changeCounts.insertFirstChanges(ofRanks: firstChangedRanks, atPositions: changed.positions, of: attributes)
        }
        setNeedsDisplay()
    }

    /// Counts a change of a key ``ChangeCounts`` does not hold. Out of line: the dictionary's
    /// `default:` closure, inlined, was set up and destroyed on every direct install.
    @inline(never)
    private final func countUncommonChange(of key: AttributeKey) {
        uncommonChangeCounts[key, default: 0] += 1
    }

    /// Whether `type` is one of this module's widget classes, none of which overrides
    /// ``didInstall(_:)``: a direct install skips building the delta for them.
    static func isFrameworkClass(_ type: ObjectIdentifier) -> Bool {
        frameworkClasses.contains(type)
    }

    private static let frameworkClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(Widget.self), ObjectIdentifier(Label.self), ObjectIdentifier(Button.self),
        ObjectIdentifier(TextField.self), ObjectIdentifier(TextView.self), ObjectIdentifier(Switch.self),
        ObjectIdentifier(Slider.self), ObjectIdentifier(ProgressBar.self), ObjectIdentifier(ActivityIndicator.self),
        ObjectIdentifier(ImageView.self), ObjectIdentifier(ListView.self), ObjectIdentifier(ScrollView.self),
        ObjectIdentifier(SegmentedControl.self), ObjectIdentifier(StackView.self),
    ]
}
