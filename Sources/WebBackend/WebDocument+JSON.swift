extension WebDocument {
    /// Appends node `id` and its subtree as JSON (Documentation/WebProtocol.md, *Nodes*).
    ///
    /// - Complexity: O(n) in the subtree's nodes and properties.
    func appendNode(_ id: Int, to json: inout String) {
        guard let node = nodes[id] else {
            json += "null"
            return
        }
        json += "{\"id\":"
        WebJSON.appendInt(node.id, to: &json)
        json += ",\"kind\":"
        WebJSON.appendString(node.element.kind, to: &json)
        json += ",\"tag\":"
        WebJSON.appendString(node.element.tag, to: &json)
        if !node.element.attributes.isEmpty {
            json += ",\"attrs\":{"
            for (index, (name, value)) in node.element.attributes.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { json += "," }
                WebJSON.appendString(name, to: &json)
                json += ":"
                WebJSON.appendString(value, to: &json)
            }
            json += "}"
        }
        if !node.element.events.isEmpty {
            json += ",\"events\":["
            json += node.element.events.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
            json += "]"
        }
        if !node.properties.isEmpty {
            json += ",\"p\":{"
            for (index, (name, value)) in node.properties.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { json += "," }
                WebJSON.appendString(name, to: &json)
                json += ":"
                value.appendJSON(to: &json)
            }
            json += "}"
        }
        if !node.childIDs.isEmpty {
            json += ",\"c\":["
            for (index, childID) in node.childIDs.enumerated() {
                if index > 0 { json += "," }
                appendNode(childID, to: &json)
            }
            json += "]"
        }
        json += "}"
    }

    /// Appends `operations` as a JSON array, leaving out the properties `echoes` says the
    /// tab already shows (its own input).
    ///
    /// - Parameters:
    ///   - operations: The operations.
    ///   - echoes: Per node, properties and the values the tab sent.
    ///   - json: The text to append to.
    func appendOperations(_ operations: [WebOperation], echoes: [Int: [String: WebValue]] = [:], to json: inout String) {
        json += "["
        var first = true
        func separator() {
            if !first { json += "," }
            first = false
        }
        for operation in operations {
            switch operation {
            case .set(let id, let properties):
                let echoed = echoes[id]
                let shown = echoed == nil ? properties : properties.filter { echoed?[$0.name] == nil || echoed?[$0.name] != $0.value }
                if shown.isEmpty { continue }
                separator()
                json += "[\"set\","
                WebJSON.appendInt(id, to: &json)
                json += ",{"
                for (index, property) in shown.enumerated() {
                    if index > 0 { json += "," }
                    WebJSON.appendString(property.name, to: &json)
                    json += ":"
                    if let value = property.value { value.appendJSON(to: &json) } else { json += "null" }
                }
                json += "}]"
            case .insert(let parentID, let index, let nodeID):
                separator()
                json += "[\"insert\",\(parentID),\(index),"
                appendNode(nodeID, to: &json)
                json += "]"
            case .remove(let id):
                separator()
                json += "[\"remove\",\(id)]"
            case .move(let parentID, let id, let index):
                separator()
                json += "[\"move\",\(parentID),\(id),\(index)]"
            case .children(let parentID, let childIDs, let newSince):
                separator()
                json += "[\"children\",\(parentID),["
                for (index, childID) in childIDs.enumerated() {
                    if index > 0 { json += "," }
                    if let child = nodes[childID], child.createdVersion > newSince {
                        appendNode(childID, to: &json)
                    } else {
                        WebJSON.appendInt(childID, to: &json)
                    }
                }
                json += "]]"
            }
        }
        json += "]"
    }
}
