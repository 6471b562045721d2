import Bindings
import LoopComposerTesting
import LoopComposerWebTesting
import WebBackend
import Widgets
import XCTest

/// An untrusted page: each bad message is refused with its code (or the socket closed with
/// the protocol's close code), no view model is touched, and the connection stays usable
/// where the protocol says so (Documentation/WebProtocol.md, *Refusals*).
final class WebServerHostileClientTests: XCTestCase {
    func testMalformedAndUnknownMessagesAreRefusedAndTheConnectionStaysUsable() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            try await expectRefusal("malformed", seq: nil, from: tab, form: form) { tab.sendRaw("{not json") }
            try await expectRefusal("malformed", seq: nil, from: tab, form: form) { tab.sendRaw("[1,2,3]") }
            try await expectRefusal("malformed", seq: nil, from: tab, form: form) { tab.sendRaw(#"{"seq":1}"#) }
            try await expectRefusal("malformed", seq: nil, from: tab, form: form) { tab.sendRaw(#"{"t":"ack"}"#) }
            try await expectRefusal("malformed", seq: nil, from: tab, form: form) {
                tab.sendRaw(#"{"t":"event","id":1,"type":"press"}"#)
            }
            try await expectRefusal("unknownType", seq: nil, from: tab, form: form) { tab.sendRaw(#"{"t":"launch"}"#) }
            // Still usable: a press goes through.
            let plusID = try XCTUnwrap(tab.node(kind: "testButton")?.id)
            let seq = tab.send(event: .press, to: plusID)
            try await tab.waitUntil("the press acknowledged") { $0.acknowledgedSeq >= seq }
            XCTAssertEqual(form.model.count, 1)
            XCTAssertEqual(tab.document.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testEventsTheTreeCannotTakeAreRefusedWithTheirCodeAndReachNothing() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            let document = tab.document
            let labelID = try XCTUnwrap(document.node(kind: "testLabel")?.id)
            let fields = document.nodes(kind: "testField")
            let sliderID = try XCTUnwrap(document.node(kind: "testSlider")?.id)
            let pickerID = try XCTUnwrap(document.node(kind: "testPicker")?.id)

            var seq = tab.send(event: .press, to: 999_999_999)
            _ = seq
            try await expectRefusal("unknownNode", seq: 1, from: tab, form: form) {}
            try await expectRefusal("notAccepted", seq: 2, from: tab, form: form) {
                seq = tab.send(event: .press, to: labelID)
            }
            try await expectRefusal("outOfRange", seq: 3, from: tab, form: form) {
                tab.send(event: .value, to: sliderID, value: .number(11))
            }
            try await expectRefusal("outOfRange", seq: 4, from: tab, form: form) {
                tab.send(event: .value, to: sliderID, value: .number(-0.5))
            }
            try await expectRefusal("badValue", seq: 5, from: tab, form: form) {
                tab.send(event: .value, to: sliderID, value: .string("5"))
            }
            try await expectRefusal("notEditable", seq: 6, from: tab, form: form) {
                tab.send(event: .text, to: fields[1].id, value: .string("changed"))
            }
            try await expectRefusal("badValue", seq: 7, from: tab, form: form) {
                tab.send(event: .text, to: fields[0].id, value: .number(3))
            }
            try await expectRefusal("outOfRange", seq: 8, from: tab, form: form) {
                tab.send(event: .select, to: pickerID, value: .number(3))
            }
            try await expectRefusal("badValue", seq: 9, from: tab, form: form) {
                tab.send(event: .select, to: pickerID, value: .number(1.5))
            }
            try await expectRefusal("badValue", seq: 10, from: tab, form: form) {
                tab.sendRaw(#"{"t":"event","seq":10,"id":\#(pickerID),"type":"explode"}"#)
            }
            XCTAssertEqual(form.readOnly.text, "fixed")
            XCTAssertEqual(form.slider.value, 5)
            XCTAssertEqual(tab.document.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testPressOnADisabledHiddenOrRemovedButtonIsRefused() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            let plusID = try XCTUnwrap(tab.node(kind: "testButton")?.id)

            form.model.buttonEnabled = false
            try await tab.waitUntil("the button shown disabled") { $0.node(plusID)?.isDisabled == true }
            try await expectRefusal("disabled", seq: 1, from: tab, form: form) { tab.send(event: .press, to: plusID) }

            form.model.buttonEnabled = true
            form.model.buttonHidden = true
            try await tab.waitUntil("the button shown hidden") { $0.node(plusID)?.isHidden == true && !$0.node(plusID)!.isDisabled }
            try await expectRefusal("hidden", seq: 2, from: tab, form: form) { tab.send(event: .press, to: plusID) }

            // A disabled ancestor disables the button.
            form.model.buttonHidden = false
            form.root.install([.enabled(false)] as Style)
            try await tab.waitUntil("the stack shown disabled") { $0.root?.isDisabled == true && $0.node(plusID)?.isHidden == false }
            try await expectRefusal("disabled", seq: 3, from: tab, form: form) { tab.send(event: .press, to: plusID) }

            form.root.install([.enabled(true), .views([form.count, form.name])] as Style)
            try await tab.waitUntil("the button removed") { $0.node(plusID) == nil }
            try await expectRefusal("unknownNode", seq: 4, from: tab, form: form) { tab.send(event: .press, to: plusID) }
            XCTAssertEqual(tab.document.problems, [])
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testTextOverTheLimitIsRefused() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxTextLength = 8 }
            let tab = try await WebTestClient.connect(to: server)
            let fieldID = try XCTUnwrap(tab.node(kind: "testField")?.id)
            try await expectRefusal("badValue", seq: 1, from: tab, form: form) {
                tab.send(event: .text, to: fieldID, value: .string("123456789"))
            }
            let seq = tab.send(event: .text, to: fieldID, value: .string("12345678"))
            try await tab.waitUntil("the text at the limit acknowledged") { $0.acknowledgedSeq >= seq }
            XCTAssertEqual(form.model.name, "12345678")
            await tab.close()
            server.stop()
            form.end()
        }
    }

    func testOversizedMessageClosesWith1009() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxMessageBytes = 4096 }
            let fieldID = try await WebTestClient.connect(to: server).node(kind: "testField")?.id ?? 0
            let message = #"{"t":"event","seq":1,"id":\#(fieldID),"type":"text","value":"\#(String(repeating: "x", count: 5000))"}"#

            let whole = try await WebTestClient.connect(to: server)
            whole.sendRaw(message)
            let closed = try await whole.waitUntil("closed for the size") { $0.isClosed }
            XCTAssertEqual(closed.closeCode, 1009)

            // The same over several frames, each under the limit.
            let fragmented = try await WebTestClient.connect(to: server)
            fragmented.sendRaw(message, fragmentedInto: 1024)
            let closedToo = try await fragmented.waitUntil("closed for the size") { $0.isClosed }
            XCTAssertEqual(closedToo.closeCode, 1009)
            XCTAssertTrue(form.isUntouched)
            server.stop()
            form.end()
        }
    }

    func testBinaryMessageClosesWith1003() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let tab = try await WebTestClient.connect(to: server)
            tab.sendBinary(Array(#"{"t":"resync"}"#.utf8))
            let closed = try await tab.waitUntil("closed for the binary message") { $0.isClosed }
            XCTAssertEqual(closed.closeCode, 1003)
            XCTAssertEqual(closed.hellos, 1)
            server.stop()
            form.end()
        }
    }

    func testEventBeforeHelloClosesWith1008() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root))
            let plusID = try await WebTestClient.connect(to: server).node(kind: "testButton")?.id ?? 0
            let tab = try await WebTestClient.connect(to: server, sendsHello: false)
            tab.send(event: .press, to: plusID)
            let closed = try await tab.waitUntil("closed for the event before hello") { $0.isClosed }
            XCTAssertEqual(closed.closeCode, 1008)
            XCTAssertEqual(closed.hellos, 0)
            XCTAssertTrue(form.isUntouched)

            // A first message that is not even JSON is not a hello either.
            let garbled = try await WebTestClient.connect(to: server, sendsHello: false)
            garbled.sendRaw("GET / HTTP/1.1")
            let closedToo = try await garbled.waitUntil("closed for the first message") { $0.isClosed }
            XCTAssertEqual(closedToo.closeCode, 1008)
            server.stop()
            form.end()
        }
    }

    func testTooManyRefusalsInARowCloseWith1008() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxRefusalsInARow = 3 }
            let tab = try await WebTestClient.connect(to: server)
            for _ in 0..<4 { tab.sendRaw("nonsense") }
            let closed = try await tab.waitUntil("closed for the refusals") { $0.isClosed }
            XCTAssertEqual(closed.closeCode, 1008)
            XCTAssertEqual(closed.refusals.map(\.code), ["malformed", "malformed", "malformed"])
            server.stop()
            form.end()
        }
    }

    func testMessagesOverTheRateAreRefused() async throws {
        try await withTestLoop(timeout: .seconds(30)) { loop in
            let form = FormView()
            let server = try loop.startServer(.shared(form.root)) { $0.maxMessagesPerSecond = 5 }
            let tab = try await WebTestClient.connect(to: server)
            let plusID = try XCTUnwrap(tab.node(kind: "testButton")?.id)
            // The hello took one of the five, and the bucket refills at five a second: of a
            // burst of forty (sent within milliseconds), at most a few go through.
            for _ in 0..<40 { tab.send(event: .press, to: plusID) }
            let document = try await tab.waitUntil("twenty presses over the rate refused") { document in
                document.refusals.filter { $0.code == "rateLimited" }.count >= 20
            }
            XCTAssertEqual(document.refusals.filter { $0.code == "rateLimited" }.map(\.seq), Array(repeating: nil, count: document.refusals.count))
            XCTAssertLessThanOrEqual(form.plus.presses, 20)
            XCTAssertEqual(form.model.count, form.plus.presses)
            await tab.close()
            server.stop()
            form.end()
        }
    }
}

/// Sends `send`'s message, waits for the next refusal, checks its code and seq and that
/// the form is untouched.
@LoopActor
private func expectRefusal(
    _ code: String, seq: UInt64?, from tab: WebTestClient, form: FormView, file: StaticString = #filePath, line: UInt = #line,
    _ send: () -> Void
) async throws {
    let count = tab.document.refusals.count
    send()
    let document = try await tab.waitUntil("a refusal \(code)") { $0.refusals.count > count }
    let refusal = document.refusals[count]
    XCTAssertEqual(refusal.code, code, refusal.message, file: file, line: line)
    XCTAssertEqual(refusal.seq, seq, file: file, line: line)
    XCTAssertFalse(refusal.message.isEmpty, file: file, line: line)
    XCTAssertTrue(form.isUntouched, "a refused message reached the form", file: file, line: line)
    XCTAssertFalse(document.isClosed, file: file, line: line)
}
