public import Widgets

extension WebDocument {
    /// Hands a page's event to the widget of node `id`, after checking that the node is
    /// live, takes this kind of event, and that the widget and its ancestors are enabled
    /// and shown; the widget then checks the value against its state.
    ///
    /// ```swift
    /// try document.receive(WebEvent(type: .press), at: buttonNodeID)
    /// ```
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - id: The node it came from (a widget's, or an item's).
    /// - Throws: A ``WebEventRefusal``; the event then reached no widget.
    public func receive(_ event: WebEvent, at id: Int) throws(WebEventRefusal) {
        guard let node = nodes[id] else { throw .unknownNode(id) }
        guard node.element.events.contains(event.type) else { throw .notAccepted(event.type) }
        let ownerID = node.ownerID ?? id
        guard let owner = nodes[ownerID], let widget = owner.widget else { throw .unknownNode(id) }
        guard let presentable = widget as? any WebPresentable else { throw .notAccepted(event.type) }
        var ancestor: Widget? = widget
        while let current = ancestor {
            if current.isHidden { throw .hidden }
            if !current.isEnabled { throw .disabled }
            ancestor = current.parent
        }
        var event = event
        event.itemKey = node.itemKey
        try presentable.receiveWebEvent(event, in: self)
        // The event changed the widget outside an install: what it shows may differ now.
        invalidate(ownerID, keys: presentable.webPresentedKeys)
    }

    /// Sends `name` of `widget`'s node again at the next commit, even if the document's
    /// value did not change: the page that sent an event shows the value it sent, and
    /// the widget kept another one (a delegate refused a field's edit).
    ///
    /// ```swift
    /// userDidChangeText(to: typed)
    /// if text != typed { document.resend("value", of: self) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: A property of the widget's node (`value`, `checked`).
    ///   - widget: A widget the document shows.
    public func resend(_ name: String, of widget: Widget) {
        guard let id = nodeID(of: widget), let node = nodes[id], node.properties[name] != nil else { return }
        // Forgotten, the property differs from whatever the widget shows next.
        node.properties[name] = nil
        invalidate(id, keys: (widget as? any WebPresentable)?.webPresentedKeys ?? [])
    }
}
