import Bindings
import Logging
import NIOWebSocket
import UVLoop

extension WebServer {
    /// Takes one item the server's threads left: a tab opened or closed, a message, a
    /// message that could not be decoded.
    func receive(_ item: WebInbox.Item) {
        switch item {
        case .opened(let link):
            connections[link.id] = WebConnection(link: link)
        case .closed(let id):
            guard let connection = connections.removeValue(forKey: id) else { return }
            attention.remove(id)
            if let session = connection.session, session.connection === connection {
                session.connection = nil
                session.disconnectedAt = .now
            }
        case .refused(let id, let error):
            guard let connection = connections[id] else { return }
            guard connection.session != nil else {
                connection.link.close(.policyViolation, reason: "the first message must be hello")
                return
            }
            refuse(error.refusal, seq: error.seq, on: connection)
        case .message(let id, let message):
            guard let connection = connections[id] else { return }
            receive(message, on: connection)
        }
    }

    private func receive(_ message: WebClientMessage, on connection: WebConnection) {
        if case .hello(let sessionID, _, let tab) = message {
            connection.tabID = tab
            hello(connection, sessionID: sessionID)
            return
        }
        guard let session = connection.session else {
            connection.link.close(.policyViolation, reason: "the first message must be hello")
            return
        }
        switch message {
        case .hello:
            break
        case .ack(let version):
            connection.unacknowledged.removeAll { $0 <= version }
            connection.refusalsInARow = 0
            attention.insert(connection.link.id)
        case .resync:
            owesHello(connection)
        case .event(let seq, let nodeID, let event):
            // A page resends what it had not seen acknowledged: each number is handled once.
            guard seq > session.lastSeq else {
                connection.owesAck = true
                attention.insert(connection.link.id)
                return
            }
            session.lastSeq = seq
            do throws(WebEventRefusal) {
                if case .text = event.type {
                    _ = try event.stringValue(maxLength: configuration.maxTextLength)
                }
                try session.document.receive(event, at: nodeID)
                connection.refusalsInARow = 0
                if let echo = Self.echo(of: event) {
                    connection.echoes[nodeID, default: [:]][echo.name] = echo.value
                }
                connection.owesAck = true
                attention.insert(connection.link.id)
            } catch {
                refuse(error, seq: seq, on: connection)
            }
        }
    }

    /// The property a page already shows after its own event, and its value there.
    private static func echo(of event: WebEvent) -> (name: String, value: WebValue)? {
        switch (event.type, event.value) {
        case (.text, .string(let text)): ("value", .string(text))
        case (.value, .number(let number)): ("value", .number(number))
        case (.toggle, .bool(let isOn)): ("checked", .bool(isOn))
        // The tab scrolled there itself: setting it again would snap a smooth scroll to rows.
        case (.scroll, .number(let rows)): ("scroll", .number(rows))
        default: nil
        }
    }

    /// Sends a `refused` message and logs the refusal; too many in a row close the socket.
    private func refuse(_ refusal: WebEventRefusal, seq: UInt64?, on connection: WebConnection) {
        logger.warning(
            "Web: refused a page's message: \(refusal.message)",
            metadata: ["diagnostic": "webRefused", "code": "\(refusal.code)", "connection": "\(connection.link.id)"])
        connection.refusalsInARow += 1
        if connection.refusalsInARow > configuration.maxRefusalsInARow {
            connection.link.close(.policyViolation, reason: "too many refused messages")
            return
        }
        var json = "{\"t\":\"refused\""
        if let seq {
            json += ",\"seq\":"
            WebJSON.appendInt(seq, to: &json)
        }
        json += ",\"code\":"
        WebJSON.appendString(refusal.code, to: &json)
        json += ",\"message\":"
        WebJSON.appendString(refusal.message, to: &json)
        json += "}"
        connection.link.send(json)
    }

    /// A tab said hello: its session back if the server still has it and no other tab
    /// holds it (a duplicated tab copies the session id), a new one otherwise; then the
    /// whole tree.
    private func hello(_ connection: WebConnection, sessionID: String?) {
        if let old = connection.session, old.connection === connection { old.connection = nil }
        let session: WebSession
        if let sessionID, let existing = sessions[sessionID], let holder = existing.connection, holder !== connection,
           let tab = connection.tabID, holder.tabID == tab {
            // The same page load, back before its old socket was seen to die (a network
            // drop is noticed at the next ping): the old socket goes, the session stays.
            holder.link.close(.normalClosure, reason: "the page reconnected")
            holder.session = nil
            existing.connection = nil
            session = existing
        } else if let sessionID, let existing = sessions[sessionID], existing.connection == nil {
            session = existing
        } else {
            guard let made = makeSession() else {
                connection.link.close(.unexpectedServerError, reason: "the app could not build the page")
                return
            }
            session = made
        }
        session.connection = connection
        session.disconnectedAt = nil
        connection.session = session
        connection.unacknowledged.removeAll()
        connection.echoes.removeAll()
        owesHello(connection)
    }

    /// The tab gets the whole tree in the render stage, after this turn's flush: a tree
    /// built for it now has its bindings' first values by then.
    private func owesHello(_ connection: WebConnection) {
        connection.owesHello = true
        attention.insert(connection.link.id)
    }

    private func makeSession() -> WebSession? {
        let id = WebAccess.randomToken()
        switch tree {
        case .shared:
            guard let sharedDocument else { return nil }
            let session = WebSession(id: id, document: sharedDocument, ownsDocument: false)
            sessions[id] = session
            return session
        case .perSession(let build):
            do {
                // Started when its hello is sent, after the flush (see `owesHello`).
                let document = WebDocument(root: try build(), units: configuration.units, resources: resources)
                let session = WebSession(id: id, document: document, ownsDocument: true)
                sessions[id] = session
                return session
            } catch {
                logger.error("Web: the tree for a new tab threw: \(error)", metadata: ["diagnostic": "webTreeFailed"])
                return nil
            }
        }
    }

    /// Sends the whole tree; the tab is then at the document's version.
    func sendHello(to connection: WebConnection, session: WebSession) {
        let document = session.document
        // Started now, after the flush that gave a new tree its first values; what a flush
        // changed in a started one is committed first, so the tree sent is the current one.
        if document.version == 0 { document.start() } else { commitAndBroadcast(document) }
        var json = "{\"t\":\"hello\",\"session\":"
        WebJSON.appendString(session.id, to: &json)
        json += ",\"v\":"
        WebJSON.appendInt(document.version, to: &json)
        json += ",\"ack\":"
        WebJSON.appendInt(session.lastSeq, to: &json)
        json += ",\"title\":"
        WebJSON.appendString(title, to: &json)
        json += ",\"limits\":{\"maxMessageBytes\":\(configuration.maxMessageBytes),"
        json += "\"maxMessagesPerSecond\":\(configuration.maxMessagesPerSecond),\"maxTextLength\":\(configuration.maxTextLength)}"
        json += ",\"root\":"
        document.appendNode(document.rootID, to: &json)
        json += "}"
        connection.sentVersion = document.version
        connection.unacknowledged.removeAll()
        connection.owesAck = false
        connection.owesHello = false
        connection.link.send(json)
    }
}
