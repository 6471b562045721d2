public import Bindings
public import ComposerModel

/// A list of rows, at most one selected.
///
/// ```swift
/// let jobs = ListView()
/// jobs.install([.items([ListItem(id: "7", title: "Backup")]), .selectedIndex(0)] as Style)
/// jobs.selectedItem?.title   // "Backup"
/// ```
///
/// Accepts the common widget attributes and:
/// - `items`, default none.
/// - `selectedIndex`, default -1 (no selection). An index outside
///   `-1..<items.count` is rejected and the previous selection stays.
/// - `onChange`, an `Int` handler: the row the user selects.
///
/// The index is validated when `selectedIndex` is applied. When new items no
/// longer contain the selection, the selection becomes -1 (silently);
/// ComposerModel installs items before the selection and re-installs a style's
/// `selectedIndex` when `items` change, so a style whose index is now out of
/// bounds is reported (rejected) in that same install.
///
/// A list can show rows made of any widgets instead of items: give it a row factory
/// (``bindRows(to:_:key:makeRow:row:)`` or ``makeRow``) and install components with
/// keyed rows (see `ListView+Rows.swift`). Rows with kept keys keep their widgets,
/// the selection follows its row's key, and `selectedIndex` counts those rows. The user's selections reach
/// ``onSelectionChanged(_:)`` handlers and the ``ListViewDelegate``; installing
/// `.selectedIndex` never fires them (no echo).
///
/// Threading: loop only.
@LoopActor
open class ListView: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != ListView.self }

    /// `.all`: a list scrolls in the room it gets.
    open override var defaultExpansion: Axis.Set { .all }

    /// A scroll view or a list holds other widgets or rows: a group.
    open override var isGroup: Bool { true }

    /// A ListView from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<ListView>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Controls take keyboard focus.
    open override var acceptsFocus: Bool { true }

    public private(set) var items: [ListItem] = []
    public internal(set) var selectedIndex = -1
    /// Set with `.delegate(self)`; held weakly. When set, it supplies the rows.
    public private(set) weak var delegate: (any ListViewDelegate)?
    private var selectionHandlers = EventHandlers<Int>()
    /// Makes the widget of a new row when the list shows rows of widgets; `nil` while it shows
    /// items. Set it before rows are installed (``bindRows(to:_:key:makeRow:row:)`` does);
    /// setting it to `nil` removes the row widgets.
    public var makeRow: (@LoopActor (ComponentKey) -> Widget)? {
        didSet {
            if makeRow == nil, !rowEntries.isEmpty {
                rowEntries = []
                rowWidgetsByKey = [:]
                setChildren([])
                selectedIndex = -1
            }
            setNeedsDisplay()
        }
    }
    /// The row widgets and their keys, in order (see `ListView+Rows.swift`).
    var rowEntries: [(key: ComponentKey, widget: Widget)] = []
    var rowWidgetsByKey: [ComponentKey: Widget] = [:]
    /// Rows (cells) of row widgets scrolled off the top, kept by the backend so that the
    /// selection stays visible.
    public private(set) var contentOffset = 0

    /// The rows shown: the delegate's when there is one, the `items` otherwise.
    public var rows: [ListItem] {
        guard let delegate else { return items }
        return (0..<max(0, delegate.numberOfRows(in: self))).map { delegate.listView(self, itemForRow: $0) }
    }

    /// The selected row, if any.
    public var selectedItem: ListItem? {
        let rows = self.rows
        return rows.indices.contains(selectedIndex) ? rows[selectedIndex] : nil
    }

    /// Runs `action` with the row index each time the user selects a row.
    /// Installing `.selectedIndex` never calls it (no echo).
    public func onSelectionChanged(_ action: @escaping @LoopActor (Int) -> Void) {
        selectionHandlers.add(action)
    }

    /// The user selected row `index`; an index outside the rows is ignored.
    public func userDidSelect(row index: Int) {
        guard isEnabled, !isHidden, (0..<rowCount).contains(index), index != selectedIndex else { return }
        selectedIndex = index
        markChangedByUser(.selectedIndex)
        selectionHandlers.send(index)
        if let delegate {
            WidgetEvents.deliver { [self] in delegate.listView(self, didSelectRow: index) }
        }
    }

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .items(let value):
            items = value
            if !showsRowWidgets, !value.indices.contains(selectedIndex) { selectedIndex = -1 }
        case .selectedIndex(let value):
            if let problem = selectionProblem(value, count: rowCount, of: showsRowWidgets ? "rows" : "items") {
                return .rejected(reason: problem)
            }
            selectedIndex = value
        case .delegate(let reference):
            switch resolveDelegate(reference, as: (any ListViewDelegate).self) {
            case .success(let resolved): delegate = resolved
            case .failure(let mismatch): return .rejected(reason: mismatch.reason)
            }
        case .onChange(let handler): return selectionHandlers.install(handler, as: "onChange")
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .items:
            items = []
            if !showsRowWidgets { selectedIndex = -1 }
        case .selectedIndex: selectedIndex = -1
        case .delegate: delegate = nil
        case .onChange: selectionHandlers.removeStyleHandler()
        default: super.resetOwn(key)
        }
    }

    open override func row(for key: ComponentKey) -> (any Styleable)? {
        rowWidgetsByKey[key]
    }

    open override func applyRowChanges(_ changes: RowChanges) -> Bool {
        applyRowWidgetChanges(changes)
    }

    /// Scrolls the rows of widgets to `offset` (backends keep the selection visible with it).
    ///
    /// - Parameter offset: Rows (cells) to scroll off the top; negative counts as 0.
    public func scrollRows(to offset: Int) {
        let clamped = max(0, offset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        setNeedsDisplay()
    }
}

/// A list view's delegate: supplies rows and hears selections (ViewComposer's
/// data source and delegate in one). Set with `.delegate(self)`; held weakly.
///
/// ```swift
/// extension JobsViewModel: ListViewDelegate {
///     func numberOfRows(in list: ListView) -> Int { jobs.count }
///     func listView(_ list: ListView, itemForRow row: Int) -> ListItem { ListItem(id: jobs[row].id, title: jobs[row].name) }
///     func listView(_ list: ListView, didSelectRow row: Int) { open(jobs[row]) }
/// }
/// ```
@LoopActor
public protocol ListViewDelegate: AnyObject {
    /// How many rows the list shows.
    func numberOfRows(in list: ListView) -> Int
    /// The row at `row`.
    func listView(_ list: ListView, itemForRow row: Int) -> ListItem
    /// The user selected `row`. Default: nothing.
    func listView(_ list: ListView, didSelectRow row: Int)
}

extension ListViewDelegate {
    public func listView(_ list: ListView, didSelectRow row: Int) {}
}

extension ListView: @LoopActor ExpressibleByArrayLiteral {}
