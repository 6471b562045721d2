import Bindings
import NIOCore

extension WebServer {
    /// The render stage, after the flush: each document commits what the flush changed,
    /// and each tab in step gets one frame; tabs that owe an ack or caught up get theirs.
    ///
    /// - Complexity: O(k + t) for k changed keys and t tabs of changed documents; a turn
    ///   with no change and no ack owed costs a few branches.
    func render() {
        if let sharedDocument {
            if sharedDocument.version == 0 {
                sharedDocument.start()
            } else if sharedDocument.hasPendingChanges {
                commitAndBroadcast(sharedDocument)
            }
        }
        for session in sessions.values where session.ownsDocument && session.document.hasPendingChanges {
            commitAndBroadcast(session.document)
        }
        if !attention.isEmpty {
            let ids = attention
            attention.removeAll()
            for id in ids.sorted() {
                guard let connection = connections[id] else { continue }
                catchUp(connection)
            }
        }
        for connection in connections.values where !connection.echoes.isEmpty {
            connection.echoes.removeAll()
        }
    }

    /// Commits `document` and sends the frame to every tab of it that is in step and not
    /// behind: one encoding shared by the tabs that owe no ack and sent no echo.
    func commitAndBroadcast(_ document: WebDocument) {
        guard let (operations, version) = document.commit() else { return }
        let base = version - 1
        var shared: ByteBuffer?
        for connection in connections.values {
            guard let session = connection.session, session.document === document, !connection.owesHello else { continue }
            guard connection.sentVersion == base, !connection.isBehind(configuration) else {
                // Behind, or before its hello: it catches up from the stamps later.
                attention.insert(connection.link.id)
                continue
            }
            let frame: ByteBuffer
            if connection.echoes.isEmpty, !connection.owesAck {
                if shared == nil { shared = ByteBuffer(string: Self.frame(document, operations, base: base, version: version, ack: nil)) }
                frame = shared!
            } else {
                frame = ByteBuffer(string: Self.frame(
                    document, operations, base: base, version: version,
                    ack: connection.owesAck ? session.lastSeq : nil, echoes: connection.echoes))
                connection.owesAck = false
            }
            send(frame, version: version, to: connection)
        }
    }

    /// A tab that owes an ack, or that fell behind and may be sent again: one merged
    /// frame from the version it was sent to the current one, with its ack.
    private func catchUp(_ connection: WebConnection) {
        guard let session = connection.session else { return }
        if connection.owesHello {
            sendHello(to: connection, session: session)
            return
        }
        let document = session.document
        if connection.sentVersion < document.version {
            guard !connection.isBehind(configuration) else { return }
            let operations = document.operations(since: connection.sentVersion)
            let frame = Self.frame(
                document, operations, base: connection.sentVersion, version: document.version,
                ack: connection.owesAck ? session.lastSeq : nil, echoes: connection.echoes)
            connection.owesAck = false
            send(ByteBuffer(string: frame), version: document.version, to: connection)
        } else if connection.owesAck {
            connection.owesAck = false
            // Only the ack: no new version, so nothing in flight to count.
            connection.link.send(Self.frame(document, [], base: document.version, version: document.version, ack: session.lastSeq))
        }
    }

    private func send(_ frame: ByteBuffer, version: UInt64, to connection: WebConnection) {
        connection.sentVersion = version
        connection.unacknowledged.append(version)
        connection.link.send(frame)
    }

    private static func frame(
        _ document: WebDocument, _ operations: [WebOperation], base: UInt64, version: UInt64, ack: UInt64?,
        echoes: [Int: [String: WebValue]] = [:]
    ) -> String {
        var json = "{\"t\":\"frame\",\"v\":"
        WebJSON.appendInt(version, to: &json)
        // `base` is left out when it is `v - 1`, as in every in-step frame: 12 of the 71
        // bytes one changed label cost (WebProtocol.md, "Versions").
        if base &+ 1 != version {
            json += ",\"base\":"
            WebJSON.appendInt(base, to: &json)
        }
        if let ack {
            json += ",\"ack\":"
            WebJSON.appendInt(ack, to: &json)
        }
        // A frame that only acknowledges events has no operations (WebProtocol.md).
        if !(operations.isEmpty && base == version) {
            json += ",\"ops\":"
            document.appendOperations(operations, echoes: echoes, to: &json)
        }
        json += "}"
        return json
    }
}
