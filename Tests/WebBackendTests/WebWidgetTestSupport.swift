import Bindings
import ComposerModel
@testable import WebBackend
import Widgets
import XCTest

/// Runs `body` on the loop thread of a loop made for it, then closes the loop (also when
/// `body` throws, so that the next test can open one).
func onWebTestLoop(_ body: @LoopActor () throws -> Void) throws {
    let loop = try EventLoop()
    do {
        try LoopActor.assumeIsolated(body)
    } catch {
        try loop.close()
        throw error
    }
    try loop.close()
}

extension WebDocument {
    /// A started document showing `root`.
    static func started(_ root: Widget) -> WebDocument {
        let document = WebDocument(root: root)
        document.start()
        return document
    }

    /// The page properties of `widget`'s node.
    func properties(of widget: Widget, file: StaticString = #filePath, line: UInt = #line) -> [String: WebValue] {
        guard let id = nodeID(of: widget), let node = nodes[id] else {
            XCTFail("\(widget.diagnosticName) has no node", file: file, line: line)
            return [:]
        }
        return node.properties
    }

    /// The node of `widget`.
    func node(of widget: Widget) -> WebNode? {
        nodeID(of: widget).flatMap { nodes[$0] }
    }

    /// The element of node `id`.
    func element(_ id: Int) -> WebElement? { nodes[id]?.element }

    /// The ids of node `id`'s children.
    func childIDs(_ id: Int) -> [Int] { nodes[id]?.childIDs ?? [] }

    /// The properties of node `id`.
    func properties(_ id: Int) -> [String: WebValue] { nodes[id]?.properties ?? [:] }

    /// Commits and returns the frame's operations as the JSON the pages get, or `nil` when
    /// nothing changed.
    func commitJSON() -> String? {
        guard let (operations, _) = commit() else { return nil }
        var json = ""
        appendOperations(operations, to: &json)
        return json
    }

    /// Sends `event` to node `id` and returns the refusal, or `nil` when it was taken.
    func refusal(of event: WebEvent, at id: Int) -> WebEventRefusal? {
        do throws(WebEventRefusal) {
            try receive(event, at: id)
            return nil
        } catch {
            return error
        }
    }
}
