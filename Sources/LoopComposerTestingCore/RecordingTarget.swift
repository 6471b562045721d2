public import ComposerModel

/// A styleable stand-in for a widget that records every set, reset and install.
///
/// Use it to test styles, components and bindings without a real widget set:
///
/// ```swift
/// let target = RecordingTarget()
/// target.install([.text("a"), .hidden(true)] as Style)
/// target.install(Style([.text("b")]).difference(from: [.text("a"), .hidden(true)]))
/// target.shown            // [.text("b")]
/// target.setCount         // 3
/// target.resetCount       // 1
/// target.installCount     // 2
/// ```
///
/// It accepts every attribute unless ``supportedKeys`` says otherwise, creates
/// children on demand for any key, and keeps rows in order.
///
/// Not thread-safe: use it from one thread or actor, like a widget.
public final class RecordingTarget: ComponentTarget, LifetimeOwner {
    /// What the target shows now: every applied attribute not reset since.
    public private(set) var shown = Style()
    /// Every set and reset, in order.
    public private(set) var log: [StyleChange] = []
    /// The delta of each install, in order.
    public private(set) var installs: [StyleDelta] = []
    /// Attributes applied.
    public private(set) var setCount = 0
    /// Keys reset.
    public private(set) var resetCount = 0
    /// Sets and resets per key.
    public private(set) var changeCountByKey: [AttributeKey: Int] = [:]
    /// Keys the target accepts; `nil` accepts all. Others answer ``AttributeOutcome/unsupported``.
    public var supportedKeys: Set<AttributeKey>?
    /// The name diagnostics use.
    public let name: String
    /// Ends when the target is deallocated, ending bindings on it.
    public let lifetime = Lifetime()

    private var children: [ComponentKey: RecordingTarget] = [:]
    private var rowTargets: [(key: ComponentKey, target: RecordingTarget)] = []

    /// A target that accepts `supportedKeys` (all when `nil`).
    public init(name: String = "RecordingTarget", supportedKeys: Set<AttributeKey>? = nil) {
        self.name = name
        self.supportedKeys = supportedKeys
    }

    /// Installs performed.
    public var installCount: Int { installs.count }

    public var diagnosticName: String { name }

    public func apply(_ attribute: Attribute) -> AttributeOutcome {
        if let supportedKeys, !supportedKeys.contains(attribute.key) { return .unsupported }
        shown.set(attribute)
        log.append(.set(attribute))
        setCount += 1
        changeCountByKey[attribute.key, default: 0] += 1
        return .applied
    }

    public func reset(_ key: AttributeKey) {
        shown.removeAttribute(for: key)
        log.append(.reset(key))
        resetCount += 1
        changeCountByKey[key, default: 0] += 1
    }

    @discardableResult
    public func install(_ delta: StyleDelta) -> InstallReport {
        installs.append(delta)
        return applyChanges(delta)
    }

    public func child(for key: ComponentKey) -> (any Styleable)? {
        childTarget(for: key)
    }

    /// The recording target standing for child `key`, created on first use.
    public func childTarget(for key: ComponentKey) -> RecordingTarget {
        if let existing = children[key] { return existing }
        let child = RecordingTarget(name: "\(name).\(key)", supportedKeys: supportedKeys)
        children[key] = child
        return child
    }

    public func row(for key: ComponentKey) -> (any Styleable)? {
        rowTargets.first { $0.key == key }?.target
    }

    public func applyRowChanges(_ changes: RowChanges) -> Bool {
        changes.apply(to: &rowTargets, key: \.key) { key in
            (key, RecordingTarget(name: "\(name)[\(key)]", supportedKeys: supportedKeys))
        }
        return true
    }

    /// The row keys in display order.
    public var rowKeys: [ComponentKey] { rowTargets.map(\.key) }

    /// What the whole tree shows, as a component: this target's style, the
    /// children that show anything, and the rows in order.
    public var snapshot: Component {
        let shownChildren = children
            .map { Component.Child(key: $0.key, component: $0.value.snapshot) }
            .filter { !$0.component.isEmpty }
        return Component(shown)
            .withChildren(shownChildren)
            .withRows(rowTargets.map { Component.Child(key: $0.key, component: $0.target.snapshot) })
    }

    /// Forgets the log, installs and counts, keeping what the target shows.
    public func clearRecords() {
        log.removeAll()
        installs.removeAll()
        setCount = 0
        resetCount = 0
        changeCountByKey.removeAll()
    }
}
