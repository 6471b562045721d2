public import WebBackend

extension WebTestClient {
    /// What a ``WebTestClient`` has: the page's document as the frames built it, and what
    /// the connection saw (acknowledgements, refusals, the close code, bytes).
    ///
    /// ```swift
    /// let document = try await client.waitUntil("the count shows 4") {
    ///     $0.node(kind: "label")?.text == "Count: 4"
    /// }
    /// XCTAssertEqual(document.frames.last?.operations.count, 1)
    /// XCTAssertEqual(document.problems, [])
    /// ```
    ///
    /// A value: a snapshot taken when a message arrived; the client keeps the live one.
    public struct Document: Sendable, CustomStringConvertible {
        /// The session the server named in its last `hello`, or `nil` before one.
        public var session: String?
        /// The version the document shows (0 before the first `hello`).
        public var version: UInt64 = 0
        /// The page's title from the last `hello`.
        public var title: String?
        /// The root node's id, or `nil` before the first `hello`.
        public var rootID: Int?
        /// Every node the page has, by id.
        public var nodes: [Int: Node] = [:]
        /// The last event sequence number the server acknowledged (a `hello`'s or a frame's `ack`).
        public var acknowledgedSeq: UInt64 = 0
        /// The last version this client acknowledged to the server.
        public var acknowledgedVersion: UInt64 = 0
        /// `hello` messages received (the first, then one per resync or reconnect).
        public var hellos = 0
        /// The `limits` of the last `hello`.
        public var limits: [String: Int] = [:]
        /// Every frame received, in order (including ones ignored while waiting for a resync).
        public var frames: [Frame] = []
        /// Every `refused` message received, in order.
        public var refusals: [Refusal] = []
        /// Whether the WebSocket upgrade succeeded.
        public var isOpen = false
        /// Whether the connection ended (closed by either side, cut, or refused).
        public var isClosed = false
        /// The close code the server sent (1000, 1001, 1003, 1008, 1009…), or `nil` when it
        /// sent none or the connection is open.
        public var closeCode: UInt16?
        /// Why the connection failed, when it did not end with a close frame.
        public var connectionError: String?
        /// Text messages received.
        public var messagesReceived = 0
        /// Bytes of the text messages received.
        public var bytesReceived = 0
        /// What the page would have found wrong: a frame whose `base` was not its version, an
        /// operation on a node it does not have, a message it could not read. Empty when the
        /// server kept to the protocol.
        public var problems: [String] = []
        /// Whether a frame's `base` did not match and a `resync` is outstanding (frames are
        /// ignored until the `hello`).
        public var isAwaitingResync = false

        /// An empty document: nothing received yet.
        public init() {}

        /// The root node.
        public var root: Node? { rootID.flatMap { nodes[$0] } }

        /// The node with `id`.
        ///
        /// - Parameter id: A node id.
        /// - Returns: The node, or `nil` when the page has none with that id.
        public func node(_ id: Int) -> Node? { nodes[id] }

        /// Every node, in tree order (a node before its children, children in order).
        public var nodesInOrder: [Node] {
            var result: [Node] = []
            var stack = rootID.map { [$0] } ?? []
            while let id = stack.popLast() {
                guard let node = nodes[id] else { continue }
                result.append(node)
                stack.append(contentsOf: node.children.reversed())
            }
            return result
        }

        /// The first node of `kind` in tree order.
        ///
        /// ```swift
        /// let button = try XCTUnwrap(client.document.node(kind: "button"))
        /// ```
        ///
        /// - Parameter kind: A node kind (`label`, `button`, a user's own).
        /// - Returns: The node, or `nil`.
        public func node(kind: String) -> Node? { nodesInOrder.first { $0.kind == kind } }

        /// Every node of `kind`, in tree order.
        ///
        /// - Parameter kind: A node kind.
        /// - Returns: The nodes.
        public func nodes(kind: String) -> [Node] { nodesInOrder.filter { $0.kind == kind } }

        /// The first node, in tree order, whose `text` property is `text`.
        ///
        /// - Parameter text: The text shown.
        /// - Returns: The node, or `nil`.
        public func node(withText text: String) -> Node? { nodesInOrder.first { $0.text == text } }

        /// Whether this document's tree (ids, kinds, tags, attributes, events, properties,
        /// children) is the same as `other`'s: what two tabs of one shared tree agree on.
        ///
        /// - Parameter other: Another client's document.
        /// - Returns: Whether the trees are equal.
        public func hasSameTree(as other: Document) -> Bool {
            rootID == other.rootID && nodes == other.nodes
        }

        /// The tree, one node a line, indented by depth: `button#7 <button> events=press text="Go"`.
        public var outline: String {
            guard let rootID else { return "(no tree)" }
            var lines: [String] = []
            func add(_ id: Int, depth: Int) {
                guard let node = nodes[id] else {
                    lines.append(String(repeating: "  ", count: depth) + "?#\(id)")
                    return
                }
                lines.append(String(repeating: "  ", count: depth) + node.description)
                for child in node.children { add(child, depth: depth + 1) }
            }
            add(rootID, depth: 0)
            return lines.joined(separator: "\n")
        }

        public var description: String {
            var parts = ["version \(version)"]
            if let session { parts.append("session \(session.prefix(8))…") }
            parts.append("\(nodes.count) nodes, \(frames.count) frames, \(hellos) hellos")
            parts.append("ack seq \(acknowledgedSeq), acked v\(acknowledgedVersion)")
            if !refusals.isEmpty { parts.append("refusals \(refusals.map(\.code))") }
            parts.append(isClosed ? "closed (code \(closeCode.map(String.init) ?? "none"))" : isOpen ? "open" : "connecting")
            if let connectionError { parts.append("error: \(connectionError)") }
            if !problems.isEmpty { parts.append("problems: \(problems)") }
            return parts.joined(separator: "; ") + "\n" + outline
        }
    }

    /// One node of the page: what the page would make of it (Documentation/WebProtocol.md, *Nodes*).
    public struct Node: Sendable, Equatable, CustomStringConvertible {
        /// The node's id.
        public var id: Int
        /// What the widget is (`label`, `button`, a user's own name).
        public var kind: String
        /// The element's tag.
        public var tag: String
        /// Fixed attributes.
        public var attributes: [String: String]
        /// The events the page sends for the node (`press`, `text`…).
        public var events: [String]
        /// The properties set (a property reset with `null` is absent).
        public var properties: [String: WebValue]
        /// The children's ids, in order.
        public var children: [Int]
        /// The parent's id, `nil` for the root.
        public var parentID: Int?

        /// The `text` property as a string.
        public var text: String? {
            if case .string(let text) = properties["text"] { return text }
            return nil
        }

        /// The `value` property (a field's text or a slider's number).
        public var value: WebValue? { properties["value"] }

        /// Whether the page would show the element disabled.
        public var isDisabled: Bool { properties["disabled"] == .bool(true) }

        /// Whether the page would hide the element.
        public var isHidden: Bool { properties["hidden"] == .bool(true) }

        public var description: String {
            var line = "\(kind)#\(id) <\(tag)>"
            if !events.isEmpty { line += " events=\(events.joined(separator: ","))" }
            for (name, value) in properties.sorted(by: { $0.key < $1.key }) {
                switch value {
                case .string(let string): line += " \(name)=\(string.debugDescription)"
                case .number(let number): line += " \(name)=\(number)"
                case .bool(let bool): line += " \(name)=\(bool)"
                }
            }
            return line
        }
    }

    /// One `frame` message as received.
    public struct Frame: Sendable, Equatable {
        /// The version it leads to.
        public var version: UInt64
        /// The version it applies to.
        public var base: UInt64
        /// The event sequence number it acknowledges, if any.
        public var ack: UInt64?
        /// Its operations, in order.
        public var operations: [Operation]

        /// A frame, to compare with one received.
        ///
        /// - Parameters:
        ///   - version: The version it leads to.
        ///   - base: The version it applies to.
        ///   - ack: The event sequence number it acknowledges.
        ///   - operations: Its operations.
        public init(version: UInt64, base: UInt64, ack: UInt64? = nil, operations: [Operation]) {
            self.version = version
            self.base = base
            self.ack = ack
            self.operations = operations
        }
    }

    /// One operation of a frame (Documentation/WebProtocol.md, *Operations*); a node the
    /// operation makes is in the document, named here by id.
    public enum Operation: Sendable, Equatable {
        /// Properties set, or reset (`nil`).
        case set(id: Int, properties: [String: WebValue?])
        /// A node (and its subtree) made as child `index` of `parentID`.
        case insert(parentID: Int, index: Int, nodeID: Int)
        /// A node removed with its subtree.
        case remove(id: Int)
        /// A kept child moved to `index`.
        case move(parentID: Int, id: Int, index: Int)
        /// A node's children replaced by this list (kept and new ids).
        case children(parentID: Int, childIDs: [Int])
    }

    /// One `refused` message.
    public struct Refusal: Sendable, Equatable {
        /// The refused event's sequence number, when the server could read it.
        public var seq: UInt64?
        /// The code: `unknownNode`, `disabled`, `malformed`…
        public var code: String
        /// The server's one-line reason.
        public var message: String

        /// A refusal, to compare with one received.
        public init(seq: UInt64?, code: String, message: String) {
            self.seq = seq
            self.code = code
            self.message = message
        }
    }
}
