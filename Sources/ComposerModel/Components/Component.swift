/// How a widget and its children should look: a root style, named children,
/// and an ordered list of rows keyed by identity (ViewComponents' `Component`).
///
/// ```swift
/// let person = Component(.borderStyle(.single), .borderColor(.red))
///     .withChildren(
///         .child(\PersonView.nameLabel, styles: .text("Hallo John Doe"), .textColor(.red)),
///         .child("birthdateLabel", styles: .text("Tuesday May 16, 2017"))
///     )
/// XCTAssertEqual(PersonViewModel(person: john).component, person)
/// ```
///
/// Children are fixed parts of the widget (a view's labels) and their order
/// does not matter; rows are a list whose order does (a list view's rows), and
/// a changed list yields moves, inserts and removals rather than rewrites
/// (see ``difference(from:)``).
public struct Component: Equatable, Sendable {
    /// A child or row: its key and how it should look.
    public struct Child: Equatable, Sendable {
        /// Where the child is found (children) or which row it is (rows).
        public let key: ComponentKey
        /// How the child should look.
        public var component: Component

        /// A child or row from its key and component.
        public init(key: ComponentKey, component: Component) {
            self.key = key
            self.component = component
        }

        /// A child addressed by name, from a component.
        public static func child(_ key: ComponentKey, _ component: Component) -> Child {
            Child(key: key, component: component)
        }

        /// A child addressed by name, from attributes.
        public static func child(_ key: ComponentKey, styles attributes: Attribute...) -> Child {
            Child(key: key, component: Component(Style(attributes)))
        }

        /// A child addressed by a key path from the parent widget, from a component.
        public static func child<Parent: AnyObject, Widget: AnyObject>(
            _ keyPath: any KeyPath<Parent, Widget> & Sendable, _ component: Component
        ) -> Child {
            Child(key: ComponentKey(keyPath), component: component)
        }

        /// A child addressed by a key path from the parent widget, from attributes.
        public static func child<Parent: AnyObject, Widget: AnyObject>(
            _ keyPath: any KeyPath<Parent, Widget> & Sendable, styles attributes: Attribute...
        ) -> Child {
            Child(key: ComponentKey(keyPath), component: Component(Style(attributes)))
        }
    }

    /// The root widget's style.
    public var style: Style
    /// Named children, one per key; their order does not matter.
    public private(set) var children: [Child]
    /// Rows, one per key, in display order.
    public private(set) var rows: [Child]
    /// Children or rows dropped because their key was already used (the first one wins).
    public private(set) var diagnostics: [StyleDiagnostic]

    /// A component with a style and nothing below it.
    public init(_ style: Style = Style()) {
        self.style = style
        children = []
        rows = []
        diagnostics = []
    }

    /// A component from attributes, as ViewComponents' `Component(.text("a"), .textColor(.red))`.
    public init(_ first: Attribute, _ rest: Attribute...) {
        self.init(Style([first] + rest))
    }

    /// The empty component.
    public static let empty = Component()

    /// Whether installing this component on a fresh widget would change nothing.
    public var isEmpty: Bool {
        style.isEmpty && children.allSatisfy(\.component.isEmpty) && rows.isEmpty
    }

    /// The child for `key`, or `nil`.
    public func child(_ key: ComponentKey) -> Component? {
        children.first { $0.key == key }?.component
    }

    /// The row for `key`, or `nil`.
    public func row(_ key: ComponentKey) -> Component? {
        rows.first { $0.key == key }?.component
    }

    /// This component with `children` added; a key already present keeps its first child.
    ///
    /// - Parameter children: Children built with `Child/child(_:_:)` and its variants.
    /// - Returns: The component with the children.
    public func withChildren(_ children: Child...) -> Component {
        withChildren(children)
    }

    /// This component with `children` added; a key already present keeps its first child.
    public func withChildren(_ children: [Child]) -> Component {
        var result = self
        Self.append(children, to: &result.children, diagnostics: &result.diagnostics)
        return result
    }

    /// This component with `rows` appended in order; a key already present keeps its first row.
    public func withRows(_ rows: [Child]) -> Component {
        var result = self
        Self.append(rows, to: &result.rows, diagnostics: &result.diagnostics)
        return result
    }

    /// Appends `newChildren` whose keys `list` lacks; a repeated key is recorded, not added.
    private static func append(_ newChildren: [Child], to list: inout [Child], diagnostics: inout [StyleDiagnostic]) {
        // A view lists a handful of children: comparing keys (key paths by identity
        // first) beats a set, whose hashing walks each key path's components (76% of
        // producing the components benchmark's cells went to the set).
        if list.count + newChildren.count <= 16 {
            list.reserveCapacity(list.count + newChildren.count)
            for child in newChildren {
                if contains(child.key, in: list) {
                    diagnostics.append(StyleDiagnostic(.duplicateChild(child.key)))
                } else {
                    list.append(child)
                }
            }
            return
        }
        var keys = Set(list.map(\.key))
        for child in newChildren {
            if keys.insert(child.key).inserted {
                list.append(child)
            } else {
                diagnostics.append(StyleDiagnostic(.duplicateChild(child.key)))
            }
        }
    }

    /// Whether `list` holds a child with `key`: quick identities read in place, the
    /// keys' storage compared only when those do not tell.
    private static func contains(_ key: borrowing ComponentKey, in list: borrowing [Child]) -> Bool {
        for index in list.indices {
            if let equal = ComponentKey.quickEquality(list[index].key.quickIdentity, key.quickIdentity) {
                if equal { return true } else { continue }
            }
            if list[index].key == key { return true }
        }
        return false
    }

    /// This component with one row per item, keyed by the item's identity.
    ///
    /// ```swift
    /// Component().withRows(jobs, key: \.id) { job in
    ///     Component(.text(job.name), .progress(job.done))
    /// }
    /// ```
    public func withRows<Item, ID: Hashable & Sendable>(
        _ items: some Sequence<Item>, key: (Item) -> ID, row: (Item) -> Component
    ) -> Component {
        withRows(items.map { Child(key: ComponentKey(id: key($0)), component: row($0)) })
    }

    /// Equal when the styles are equal, the children are equal by key (in any
    /// order, an empty child counting as absent, as it does for installing),
    /// and the rows are equal in order. Diagnostics do not take part.
    public static func == (lhs: Component, rhs: Component) -> Bool {
        guard lhs.style == rhs.style, lhs.rows == rhs.rows else { return false }
        let lhsChildren = lhs.children.filter { !$0.component.isEmpty }
        let rhsChildren = rhs.children.filter { !$0.component.isEmpty }
        return lhsChildren.count == rhsChildren.count
            && lhsChildren.allSatisfy { rhs.child($0.key) == $0.component }
    }
}
