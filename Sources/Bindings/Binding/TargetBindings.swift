import ComposerModel

/// Everything bound to one target: its bindings in binding order and the style
/// (or component) it last received.
///
/// Several style bindings compose: their styles are merged in binding order,
/// later winning where two set the same key (reported as a conflict). A
/// component binding replaces the whole tree, so a target takes at most one.
///
/// Made only when a target needs it: most style targets have one binding, made by
/// `bind(to:)`, which keeps the bookkeeping itself (`Binding+OwnBookkeeping.swift`) until a
/// second binding, a plain-code value, user input or a style's diagnostics hand it over to
/// this object; a component target, or one bound with a closure or a signal, has one from the start.
///
/// Memory: a style target with one binding keeps that binding in a
/// field and everything rarely used (plain-code values, component state, conflict and
/// diagnostic memory) in ``Rare``, made on first use, so its bookkeeping is this object
/// and nothing else on the heap. It observes the target's `Lifetime` itself (the lifetime
/// holds it until the last binding ends), where a closure registered with
/// `observeEnded` cost a closure context, an observer array and the lifetime's weak
/// reference side table: 160 bytes per bound target in the memory scenario.
///
/// Threading: loop only, but for ``lifetimeDidEnd()``, which the target's lifetime calls
/// on whichever thread the target is released on.
@LoopActor
final class TargetBindings: LifetimeObserver {
    /// What a binding styles, handed over at registration; not kept alive from then on.
    enum Target {
        case style(any Styleable)
        case component(any ComponentTarget)
    }

    /// How a target's bindings reach it: weak references held inline rather than a
    /// closure per target (a closure context and its weak box were two heap blocks per
    /// bound widget in the memory scenario).
    private enum Kind {
        case style
        case component
    }

    /// State most targets never need, kept out of line.
    private final class Rare {
        weak var componentTarget: (any ComponentTarget)?
        /// What plain code made the target show, per key, since the bindings last changed
        /// that key: a binding's change to the value already shown installs nothing.
        var plainSetValues = Style()
        var lastAppliedComponent = Component()
        var lastConflicts: [AttributeKey] = []
        var lastStyleDiagnostics: [String] = []
        /// The bindings after the first, in binding order.
        var laterBindings: [Binding] = []
    }

    /// The target, whose memory it keeps: not `weak`, which gave every bound widget a side
    /// table that each of its retains and releases then went through (see
    /// ``UnownedReference``). ``styleable`` reads the target through it.
    private let target: UnownedReference<AnyObject>
    /// The style target's dynamic type, `nil` for a component target: ``styleable`` loads
    /// `target` as this type, so the check's retain is the reference's (an `unowned(unsafe)`
    /// existential read after the check took a retain and a release more per install).
    private let styleTargetType: (any Styleable.Type)?
    /// The first binding; the others are in `rare.laterBindings`.
    private var firstBinding: Binding?
    /// The attributes of the style last installed: its diagnostics are the bindings' to
    /// report, never read from here, and the attributes alone are one word where a `Style`
    /// is two (a 72-byte heap block, which glibc rounds to 80 bytes where 80 took 96).
    ///
    /// Read and written whole, never modified in place nor lent to a call: every access is
    /// then a load or a store with nothing running inside it, and the compiler drops the
    /// dynamic exclusivity check that each install paid (measured: PerformanceHistory.md). Rare edits go through
    /// ``editLastAppliedStyle(_:)``.
    private var lastAppliedAttributes: [Attribute] = []
    private var rareStorage: Rare?
    /// Where the scheduler keeps this object in its list of bound targets. It and the
    /// one-byte fields come last and share one word: with them, a 72-byte object in an
    /// 80-byte heap block (a flush number instead of `isTouched`, an `Int` here and the
    /// scheduler in a field took 112; the scheduler is each binding's).
    var index: Int32 = 0
    private let kind: Kind
    /// Whether the running flush collected this target for install already.
    var isTouched = false
    /// Whether the first binding's output is lent to the install running now (see
    /// ``install(evaluated:into:)``): it reads as no style until the install gives it back.
    private var isLendingOutput = false

    /// The target's name, as diagnostics give it now, or `nil` once the target is gone.
    var targetName: String? {
        switch kind {
        case .style: styleable?.diagnosticName
        case .component: rareStorage?.componentTarget?.diagnosticName
        }
    }

    /// The style target, retained for the caller, or `nil` once it is gone (or for a
    /// component target).
    private var styleable: (any Styleable)? {
        guard case .style = kind, let styleTargetType else { return nil }
        return Self.load(target, as: styleTargetType)
    }

    /// `target` loaded as `Target`, the type the existential metatype it is called with
    /// opens to: the target's dynamic type, so no cast.
    private static func load<Target: Styleable>(_ target: borrowing UnownedReference<AnyObject>, as _: Target.Type) -> (any Styleable)? {
        target.load(as: Target.self)
    }

    /// The scheduler of the bindings, while there are any.
    var scheduler: BindingScheduler? { firstBinding?.scheduler }

    /// The style last installed, as ``lastAppliedAttributes`` keeps it.
    private var lastAppliedStyle: Style {
        get { Style(attributesOfStyle: lastAppliedAttributes) }
        set { lastAppliedAttributes = newValue.attributes }
    }

    private var rare: Rare {
        if let rareStorage { return rareStorage }
        let made = Rare()
        rareStorage = made
        return made
    }

    /// The binding made last: the one a component target shows, and the one an install
    /// diagnostic names.
    private var lastBinding: Binding? { rareStorage?.laterBindings.last ?? firstBinding }

    /// The bindings in binding order.
    ///
    /// - Complexity: O(*n*); allocates an array. The flush's one-binding path reads
    ///   `firstBinding` instead.
    private var bindings: [Binding] {
        guard let firstBinding else { return [] }
        guard let later = rareStorage?.laterBindings, !later.isEmpty else { return [firstBinding] }
        return [firstBinding] + later
    }

    private var hasSeveralBindings: Bool { !(rareStorage?.laterBindings.isEmpty ?? true) }

    /// Whether exactly one binding targets this: the flush installs it right after evaluating it.
    var hasOneBinding: Bool { firstBinding != nil && !hasSeveralBindings }

    /// Bookkeeping for `target`, which its bindings' scheduler forgets once the last ends.
    ///
    /// - Parameters:
    ///   - target: What the bindings style.
    ///   - shown: The attributes the target was last given by its bindings: what a binding
    ///     that kept the bookkeeping itself installed last.
    ///   - isLendingOutput: Whether that binding's output is lent to an install running now
    ///     (see ``finishLending(installed:)``).
    init(target: Target, shown: [Attribute] = [], isLendingOutput: Bool = false) {
        lastAppliedAttributes = shown
        self.isLendingOutput = isLendingOutput
        switch target {
        case .style(let styleable):
            kind = .style
            self.target = UnownedReference(styleable)
            styleTargetType = type(of: styleable)
        case .component(let componentTarget):
            kind = .component
            self.target = UnownedReference(componentTarget)
            styleTargetType = nil
            rare.componentTarget = componentTarget
        }
    }

    /// Ends every binding: the target's lifetime ended (the target went away, or its
    /// lifetime was ended by hand).
    ///
    /// The target may be released on any thread; the bindings end on the loop. No cycle:
    /// the target holds its lifetime, the lifetime this object until the last binding
    /// ends, and this object only the target's memory (``UnownedReference``).
    nonisolated func lifetimeDidEnd() {
        // The open loop is the bindings' (one loop per process, and closing it ends them).
        guard let loop = EventLoop.current else { return }
        if loop.isLoopThread {
            LoopActor.assumeIsolatedInBindings { endAll() }
        } else {
            loop.execute { self.endAll() }
        }
    }

    func add(_ binding: Binding) {
        if firstBinding == nil {
            firstBinding = binding
        } else {
            rare.laterBindings.append(binding)
        }
        binding.flags.placement = .shared
        binding.placeIndex = index
    }

    /// Moves this object to `newIndex` in the scheduler's list of targets, and tells its
    /// bindings, which find it there.
    ///
    /// - Parameter newIndex: Its place in the list now.
    func move(to newIndex: Int32) {
        index = newIndex
        for binding in bindings { binding.placeIndex = newIndex }
    }

    /// Records what the target received from the install that lent the first binding's
    /// output when this object took over from that binding (see
    /// `Binding.installOwnStyle(into:)`).
    ///
    /// - Parameter installed: The attributes of the style installed.
    func finishLending(installed: [Attribute]) {
        lastAppliedAttributes = installed
        isLendingOutput = false
    }

    /// Records that the target shows `attribute` after user input, so the next install
    /// is the difference from what it really shows (see ``Binding/targetShows(_:)``).
    func noteShown(_ attribute: Attribute) {
        guard case .style = kind else { return }
        editLastAppliedStyle { $0.set(attribute) }
        if let rareStorage, !rareStorage.plainSetValues.isEmpty { rareStorage.plainSetValues.removeAttribute(for: attribute.key) }
    }

    /// Records that plain code set `key` on the target (`label.text = "Bar"`).
    ///
    /// The plain value shows until a binding changes that key: `lastAppliedStyle` keeps
    /// what the bindings last asked for, so a flush whose output for `key` is unchanged
    /// installs nothing for it (the binding does not re-install an unchanged value), and
    /// one that changes it installs the new value unless the target already shows it.
    ///
    /// - Parameters:
    ///   - key: The key plain code set or reset.
    ///   - attribute: What the target shows for `key` now, or `nil` when unknown here (a
    ///     value adjusted by validation, a reset to the default).
    func notePlainSet(_ key: AttributeKey, showing attribute: Attribute?) {
        guard case .style = kind else { return }
        if let attribute {
            rare.plainSetValues.set(attribute)
        } else if let rareStorage {
            rareStorage.plainSetValues.removeAttribute(for: key)
        }
    }

    /// `delta` without the sets of values plain code already made the target show; the
    /// keys it changes are the bindings' again. A value whose bound changes in the same
    /// delta (`range` → `value`) is kept: the bound may have clamped it, and installing
    /// it again reports what a fresh widget would.
    private func withoutValuesPlainCodeShows(_ delta: StyleDelta) -> StyleDelta {
        let boundDependents = Set(delta.changes.flatMap(\.key.dependents))
        var changes: [StyleChange] = []
        changes.reserveCapacity(delta.changes.count)
        for change in delta.changes {
            guard let shown = rare.plainSetValues.removeAttribute(for: change.key) else {
                changes.append(change)
                continue
            }
            if case .set(let attribute) = change, attribute == shown, !boundDependents.contains(change.key) { continue }
            changes.append(change)
        }
        return StyleDelta(changes)
    }

    /// Whether a binding of `kind` may join: style bindings compose, a component binding stands alone.
    func acceptsKind(of other: Target) -> Bool {
        switch (kind, other) {
        case (.style, .style): return true
        default: return false
        }
    }

    func remove(_ binding: Binding) {
        // A binding removed while the first one lends its style to an install (which only a
        // binding added during that install can be): the lender's keys are not readable, so
        // every installed key counts as still set, the lender's keys being all of them
        // unless the target reported user input during its own install.
        let lenderStays = isLendingOutput && firstBinding !== binding
        if firstBinding === binding {
            firstBinding = hasSeveralBindings ? rare.laterBindings.removeFirst() : nil
        } else if let rareStorage {
            rareStorage.laterBindings.removeAll { $0 === binding }
        }
        if case .style = kind, !lenderStays {
            // Leave the target showing what it shows: installed keys no remaining
            // binding sets are forgotten, never reset later.
            let stillSet = Set(bindings.flatMap { binding -> [AttributeKey] in
                if case .style(let style) = binding.output { return style.keys }
                return []
            })
            let applied = lastAppliedStyle
            for key in applied.keys where !stillSet.contains(key) {
                editLastAppliedStyle { $0.removeAttribute(for: key) }
                rareStorage?.plainSetValues.removeAttribute(for: key)
            }
        }
        if firstBinding == nil {
            // Reached through the target, not kept alive: when it is gone, its lifetime has
            // ended (or is ending) and lets go of this object itself.
            let owner = (styleable as? any LifetimeOwner) ?? (rareStorage?.componentTarget as? any LifetimeOwner)
            owner?.lifetime.removeObserver(self)
            binding.scheduler.forget(self)
        }
    }

    /// Installs the difference between the bindings' merged output and what
    /// the target last received; one install at most.
    func install(into statistics: inout FlushStatistics) {
        isTouched = false
        switch kind {
        case .style:
            guard let styleable else { return endAll() }
            let desired = mergedStyle()
            guard let rareStorage, !rareStorage.plainSetValues.isEmpty else {
                return installStyle(desired, into: styleable, statistics: &statistics)
            }
            let applied = lastAppliedStyle
            let delta = withoutValuesPlainCodeShows(desired.difference(from: applied))
            // Counted by index, not collected (`delta.sets` builds an array) nor iterated:
            // resets are rare, sets are the rest. Each change read is still copied out;
            // matching it in place through `withUnsafeBufferPointer` copied it too, and cost
            // more (measured: PerformanceHistory.md).
            var resetCount = 0
            for index in delta.changes.indices {
                if case .reset = delta.changes[index] { resetCount += 1 }
            }
            statistics.attributesUnchanged += desired.count - (delta.changes.count - resetCount)
            lastAppliedStyle = desired
            guard !delta.isEmpty else { return }
            let report = styleable.install(delta)
            record(report, into: &statistics)
        case .component:
            guard let componentTarget = rare.componentTarget else { return endAll() }
            guard let binding = lastBinding, case .component(let desired) = binding.output else { return }
            let delta = desired.difference(from: rare.lastAppliedComponent)
            rare.lastAppliedComponent = desired
            guard !delta.isEmpty else { return }
            let report = componentTarget.install(delta)
            record(report, into: &statistics)
        }
    }

    /// Installs the style `binding`, this target's only binding, has just produced: the
    /// flush's common path, which falls back to ``install(into:)`` when a plain-code value,
    /// a conflict or a style diagnostic needs its bookkeeping.
    ///
    /// The binding lends its style for the install (``Binding/lendStyle()``, given back with
    /// `keep`) instead of the install copying it out: the style then has the two references
    /// it keeps (the binding's output and ``lastAppliedStyle``) and no third one to take and
    /// drop, and it reaches the target as an `inout` value, which the compiler passes without
    /// a copy where a class's stored value is copied for the call: three retains and three
    /// releases fewer per install (the copy's two arrays and the binding held for it).
    /// Meanwhile the binding's output
    /// reads as no style; the only reader that can run then is ``remove(_:)``, which knows.
    ///
    /// - Parameters:
    ///   - binding: The target's only binding, evaluated just now; the caller keeps it alive.
    ///   - statistics: Receives the install's counts.
    func install(evaluated binding: Binding, into statistics: inout FlushStatistics) {
        isTouched = false
        guard case .style = kind, let styleable else { return install(into: &statistics) }
        if let rareStorage, !rareStorage.plainSetValues.isEmpty || !rareStorage.lastConflicts.isEmpty
            || !rareStorage.lastStyleDiagnostics.isEmpty {
            return install(into: &statistics)
        }
        guard var desired = binding.lendStyle() else { return install(into: &statistics) }
        guard desired.diagnostics.isEmpty else {
            binding.keep(.style(consume desired))
            return install(into: &statistics)
        }
        isLendingOutput = true
        let old = lastAppliedStyle
        lastAppliedStyle = desired
        let report = Self.install(from: old, to: &desired, on: styleable)
        let desiredCount = desired.attributes.count
        binding.keep(.style(consume desired))
        isLendingOutput = false
        statistics.attributesUnchanged += report.unchangedCount
        guard report.unchangedCount < desiredCount || report.resetCount > 0 else { return }
        record(report, into: &statistics)
    }

    /// `styleable.install(from:to:)` with `desired` passed `inout`: the compiler then lends it
    /// to the call, where a plain argument was copied (two refcount calls each way).
    private static func install(from old: Style, to desired: inout Style, on styleable: any Styleable) -> InstallReport {
        styleable.install(from: old, to: desired)
    }

    /// Moves `styleable` from the style it was last given to `desired`: the flush's path
    /// when no plain-code value is pending. The target installs without building a delta
    /// where it can (``Styleable/install(from:to:)``: a widget does when the shape repeats).
    private func installStyle(_ desired: Style, into styleable: any Styleable, statistics: inout FlushStatistics) {
        let old = lastAppliedStyle
        lastAppliedStyle = desired
        let report = styleable.install(from: old, to: desired)
        statistics.attributesUnchanged += report.unchangedCount
        // An install happened when a set was attempted (not every attribute unchanged) or a
        // key reset: the delta was not empty.
        guard report.unchangedCount < desired.attributes.count || report.resetCount > 0 else { return }
        record(report, into: &statistics)
    }

    /// Edits `lastAppliedStyle` out of place: the style is moved out (the field holds the
    /// empty style meanwhile, so the edit finds its storage unique and copies nothing), edited
    /// and stored back. See `lastAppliedStyle` for why.
    private func editLastAppliedStyle(_ edit: (inout Style) -> Void) {
        var style = lastAppliedStyle
        lastAppliedStyle = Style()
        edit(&style)
        lastAppliedStyle = style
    }

    private func record(_ report: InstallReport, into statistics: inout FlushStatistics) {
        statistics.count(report)
        guard !report.diagnostics.isEmpty else { return }
        // The target's name is kept by its bindings only (a copy here took 16 bytes per target).
        let identity = lastBinding?.identity ?? "a target whose bindings ended"
        for diagnostic in report.diagnostics {
            scheduler?.report(BindingDiagnostic(kind: .install(diagnostic), binding: identity))
        }
    }

    private func mergedStyle() -> Style {
        // One binding, the common case: its style is the merge (merging it into
        // an empty style copies it), and there is nothing to conflict with.
        if !hasSeveralBindings, let firstBinding, case .style(let style) = firstBinding.output {
            if let rareStorage, !rareStorage.lastConflicts.isEmpty { rareStorage.lastConflicts = [] }
            let reportedBefore = !(rareStorage?.lastStyleDiagnostics.isEmpty ?? true)
            if !style.diagnostics.isEmpty || reportedBefore { reportStyleDiagnostics() }
            return style
        }
        var merged = Style()
        var conflicts: [AttributeKey] = []
        var conflictingBinding: Binding?
        for binding in bindings {
            guard case .style(let style) = binding.output else { continue }
            for key in style.keys where merged.contains(key) {
                conflicts.append(key)
                conflictingBinding = binding
            }
            merged = merged.merge(master: style)
        }
        reportStyleDiagnostics()
        if conflicts != (rareStorage?.lastConflicts ?? []) {
            rare.lastConflicts = conflicts
            if let conflictingBinding, !conflicts.isEmpty {
                conflictingBinding.scheduler.report(BindingDiagnostic(kind: .conflictingBindings(conflicts), binding: conflictingBinding.identity))
            }
        }
        return merged
    }

    /// Reports the diagnostics of the bindings' styles (duplicate keys in a style
    /// function's result, or its resolver's wrong keys) when the keys concerned
    /// change, not at every flush.
    private func reportStyleDiagnostics() {
        var found: [(diagnostic: StyleDiagnostic, binding: String)] = []
        var signature: [String] = []
        for binding in bindings {
            guard case .style(let style) = binding.output else { continue }
            for diagnostic in style.diagnostics {
                found.append((StyleDiagnostic(diagnostic.kind, target: diagnostic.target ?? binding.targetName), binding.identity))
                if case .duplicateKey(let kept, _) = diagnostic.kind {
                    signature.append("\(binding.identity) duplicate \(kept.key)")
                } else if case .resolverChangedKey(let kept, let resolved) = diagnostic.kind {
                    // Keyed like a duplicate: a resolver's changing values must not re-report.
                    signature.append("\(binding.identity) resolver \(kept.key) -> \(resolved.key)")
                } else {
                    signature.append("\(binding.identity) \(diagnostic.message)")
                }
            }
        }
        guard signature != (rareStorage?.lastStyleDiagnostics ?? []) else { return }
        rare.lastStyleDiagnostics = signature
        for (diagnostic, identity) in found {
            scheduler?.report(BindingDiagnostic(kind: .install(diagnostic), binding: identity))
        }
    }

    func endAll() {
        for binding in bindings { binding.end() }
    }
}
