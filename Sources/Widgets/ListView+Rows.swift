public import Bindings
public import ComposerModel

/// Rows made of any widgets, keyed and move-aware.
///
/// ```swift
/// services.bindRows(to: model, \.services, key: \.id, makeRow: { _ in Label() }) { service in
///     Component(.text(service.name), .textColor(service.isRunning ? .green : .red))
/// }
/// ```
///
/// The list keeps one widget per row key. On each flush the rows' ``RowChanges``
/// (from the previous rows to the new ones) are applied: removed keys' widgets are
/// removed, new keys get a widget from the factory, moved ones are moved (only those
/// off the longest run that kept its order), and every kept key keeps its widget object.
/// Each row then receives only the difference of its component (attributes of the row
/// widget, children by key path or identifier). The row widgets are the list's
/// children, so focusable widgets in rows take part in the focus order. The selection
/// follows its row's key across moves; it is cleared when that row is removed.
///
/// Installing `.selectedIndex` in the same component as the rows is checked against
/// the rows shown before the rows change (the style is installed first); select by
/// key with ``selectRow(key:)`` instead.
extension ListView {
    /// Whether the list shows rows of widgets (it has a ``makeRow`` factory) rather than items.
    public var showsRowWidgets: Bool { makeRow != nil }

    /// How many rows the list shows: row widgets, or items (the delegate's when there is one).
    public var rowCount: Int { showsRowWidgets ? rowEntries.count : rows.count }

    /// The row widgets, in order.
    public var rowWidgets: [Widget] { rowEntries.map(\.widget) }

    /// The row keys, in order.
    public var rowKeys: [ComponentKey] { rowEntries.map(\.key) }

    /// The key of the selected row of widgets, if any.
    public var selectedRowKey: ComponentKey? {
        showsRowWidgets && rowEntries.indices.contains(selectedIndex) ? rowEntries[selectedIndex].key : nil
    }

    /// The widget of the selected row, if any.
    public var selectedRowWidget: Widget? {
        showsRowWidgets && rowEntries.indices.contains(selectedIndex) ? rowEntries[selectedIndex].widget : nil
    }

    /// Selects the row of widgets with `key`, as the app (no selection event).
    ///
    /// - Parameter key: The row's key (`ComponentKey(id: service.id)`).
    /// - Returns: Whether a row has that key (if not, the selection is unchanged).
    @discardableResult
    public func selectRow(key: ComponentKey) -> Bool {
        guard let index = rowEntries.firstIndex(where: { $0.key == key }) else { return false }
        if index != selectedIndex {
            selectedIndex = index
            setNeedsDisplay()
        }
        return true
    }

    /// Shows `items` of `model` as rows of widgets, kept in step at each flush.
    ///
    /// ```swift
    /// services.bindRows(to: model, \.services, key: \.id, makeRow: { _ in ServiceRow() }) { service in
    ///     Component(.backgroundColor(service.isRunning ? .default : .red))
    ///         .withChildren(.child("name", styles: .text(service.name)))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: The view model; not retained.
    ///   - items: The key path to the model's rows, such as `\.services`.
    ///   - key: A row's identity (a key path such as `\.id` works); equal keys are the same row.
    ///   - makeRow: Makes the widget of a row when its key first appears.
    ///   - row: How a row should look now: the row widget's attributes, and its children's by key.
    ///   - file: Where the binding is made, for diagnostics (the caller's file by default).
    ///   - line: Where the binding is made, for diagnostics (the caller's line by default).
    /// - Returns: The binding, to dispose early.
    /// - Complexity: Per flush, O(*n* log *n*) for *n* rows plus the installs of changed rows.
    @discardableResult
    public func bindRows<Model: AnyObject, Item, ID: Hashable & Sendable>(
        to model: Model, _ items: KeyPath<Model, [Item]>, key: @escaping @LoopActor (Item) -> ID,
        makeRow: @escaping @LoopActor (Item) -> Widget, row: @escaping @LoopActor (Item) -> Component,
        file: String = #fileID, line: Int = #line
    ) -> Binding {
        // The factory gets only a key: the flush's items are kept by key for it.
        let latest = LatestItems<Item>()
        self.makeRow = { rowKey in
            guard let item = latest.byKey[rowKey] else { return Widget() }
            return makeRow(item)
        }
        return bindComponent(to: model, file: file, line: line) { model in
            let current = model[keyPath: items]
            var byKey: [ComponentKey: Item] = [:]
            byKey.reserveCapacity(current.count)
            for item in current { byKey[ComponentKey(id: key(item))] = item }
            latest.byKey = byKey
            return Component().withRows(current, key: key, row: row)
        }
    }

    /// Applies `changes` to the row widgets; the selection keeps its key.
    func applyRowWidgetChanges(_ changes: RowChanges) -> Bool {
        guard let makeRow else { return false }
        guard changes.changesStructure else { return true }
        let selectedKey = selectedRowKey
        changes.apply(to: &rowEntries, key: \.key) { rowKey in
            let widget = makeRow(rowKey)
            rowWidgetsByKey[rowKey] = widget
            return (rowKey, widget)
        }
        for removed in changes.removals { rowWidgetsByKey[removed] = nil }
        setChildren(rowEntries.map(\.widget))
        if let selectedKey {
            selectedIndex = rowEntries.firstIndex { $0.key == selectedKey } ?? -1
        }
        setNeedsDisplay()
        presenter?.widgetDidChangeChildren(self)
        return true
    }
}

/// The items of a list's last flush by row key, for its row factory.
@LoopActor
private final class LatestItems<Item> {
    var byKey: [ComponentKey: Item] = [:]
}
