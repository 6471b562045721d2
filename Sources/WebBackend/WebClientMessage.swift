import FoundationEssentials

/// A message from a page (Documentation/WebProtocol.md, *Page → server*), decoded and
/// checked for shape off the loop, on the server's thread.
///
/// ```swift
/// let message = try WebClientMessage(decoding: #"{"t":"event","seq":3,"id":7,"type":"press"}"#)
/// // .event(seq: 3, nodeID: 7, WebEvent(type: .press))
/// ```
///
/// `package`, not internal: the fuzz target `FuzzWebMessage` feeds it arbitrary bytes.
package enum WebClientMessage: Equatable, Sendable {
    case hello(session: String?, version: UInt64?, tab: String?)
    case ack(version: UInt64)
    case resync
    case event(seq: UInt64, nodeID: Int, WebEvent)

    /// The longest session id taken.
    static let maxSessionLength = 64

    /// Decodes one text message.
    ///
    /// - Parameter text: The message.
    /// - Throws: ``WebEventRefusal/malformed(_:)`` (with the event's `seq` when it could
    ///   be read), ``WebEventRefusal/unknownType(_:)``, ``WebEventRefusal/badValue(_:)``.
    package init(decoding text: String) throws(WebClientMessageError) {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
        } catch {
            throw WebClientMessageError(seq: nil, refusal: .malformed("not a JSON object with the protocol's fields"))
        }
        switch fields.t {
        case "hello":
            if let session = fields.session {
                guard session.utf8.count <= Self.maxSessionLength,
                      session.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) else {
                    throw WebClientMessageError(seq: nil, refusal: .malformed("session is not a session id"))
                }
            }
            if let tab = fields.tab, tab.utf8.count > Self.maxSessionLength {
                throw WebClientMessageError(seq: nil, refusal: .malformed("tab id over \(Self.maxSessionLength) bytes"))
            }
            self = .hello(session: fields.session, version: fields.v, tab: fields.tab)
        case "ack":
            guard let version = fields.v else { throw WebClientMessageError(seq: nil, refusal: .malformed("ack without v")) }
            self = .ack(version: version)
        case "resync":
            self = .resync
        case "event":
            guard let seq = fields.seq, seq > 0 else {
                throw WebClientMessageError(seq: nil, refusal: .malformed("event without seq"))
            }
            guard let id = fields.id else { throw WebClientMessageError(seq: seq, refusal: .malformed("event without id")) }
            guard let typeName = fields.type, let type = WebEventType(rawValue: typeName) else {
                throw WebClientMessageError(seq: seq, refusal: .badValue("unknown event type \(fields.type ?? "(none)")"))
            }
            self = .event(seq: seq, nodeID: id, WebEvent(type: type, value: fields.value?.eventValue ?? .none))
        case let other:
            throw WebClientMessageError(seq: nil, refusal: .unknownType(String(other.prefix(32))))
        }
    }

    /// The fields any message may have.
    private struct Fields: Decodable {
        var t: String
        var seq: UInt64?
        var id: Int?
        var type: String?
        var value: JSONScalar?
        var v: UInt64?
        var session: String?
        var tab: String?
    }

    /// An event's value: a JSON scalar (an array or object is not one: the message is
    /// malformed).
    private enum JSONScalar: Decodable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        var eventValue: WebEvent.Value {
            switch self {
            case .null: .none
            case .bool(let bool): .bool(bool)
            case .number(let number): .number(number)
            case .string(let string): .string(string)
            }
        }
    }
}

/// A page's message the server could not take: the refusal, and the event's sequence
/// number when it could be read (so that the page drops that event).
package struct WebClientMessageError: Error, Equatable, Sendable {
    package var seq: UInt64?
    package var refusal: WebEventRefusal
}
