import WebBackend

extension WebTestClient.Document {
    /// Takes one text message from the server as the page would: a `hello` replaces the
    /// tree, a `frame` whose `base` is the shown version is applied, a `refused` is kept.
    ///
    /// - Parameter text: The message.
    /// - Returns: What to send back: an `ack` after an applied frame that changed the
    ///   version, a `resync` after a frame that did not fit.
    mutating func receive(_ text: String) -> Reply {
        messagesReceived += 1
        bytesReceived += text.utf8.count
        let message: WebTestJSON
        do {
            message = try WebTestJSON(parsing: text)
        } catch {
            problems.append("not JSON: \(text.prefix(120))")
            return .none
        }
        switch message["t"]?.string {
        case "hello":
            return receiveHello(message)
        case "frame":
            return receiveFrame(message)
        case "refused":
            guard let code = message["code"]?.string else {
                problems.append("refused without a code: \(text.prefix(120))")
                return .none
            }
            refusals.append(.init(seq: message["seq"]?.unsigned, code: code, message: message["message"]?.string ?? ""))
            return .none
        default:
            problems.append("unknown message: \(text.prefix(120))")
            return .none
        }
    }

    /// What the client sends back after a message.
    enum Reply: Equatable {
        case none
        case ack(UInt64)
        case resync
    }

    private mutating func receiveHello(_ message: WebTestJSON) -> Reply {
        guard let session = message["session"]?.string, let version = message["v"]?.unsigned,
              let root = message["root"] else {
            problems.append("hello without session, v or root")
            return .none
        }
        hellos += 1
        self.session = session
        self.version = version
        title = message["title"]?.string
        acknowledgedSeq = message["ack"]?.unsigned ?? 0
        limits = (message["limits"]?.object ?? [:]).compactMapValues(\.integer)
        nodes.removeAll()
        rootID = makeNode(root, parentID: nil)
        isAwaitingResync = false
        return .none
    }

    private mutating func receiveFrame(_ message: WebTestJSON) -> Reply {
        // `base` is absent when it is `v - 1` (WebProtocol.md).
        guard let version = message["v"]?.unsigned, version > 0,
            let base = message["base"] == nil ? version - 1 : message["base"]?.unsigned
        else {
            problems.append("frame without v, or with a base that is not a version")
            return .none
        }
        let ack = message["ack"]?.unsigned
        var frame = WebTestClient.Frame(version: version, base: base, ack: ack, operations: [])
        if let ack { acknowledgedSeq = max(acknowledgedSeq, ack) }
        guard !isAwaitingResync, rootID != nil else {
            frames.append(frame)
            return .none
        }
        guard base == self.version else {
            problems.append("frame v\(version) has base \(base), the page shows v\(self.version)")
            frames.append(frame)
            isAwaitingResync = true
            return .resync
        }
        for operation in message["ops"]?.array ?? [] {
            if let applied = apply(operation) { frame.operations.append(applied) }
        }
        frames.append(frame)
        guard version != base else { return .none }
        self.version = version
        return .ack(version)
    }

    /// Applies one operation; returns it as read, or `nil` (and a problem) when the page
    /// could not apply it.
    private mutating func apply(_ operation: WebTestJSON) -> WebTestClient.Operation? {
        guard let parts = operation.array, let name = parts.first?.string else {
            problems.append("an operation that is not an array naming its kind")
            return nil
        }
        switch (name, parts.count) {
        case ("set", 3):
            guard let id = parts[1].integer, let values = parts[2].object else { break }
            guard nodes[id] != nil else {
                problems.append("set on node \(id), which the page does not have")
                return nil
            }
            var properties: [String: WebValue?] = [:]
            for (key, value) in values {
                let shown = Self.webValue(value)
                properties[key] = .some(shown)
                nodes[id]?.properties[key] = shown
            }
            return .set(id: id, properties: properties)
        case ("insert", 4):
            guard let parentID = parts[1].integer, let index = parts[2].integer else { break }
            guard nodes[parentID] != nil, (0...nodes[parentID]!.children.count).contains(index) else {
                problems.append("insert at \(index) into node \(parentID), which the page does not have or is shorter")
                return nil
            }
            guard let id = makeNode(parts[3], parentID: parentID) else { return nil }
            nodes[parentID]!.children.insert(id, at: index)
            return .insert(parentID: parentID, index: index, nodeID: id)
        case ("remove", 2):
            guard let id = parts[1].integer else { break }
            guard let node = nodes[id] else {
                problems.append("remove of node \(id), which the page does not have")
                return nil
            }
            if let parentID = node.parentID { nodes[parentID]?.children.removeAll { $0 == id } }
            removeSubtree(id)
            return .remove(id: id)
        case ("move", 4):
            guard let parentID = parts[1].integer, let id = parts[2].integer, let index = parts[3].integer else { break }
            guard var parent = nodes[parentID], let from = parent.children.firstIndex(of: id) else {
                problems.append("move of node \(id), which is not a child of \(parentID)")
                return nil
            }
            parent.children.remove(at: from)
            guard (0...parent.children.count).contains(index) else {
                problems.append("move of node \(id) to \(index), past the end of \(parentID)'s children")
                return nil
            }
            parent.children.insert(id, at: index)
            nodes[parentID] = parent
            return .move(parentID: parentID, id: id, index: index)
        case ("children", 3):
            guard let parentID = parts[1].integer, let list = parts[2].array else { break }
            guard let parent = nodes[parentID] else {
                problems.append("children of node \(parentID), which the page does not have")
                return nil
            }
            var childIDs: [Int] = []
            for child in list {
                if let id = child.integer {
                    guard nodes[id] != nil else {
                        problems.append("children of \(parentID) names node \(id), which the page does not have")
                        continue
                    }
                    childIDs.append(id)
                } else if let id = makeNode(child, parentID: parentID) {
                    childIDs.append(id)
                }
            }
            for id in parent.children where !childIDs.contains(id) { removeSubtree(id) }
            for id in childIDs {
                // A kept node may come from another parent: take it out of there.
                if let oldParent = nodes[id]?.parentID, oldParent != parentID {
                    nodes[oldParent]?.children.removeAll { $0 == id }
                }
                nodes[id]?.parentID = parentID
            }
            nodes[parentID]?.children = childIDs
            return .children(parentID: parentID, childIDs: childIDs)
        default:
            break
        }
        problems.append("an operation the page cannot read: \(name) with \(parts.count - 1) arguments")
        return nil
    }

    /// Makes the node (and its subtree) from its JSON; returns its id.
    private mutating func makeNode(_ json: WebTestJSON, parentID: Int?) -> Int? {
        guard let id = json["id"]?.integer, let kind = json["kind"]?.string, let tag = json["tag"]?.string else {
            problems.append("a node without id, kind or tag")
            return nil
        }
        if nodes[id] != nil { problems.append("node \(id) made twice") }
        var node = WebTestClient.Node(
            id: id, kind: kind, tag: tag,
            attributes: (json["attrs"]?.object ?? [:]).compactMapValues(\.string),
            events: (json["events"]?.array ?? []).compactMap(\.string),
            properties: [:], children: [], parentID: parentID)
        for (name, value) in json["p"]?.object ?? [:] {
            if let shown = Self.webValue(value) { node.properties[name] = shown }
        }
        nodes[id] = node
        var children: [Int] = []
        for child in json["c"]?.array ?? [] {
            if let childID = makeNode(child, parentID: id) { children.append(childID) }
        }
        nodes[id]?.children = children
        return id
    }

    private mutating func removeSubtree(_ id: Int) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        for child in node.children { removeSubtree(child) }
    }

    /// A property's value; `null` (a reset) and what no property can be are `nil`.
    private static func webValue(_ json: WebTestJSON) -> WebValue? {
        switch json {
        case .string(let string): .string(string)
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .null, .array, .object: nil
        }
    }
}
