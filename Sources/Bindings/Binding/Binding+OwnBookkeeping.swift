import ComposerModel

/// A style target's only binding keeps that target's bookkeeping itself.
///
/// ```swift
/// label.bind(to: model) { model, style in style.set(.text("\(model.count)")) }  // its own bookkeeping
/// label.bind(to: other) { other, style in style.set(.textColor(other.color)) }  // now shared
/// ```
///
/// Most bound targets have one binding, made by `bind(to:)`. Such a binding observes its
/// target's `Lifetime` itself and installs what it evaluates straight after evaluating it:
/// what the target last received is the output its evaluation just replaced, which the
/// evaluation leaves in the scheduler's ``BindingScheduler/reusableStyle``. So no
/// ``TargetBindings`` is made for it, the 80-byte heap block per bound target it was.
///
/// Anything else hands the bookkeeping to a ``TargetBindings`` for good
/// (``BindingScheduler/shareBookkeeping(of:showing:)``): a second binding on the target,
/// a value plain code set on it, user input reported through ``Binding/targetShows(_:)``,
/// or a style with diagnostics to report and remember.
///
/// Threading: loop only, but for ``lifetimeDidEnd()``.
extension Binding: LifetimeObserver {
    /// Ends the binding: its target's lifetime ended. From any thread, as ``dispose()``.
    package nonisolated func lifetimeDidEnd() {
        dispose()
    }

    /// Installs the style this binding has just produced on the target whose bookkeeping
    /// it keeps: the difference from the output its evaluation replaced.
    ///
    /// The style is lent to the install, as ``TargetBindings/install(evaluated:into:)`` lends
    /// it, and the flag that says so lets a promotion during the install (a binding added
    /// from the target's install) know that the target is receiving it.
    ///
    /// - Parameter statistics: Receives the install's counts.
    /// - Precondition: The binding keeps its own bookkeeping and was evaluated just now.
    func installOwnStyle(into statistics: inout FlushStatistics) {
        guard let styleable = styleTarget else { return end() }
        guard var desired = lendStyle() else { return }
        guard desired.diagnostics.isEmpty else {
            keep(.style(consume desired))
            // The diagnostics are a `TargetBindings`' to report, and to remember so that they
            // are reported once: it takes over, knowing what the target shows.
            let shown = scheduler.reusableStyle.take() ?? Style()
            scheduler.shareBookkeeping(of: self, showing: shown.attributes)
            targetBindings?.install(into: &statistics)
            return
        }
        flags.isLendingOutput = true
        // Moved out for the call and back, not copied: a copy took two retains and two releases.
        let shown = scheduler.reusableStyle.take() ?? Style()
        let report = Self.install(from: shown, to: &desired, on: styleable)
        scheduler.reusableStyle = consume shown
        let desiredCount = desired.attributes.count
        keep(.style(consume desired))
        flags.isLendingOutput = false
        if flags.placement == .shared, case .style(let installed) = output {
            targetBindings?.finishLending(installed: installed.attributes)   // shared during the install
        }
        statistics.attributesUnchanged += report.unchangedCount
        // An install happened when a set was attempted (not every attribute unchanged) or a
        // key reset: the delta was not empty.
        guard report.unchangedCount < desiredCount || report.resetCount > 0 else { return }
        statistics.count(report)
        for diagnostic in report.diagnostics {
            scheduler.report(BindingDiagnostic(kind: .install(diagnostic), binding: identity))
        }
    }

    /// `styleable.install(from:to:)` with `desired` passed `inout`, so that it is lent to the
    /// call, not copied (see `TargetBindings`).
    private static func install(from shown: Style, to desired: inout Style, on styleable: any Styleable) -> InstallReport {
        styleable.install(from: shown, to: desired)
    }

    /// Stops observing the target's lifetime and leaves the scheduler's list: the binding
    /// ended while keeping its own bookkeeping. The target shows what it shows.
    func leaveOwnTarget() {
        (styleTarget as? any LifetimeOwner)?.lifetime.removeObserver(self)
        scheduler.forgetOwnBookkeeping(of: self)
    }
}
