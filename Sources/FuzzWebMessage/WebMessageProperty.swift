import Bindings
import WebBackend

/// What the browser backend does with a page's message, for any bytes: decoding never
/// traps and refuses with a protocol code; an event that decodes is handed to a small
/// tree's document, and a refused one leaves every widget and the document as they were;
/// an accepted one commits to at most one new version.
///
/// Each input is tried twice: as the text it is (mostly not JSON: the decoder's refusals),
/// and as a well-formed message built from its bytes (``FuzzMessageBuilder``), which
/// reaches the document's checks.
enum WebMessageProperty {
    /// The codes a decoding refusal may have.
    static let decodingCodes: Set<String> = ["malformed", "unknownType", "badValue"]

    /// The loop the tree's widgets live on: made on the fuzzing thread, never run (the
    /// checks need no flush).
    @LoopActor private static var loop: EventLoop?
    @LoopActor private static var form: FuzzForm?

    /// Makes the loop and the tree on the calling thread, which then runs the checks.
    static func prepare() {
        let made: EventLoop
        do {
            made = try EventLoop()
        } catch {
            fatalError("FuzzWebMessage: no event loop: \(error)")
        }
        LoopActor.assumeIsolated {
            loop = made
            form = FuzzForm()
        }
    }

    static func check(_ bytes: [UInt8]) {
        take(String(decoding: bytes, as: UTF8.self))
        take(FuzzMessageBuilder.message(from: bytes))
    }

    private static func take(_ text: String) {
        let message: WebClientMessage
        do throws(WebClientMessageError) {
            message = try WebClientMessage(decoding: text)
        } catch {
            guard decodingCodes.contains(error.refusal.code) else {
                fatalError("FuzzWebMessage: decoding refused \(text.debugDescription) with \(error.refusal.code)")
            }
            return
        }
        guard case .event(let seq, let nodeID, let event) = message else { return }
        precondition(seq > 0, "an event decoded with seq 0: \(text.debugDescription)")
        LoopActor.assumeIsolated {
            guard let form else { return }
            let before = form.state
            let version = form.document.version
            do throws(WebEventRefusal) {
                try form.document.receive(event, at: nodeID)
            } catch {
                precondition(
                    form.state == before,
                    "FuzzWebMessage: the refused event \(text.debugDescription) (\(error.code)) changed \(before) to \(form.state)")
                return
            }
            _ = form.document.commit()
            precondition(
                form.document.version == version || form.document.version == version + 1,
                "FuzzWebMessage: one event moved the document from v\(version) to v\(form.document.version)")
            precondition(!form.document.hasPendingChanges, "FuzzWebMessage: changes left after a commit")
        }
    }
}
