import Bindings

/// The widget tree: parents, children, lookup by identifier and focus.
///
/// ```swift
/// let form: StackView = [.views([email, password, login]), .axis(.vertical)]
/// form.children            // [email, password, login]
/// form.widget(withIdentifier: "login") === login
/// form.focusNext()         // email, then password, then login, then email again
/// ```
///
/// A stack view's arranged subviews are its children. Each tree has at most
/// one focused widget, kept by its root; the focus order is depth-first,
/// over visible, enabled widgets that accept focus.
extension Widget {
    /// The widgets below this one, in order.
    public var children: [Widget] { childWidgets }

    /// The widget this one is a child of, if any.
    public var parent: Widget? { parentWidget }

    /// The top of this widget's tree.
    public var root: Widget {
        var node = self
        while let parent = node.parentWidget { node = parent }
        return node
    }

    /// Makes `child` the last child of this widget, moving it from any other parent.
    public func addChild(_ child: Widget) {
        precondition(!isDescendant(of: child), "adding \(child.diagnosticName) under its own descendant \(diagnosticName)")
        child.removeFromParent()
        childWidgets.append(child)
        child.parentWidget = self
        subtreeDidChange()
        presenter?.widgetDidChangeChildren(self)
    }

    /// Detaches this widget (and its subtree) from its parent; its focus, if any, is cleared.
    public func removeFromParent() {
        detachFromParent(notifying: true)
    }

    /// Detaches this widget from its parent.
    ///
    /// - Parameter notifying: Whether the parent's presenter hears of it (not while the
    ///   parent replaces its own children: its install or row change tells the presenter).
    private func detachFromParent(notifying: Bool) {
        guard let parentWidget else { return }
        if let focused = root.focusedWidget, focused === self || focused.isDescendant(of: self) {
            root.focusedWidget = nil
        }
        parentWidget.childWidgets.removeAll { $0 === self }
        self.parentWidget = nil
        parentWidget.subtreeDidChange()
        if notifying { parentWidget.presenter?.widgetDidChangeChildren(parentWidget) }
    }

    /// Replaces the children with `newChildren`, in order, moving each from any other parent.
    ///
    /// - Returns: The widgets skipped because they would make a cycle (this
    ///   widget or one above it) or appear twice.
    @discardableResult
    func setChildren(_ newChildren: [Widget]) -> [Widget] {
        for child in childWidgets where !newChildren.contains(where: { $0 === child }) {
            child.detachFromParent(notifying: false)
        }
        var ordered: [Widget] = []
        var skipped: [Widget] = []
        for child in newChildren {
            if isDescendant(of: child) || ordered.contains(where: { $0 === child }) {
                skipped.append(child)
                continue
            }
            if child.parentWidget !== self {
                child.removeFromParent()
                child.parentWidget = self
            }
            ordered.append(child)
        }
        childWidgets = ordered
        subtreeDidChange()
        return skipped
    }

    /// Whether this widget is `ancestor` or below it.
    public func isDescendant(of ancestor: Widget) -> Bool {
        var node: Widget? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parentWidget
        }
        return false
    }

    /// The first widget in this subtree (depth-first, this one included) with `identifier`.
    public func widget(withIdentifier identifier: String) -> Widget? {
        if self.identifier == identifier { return self }
        for child in childWidgets {
            if let found = child.widget(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The widgets of this subtree that can take focus now, in focus order (depth-first).
    public var focusOrder: [Widget] {
        guard !isHidden else { return [] }
        let own: [Widget] = acceptsFocus && isEnabled ? [self] : []
        return own + childWidgets.flatMap(\.focusOrder)
    }

    /// The focused widget of this widget's tree, if any.
    public var focused: Widget? { root.focusedWidget }

    /// Whether this widget has the focus of its tree.
    public var isFocused: Bool { root.focusedWidget === self }

    /// Gives this widget the focus of its tree, if it can take focus now: the keys typed
    /// next go to it.
    ///
    /// ```swift
    /// let form: StackView = [.views([email, password, login]), .axis(.vertical)]
    /// password.becomeFocused()   // before the screen starts: the screen keeps this choice
    /// try screen.start()         // without it, the screen would focus `email`, the first
    /// ```
    ///
    /// A screen that starts with nothing focused focuses the first widget in
    /// ``focusOrder`` (``assignInitialFocus()``); calling this before the screen starts
    /// chooses another. A hidden or disabled widget, or one that does not accept focus,
    /// refuses, and the focus stays where it was.
    ///
    /// - Returns: Whether it has the focus afterwards.
    @discardableResult
    public func becomeFocused() -> Bool {
        guard root.focusOrder.contains(where: { $0 === self }) else { return false }
        root.focusedWidget = self
        return true
    }

    /// Gives the tree's focus to its first widget in focus order, unless a widget that can
    /// take focus now already has it: what a backend does when it starts showing the tree,
    /// so that the first keys typed reach a control instead of being dropped.
    ///
    /// ```swift
    /// let form: StackView = [.views([title, email, login]), .axis(.vertical)]
    /// form.assignInitialFocus()       // email: the title does not take focus
    /// login.becomeFocused()
    /// form.assignInitialFocus()       // still login: the app's own choice is kept
    /// ```
    ///
    /// A focused widget that was hidden or disabled since it got the focus (a binding's
    /// first flush can do that) loses it to the first widget that can take it.
    ///
    /// - Returns: The focused widget afterwards, or `nil` when none can take focus.
    /// - Complexity: O(*n*) for *n* widgets in the tree.
    @discardableResult
    public func assignInitialFocus() -> Widget? {
        let root = self.root
        let order = root.focusOrder
        if let current = root.focusedWidget, order.contains(where: { $0 === current }) { return current }
        root.focusedWidget = order.first
        return order.first
    }

    /// Moves the tree's focus to the next widget in focus order, wrapping around.
    ///
    /// - Returns: The newly focused widget, or `nil` if none can take focus.
    @discardableResult
    public func focusNext() -> Widget? { moveFocus(by: 1) }

    /// Moves the tree's focus to the previous widget in focus order, wrapping around.
    @discardableResult
    public func focusPrevious() -> Widget? { moveFocus(by: -1) }

    private func moveFocus(by step: Int) -> Widget? {
        let root = self.root
        let order = root.focusOrder
        guard !order.isEmpty else {
            root.focusedWidget = nil
            return nil
        }
        let next: Int
        if let current = root.focusedWidget, let index = order.firstIndex(where: { $0 === current }) {
            next = (index + step + order.count) % order.count
        } else {
            next = step > 0 ? 0 : order.count - 1
        }
        root.focusedWidget = order[next]
        return order[next]
    }
}
