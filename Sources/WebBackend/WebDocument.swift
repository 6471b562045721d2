public import Bindings
public import ComposerModel
import Logging
public import Widgets

/// A widget tree as the pages showing it have it: a node per widget (and per item a widget
/// shows), each with its properties and children, and a version that grows by one per
/// flush that changed something.
///
/// ```swift
/// let document = WebDocument(root: counterView)
/// document.start()                    // the nodes, at version 1
/// counterView.title = "Count: 4"      // an install: the document is its presenter
/// let delta = document.commit()       // after the flush: ["set", 3, {"text": "Count: 4"}], version 2
/// ```
///
/// The document is the ``Widgets/WidgetPresenter`` of every widget it shows: an install
/// only notes the keys it changed; ``commit()``, in the loop's render stage after the
/// flush, shows them through each widget's ``WebPresentable`` adoption and keeps the
/// properties whose value changed, stamped with the new version. A tab that fell behind
/// gets one merged frame from those stamps (``operations(since:)``), so the document keeps
/// no history of frames.
///
/// One document serves every tab of a shared tree; a tree per tab has a document each.
///
/// Thread and re-entrancy rules: loop thread (`@LoopActor`). ``commit()`` must not run
/// inside a flush; presentables must not install on widgets while they are shown.
@LoopActor
public final class WebDocument: WidgetPresenter {
    /// Page lengths per size unit, in `rem` (the page's root font size, 16 px by default).
    public struct Units: Equatable, Sendable {
        /// `rem` per unit across (widths, leading and trailing insets, horizontal spacing).
        public var across: Double
        /// `rem` per unit down (heights, top and bottom insets, vertical spacing).
        public var down: Double

        /// - Parameters:
        ///   - across: `rem` per unit across; 0.5 (8 px) by default, as a GTK window's 8 px.
        ///   - down: `rem` per unit down; 1 (16 px) by default, as a GTK window's 16 px.
        public init(across: Double = 0.5, down: Double = 1) {
            self.across = across
            self.down = down
        }

        /// A width in units as CSS.
        public func css(across units: Double) -> String { Self.rem(units * across) }
        /// A height in units as CSS.
        public func css(down units: Double) -> String { Self.rem(units * down) }

        private static func rem(_ value: Double) -> String {
            var json = ""
            WebJSON.appendNumber((value * 1000).rounded() / 1000, to: &json)
            return json + "rem"
        }
    }

    /// The tree shown.
    public let root: Widget
    /// Page lengths per size unit.
    public let units: Units
    /// Where images are kept for the pages (`/r/NAME.png`).
    public let resources: WebResourceStore
    /// Grows by one per ``commit()`` that changed something; 1 once started.
    public private(set) var version: UInt64 = 0

    var nodes: [Int: WebNode] = [:]
    private var nodeIDsByWidget: [ObjectIdentifier: Int] = [:]
    private(set) var rootID = 0
    /// Keys installed since the last commit, per widget node, in order.
    private var pendingKeys: [Int: [AttributeKey]] = [:]
    /// Widget nodes whose children may have changed since the last commit.
    private var pendingChildren: Set<Int> = []
    /// Nodes labelled by a widget that has no node yet (`.accessibilityLabeledBy`), by that
    /// widget: its node's making shows their relation again.
    var awaitingLabels: [ObjectIdentifier: [Int]] = [:]
    /// Widgets the document met that do not adopt `WebPresentable` (reported once each).
    private var reportedUnpresentable: Set<ObjectIdentifier> = []

    /// Node ids are unique in the process, so that a page never mistakes a new node for
    /// one it had (after a resync, or when the tree behind a reconnected session changed).
    private static var nextNodeID = 1

    /// A document for `root`; nothing is built before ``start()``.
    ///
    /// - Parameters:
    ///   - root: The tree to show.
    ///   - units: Page lengths per size unit.
    ///   - resources: Where images go; a new store by default.
    public init(root: Widget, units: Units = Units(), resources: WebResourceStore = WebResourceStore()) {
        self.root = root
        self.units = units
        self.resources = resources
    }

    /// Builds the nodes of the tree (version 1).
    public func start() {
        guard version == 0 else { return }
        version = 1
        rootID = makeNode(for: .widget(root), parentID: nil, ownerID: nil)
    }

    /// Stops presenting: the widgets forget the document.
    public func stop() {
        for node in nodes.values {
            if let widget = node.widget, widget.presenter === self { widget.presenter = nil }
        }
        nodes.removeAll()
        nodeIDsByWidget.removeAll()
        pendingKeys.removeAll()
        pendingChildren.removeAll()
        awaitingLabels.removeAll()
    }

    /// Whether installs or user events changed something not yet committed.
    public var hasPendingChanges: Bool { !pendingKeys.isEmpty || !pendingChildren.isEmpty }

    /// How many nodes the pages have, for tests and benchmarks.
    public var nodeCount: Int { nodes.count }

    /// The node id of `widget`, or `nil` when the document does not show it.
    ///
    /// - Parameter widget: A widget of the tree.
    /// - Returns: Its node's id.
    public func nodeID(of widget: Widget) -> Int? {
        nodeIDsByWidget[ObjectIdentifier(widget)]
    }

    // MARK: Presenter

    public func widget(_ widget: Widget, didInstall delta: StyleDelta) {
        guard let id = nodeIDsByWidget[ObjectIdentifier(widget)] else { return }
        pendingKeys[id, default: []].append(contentsOf: delta.changes.lazy.map(\.key))
        if delta.changes.contains(where: { Self.mayChangeExpansion($0.key) }) {
            noteExpansionOfAncestors(of: widget)
        }
    }

    public func widgetDidChangeChildren(_ widget: Widget) {
        guard let id = nodeIDsByWidget[ObjectIdentifier(widget)] else { return }
        pendingChildren.insert(id)
        noteExpansionOfAncestors(of: widget)
    }

    /// Whether a change of `key` can change whether its widget expands, and so whether
    /// the stacks around it do.
    private static func mayChangeExpansion(_ key: AttributeKey) -> Bool {
        switch key {
        case .expands, .width, .height, .hidden, .arrangedSubviews: return true
        default: return false
        }
    }

    /// Re-shows `data-expands` on every ancestor of `widget`: a stack expands where one
    /// of its children does (``Widget/defaultExpansion``), however deep the change, and
    /// the page cannot work that out for itself.
    ///
    /// - Complexity: O(depth of `widget`); only for the rare keys of ``mayChangeExpansion(_:)``.
    private func noteExpansionOfAncestors(of widget: Widget) {
        var ancestor = widget.parent
        while let current = ancestor {
            if let id = nodeIDsByWidget[ObjectIdentifier(current)] {
                pendingKeys[id, default: []].append(.expands)
            }
            ancestor = current.parent
        }
    }

    /// Notes that `keys` of the widget of node `id` may show differently (a user's edit
    /// changed the widget outside an install).
    func invalidate(_ id: Int, keys: [AttributeKey]) {
        pendingKeys[id, default: []].append(contentsOf: keys)
        pendingChildren.insert(id)
    }

    // MARK: Commit

    /// Shows what changed since the last commit and returns it as one frame's operations,
    /// or `nil` when the pages show the same as before (no new version).
    ///
    /// - Returns: The operations, and the version they lead to.
    /// - Complexity: O(k) in the keys installed and the children of the nodes whose
    ///   children changed.
    package func commit() -> (operations: [WebOperation], version: UInt64)? {
        guard hasPendingChanges, version > 0 else { return nil }
        let newVersion = version + 1
        var operations: [WebOperation] = []
        // Children first: a node made now is written whole, with its current properties.
        let childChanges = pendingChildren.union(pendingKeys.keys).sorted()
        pendingChildren.removeAll()
        for id in childChanges {
            guard let node = nodes[id] else { continue }
            syncChildren(of: node, version: newVersion, operations: &operations)
        }
        let keyChanges = pendingKeys
        pendingKeys.removeAll()
        for (id, keys) in keyChanges.sorted(by: { $0.key < $1.key }) {
            guard let node = nodes[id], node.createdVersion < newVersion, let widget = node.widget else { continue }
            var properties = WebProperties()
            show(keys, of: widget, node: node, into: &properties)
            let changed = apply(properties, to: node, version: newVersion)
            if !changed.isEmpty { operations.append(.set(id: id, properties: changed)) }
        }
        guard !operations.isEmpty else { return nil }
        version = newVersion
        return (operations, newVersion)
    }

    /// The operations that bring a page at `since` to the current version: the properties
    /// changed since (current values) and the children of each node whose children
    /// changed since, keyed.
    ///
    /// - Parameter since: The version the page has.
    /// - Returns: The operations (empty when the page is current).
    /// - Complexity: O(n) in the nodes.
    func operations(since: UInt64) -> [WebOperation] {
        var operations: [WebOperation] = []
        guard since < version, let rootNode = nodes[rootID] else { return operations }
        if rootNode.createdVersion > since { return [] }
        var stack = [rootNode]
        while let node = stack.popLast() {
            var changed: [(name: String, value: WebValue?)] = []
            for (name, stamp) in node.propertyVersions where stamp > since {
                changed.append((name, node.properties[name]))
            }
            if !changed.isEmpty {
                operations.append(.set(id: node.id, properties: changed.sorted { $0.name < $1.name }))
            }
            if node.childrenVersion > since {
                operations.append(.children(parentID: node.id, childIDs: node.childIDs, newSince: since))
            }
            for childID in node.childIDs.reversed() {
                if let child = nodes[childID], child.createdVersion <= since { stack.append(child) }
            }
        }
        return operations
    }

    // MARK: Nodes

    /// Makes the node (and subtree) for `child`.
    ///
    /// - Returns: The node's id.
    private func makeNode(for child: WebChild, parentID: Int?, ownerID: Int?) -> Int {
        let id = Self.nextNodeID
        Self.nextNodeID += 1
        switch child {
        case .widget(let widget):
            let presentable = widget as? any WebPresentable
            let element = presentable?.webElement ?? WebElement(kind: "composite", tag: "div")
            let node = WebNode(
                id: id, widget: widget, ownerID: nil, itemKey: nil,
                element: element, parentID: parentID, version: version)
            nodes[id] = node
            nodeIDsByWidget[ObjectIdentifier(widget)] = id
            for labelled in awaitingLabels.removeValue(forKey: ObjectIdentifier(widget)) ?? [] {
                pendingKeys[labelled, default: []].append(.accessibilityLabeledBy)
            }
            widget.presenter = self
            if presentable == nil { reportUnpresentable(widget) }
            var properties = WebProperties()
            show((presentable?.webPresentedKeys ?? []) + Self.commonKeys, of: widget, node: node, into: &properties)
            _ = apply(properties, to: node, version: version)
            node.childIDs = webChildren(of: widget, presentable: presentable).map {
                makeNode(for: $0, parentID: id, ownerID: id)
            }
            indexItems(of: node)
        case .item(let item):
            let node = WebNode(
                id: id, widget: nil, ownerID: ownerID, itemKey: item.key,
                element: item.element, parentID: parentID, version: version)
            nodes[id] = node
            for (name, value) in item.properties {
                node.properties[name] = value
                node.propertyVersions[name] = version
            }
            node.childIDs = item.items.map { makeNode(for: .item($0), parentID: id, ownerID: ownerID) }
            indexItems(of: node)
        }
        return id
    }

    private func indexItems(of node: WebNode) {
        node.itemChildIDs.removeAll()
        for childID in node.childIDs {
            if let key = nodes[childID]?.itemKey { node.itemChildIDs[key] = childID }
        }
    }

    /// Removes node `id` and its subtree.
    private func removeNode(_ id: Int) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        if let widget = node.widget, nodeIDsByWidget[ObjectIdentifier(widget)] == id {
            nodeIDsByWidget[ObjectIdentifier(widget)] = nil
            if widget.presenter === self { widget.presenter = nil }
        }
        pendingKeys[id] = nil
        pendingChildren.remove(id)
        for childID in node.childIDs { removeNode(childID) }
    }

    private func webChildren(of widget: Widget, presentable: (any WebPresentable)?) -> [WebChild] {
        presentable?.webChildren(in: self) ?? widget.children.map { .widget($0) }
    }

    /// Brings `node`'s children to its widget's children: removed ones go, new ones are
    /// made, kept ones move to their place; items keep their nodes by key and take their
    /// new properties.
    private func syncChildren(of node: WebNode, version newVersion: UInt64, operations: inout [WebOperation]) {
        // An item's children change with its owner's (`updateItem`), not by themselves.
        guard let widget = node.widget else { return }
        let children = webChildren(of: widget, presentable: widget as? any WebPresentable)
        syncChildren(of: node, to: children, version: newVersion, operations: &operations)
    }

    private func syncChildren(
        of node: WebNode, to children: [WebChild], version newVersion: UInt64, operations: inout [WebOperation]
    ) {
        // The id each child has now, or nil for a child to make.
        var wanted: [(id: Int?, child: WebChild)] = []
        var seen: Set<Int> = []
        for child in children {
            var existing: Int?
            switch child {
            case .widget(let widget):
                if let id = nodeIDsByWidget[ObjectIdentifier(widget)], nodes[id]?.parentID == node.id { existing = id }
            case .item(let item):
                existing = node.itemChildIDs[item.key]
            }
            if let id = existing, seen.contains(id) { existing = nil }
            if let id = existing { seen.insert(id) }
            wanted.append((existing, child))
        }
        var current = node.childIDs.filter { seen.contains($0) }
        var changed = current.count != node.childIDs.count
        for id in node.childIDs where !seen.contains(id) {
            operations.append(.remove(id: id))
            removeNode(id)
        }
        var finalIDs: [Int] = []
        for (index, entry) in wanted.enumerated() {
            if let id = entry.id {
                if current.indices.contains(index), current[index] == id {
                    // In place.
                } else if let from = current.firstIndex(of: id) {
                    current.remove(at: from)
                    current.insert(id, at: index)
                    operations.append(.move(parentID: node.id, id: id, index: index))
                    changed = true
                }
                if case .item(let item) = entry.child, let itemNode = nodes[id] {
                    updateItem(itemNode, to: item, version: newVersion, operations: &operations)
                }
                finalIDs.append(id)
            } else {
                let saved = version
                version = newVersion
                let id = makeNode(for: entry.child, parentID: node.id, ownerID: node.ownerID ?? node.id)
                version = saved
                current.insert(id, at: index)
                operations.append(.insert(parentID: node.id, index: index, nodeID: id))
                finalIDs.append(id)
                changed = true
            }
        }
        node.childIDs = finalIDs
        if changed {
            node.childrenVersion = newVersion
            indexItems(of: node)
        }
    }

    /// Brings a kept item's properties and items to `item`.
    private func updateItem(_ node: WebNode, to item: WebItem, version newVersion: UInt64, operations: inout [WebOperation]) {
        var properties = WebProperties()
        for name in node.properties.keys where item.properties[name] == nil { properties[name] = nil }
        for (name, value) in item.properties.sorted(by: { $0.key < $1.key }) { properties[name] = value }
        let changed = apply(properties, to: node, version: newVersion)
        if !changed.isEmpty { operations.append(.set(id: node.id, properties: changed)) }
        if !(item.items.isEmpty && node.childIDs.isEmpty) {
            syncChildren(of: node, to: item.items.map { .item($0) }, version: newVersion, operations: &operations)
        }
    }

    /// Takes the written properties whose value differs from the node's.
    ///
    /// - Returns: The changes, in the order written, each name once (its last write).
    private func apply(_ properties: WebProperties, to node: WebNode, version newVersion: UInt64) -> [(name: String, value: WebValue?)] {
        var changed: [(name: String, value: WebValue?)] = []
        var done: Set<String> = []
        for (name, value) in properties.written.reversed() where done.insert(name).inserted {
            guard node.properties[name] != value else { continue }
            node.properties[name] = value
            node.propertyVersions[name] = newVersion
            changed.append((name, value))
        }
        return changed.reversed()
    }

    /// Shows `keys` of `widget` into `properties`: the widget's own meaning, else the
    /// common one.
    private func show(_ keys: [AttributeKey], of widget: Widget, node: WebNode, into properties: inout WebProperties) {
        let presentable = widget as? any WebPresentable
        for key in keys {
            if presentable?.showOnWeb(key, into: &properties, in: self) ?? false { continue }
            showCommon(key, of: widget, into: &properties)
        }
    }

    private func reportUnpresentable(_ widget: Widget) {
        guard widget.children.isEmpty, reportedUnpresentable.insert(ObjectIdentifier(widget)).inserted else { return }
        DiagnosticLog.logger.warning(
            "Web: \(widget.diagnosticName) does not adopt WebPresentable and has no children: shown as an empty box",
            metadata: ["diagnostic": "webUnpresentable"])
    }

    /// The keys every widget shows.
    static let commonKeys: [AttributeKey] = [
        .identifier, .enabled, .hidden, .expands, .margins, .padding, .width, .height,
        .backgroundColor, .tintColor, .borderStyle, .borderColor, .opacity,
        .font, .cornerRadius, .borderWidth, .clipsToBounds,
        .accessibilityLabel, .accessibilityHint, .accessibilityLabeledBy, .accessibilityHidden,
    ]
}
