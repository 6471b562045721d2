import Bindings
import ComposerModel
import LoopComposerTestingCore
@testable import WebBackend
import Widgets
import XCTest

/// WebDocument: nodes made once, one frame's operations per commit (only changed
/// properties; keyed inserts, removals and moves), merged operations for a tab that fell
/// behind, and nothing when nothing changed.
final class WebDocumentTests: XCTestCase {
    func testStartMakesANodePerWidgetWithItsCurrentProperties() throws {
        try onLoop {
            let child = Probe()
            child.install([.hidden(true), .width(4)] as Style)
            let root = Probe()
            root.addChild(child)
            let document = WebDocument(root: root)
            document.start()
            XCTAssertEqual(document.version, 1)
            XCTAssertEqual(document.nodeCount, 2)
            let childNode = try XCTUnwrap(document.nodeID(of: child).flatMap { document.nodes[$0] })
            XCTAssertEqual(childNode.properties["hidden"], .bool(true))
            XCTAssertEqual(childNode.properties["css.width"], .string("2rem"))
            XCTAssertEqual(document.nodes[document.rootID]?.childIDs, [childNode.id])
        }
    }

    func testACommitWithNoChangeIsNilAndKeepsTheVersion() throws {
        try onLoop {
            let root = Probe()
            let document = WebDocument(root: root)
            document.start()
            XCTAssertNil(document.commit())
            // An install that sets the value the page already has changes nothing on it.
            root.install([.hidden(false)] as Style)
            XCTAssertNil(document.commit())
            XCTAssertEqual(document.version, 1)
        }
    }

    func testAChangedAttributeIsOneSetOfOnlyThatProperty() throws {
        try onLoop {
            let root = Probe()
            let document = WebDocument(root: root)
            document.start()
            root.install([.hidden(true)] as Style)
            let (operations, version) = try XCTUnwrap(document.commit())
            XCTAssertEqual(version, 2)
            var json = ""
            document.appendOperations(operations, to: &json)
            XCTAssertEqual(json, #"[["set",\#(document.rootID),{"hidden":true}]]"#)
        }
    }

    func testAResetAttributeIsSentAsNull() throws {
        try onLoop {
            let root = Probe()
            root.install([.width(3)] as Style)
            let document = WebDocument(root: root)
            document.start()
            root.install(StyleDelta([.reset(.width)]))
            let (operations, _) = try XCTUnwrap(document.commit())
            var json = ""
            document.appendOperations(operations, to: &json)
            XCTAssertEqual(json, #"[["set",\#(document.rootID),{"css.width":null}]]"#)
        }
    }

    func testAnEchoedPropertyIsLeftOutOfThatTabsCopyOnly() throws {
        try onLoop {
            let root = Probe()
            let document = WebDocument(root: root)
            document.start()
            root.install([.hidden(true), .opacity(0.5)] as Style)
            let (operations, _) = try XCTUnwrap(document.commit())
            var echoed = ""
            document.appendOperations(operations, echoes: [document.rootID: ["hidden": .bool(true)]], to: &echoed)
            XCTAssertEqual(echoed, #"[["set",\#(document.rootID),{"css.opacity":0.5}]]"#)
            var other = ""
            document.appendOperations(operations, to: &other)
            XCTAssertTrue(other.contains(#""hidden":true"#))
        }
    }

    func testKeptItemsKeepTheirNodesAcrossInsertsRemovalsAndMoves() throws {
        try onLoop {
            let list = KeyedList(keys: ["a", "b", "c", "d"])
            let document = WebDocument(root: list)
            document.start()
            let before = Self.itemIDs(document, list)
            list.keys = ["d", "a", "x", "c"]
            document.widgetDidChangeChildren(list)
            let (operations, _) = try XCTUnwrap(document.commit())
            let after = Self.itemIDs(document, list)
            XCTAssertEqual(after["a"], before["a"])
            XCTAssertEqual(after["c"], before["c"])
            XCTAssertEqual(after["d"], before["d"])
            XCTAssertNil(after["b"])
            XCTAssertNotNil(after["x"])
            let kinds = operations.map(Self.kind)
            XCTAssertEqual(kinds.filter { $0 == "remove" }.count, 1)
            XCTAssertEqual(kinds.filter { $0 == "insert" }.count, 1)
            XCTAssertFalse(kinds.contains("children"), "a flush's frame uses keyed operations")
        }
    }

    /// Random edits of a keyed list: a page that applies every frame, and a page that
    /// applies only a merged frame now and then, both end equal to a fresh page.
    func testEveryFrameAndEveryMergedFrameEndEqualToAFreshPage() throws {
        try onLoop {
            var generator = SplitMix64(seed: 0x5eed)
            let list = KeyedList(keys: (0..<6).map { "k\($0)" })
            let document = WebDocument(root: list)
            document.start()
            let inStep = PageModel(document)
            let behind = PageModel(document)
            var nextKey = 6
            for step in 0..<300 {
                var keys = list.keys
                switch generator.next() % 5 {
                case 0 where !keys.isEmpty: keys.remove(at: Int(generator.next() % UInt64(keys.count)))
                case 1, 2:
                    keys.insert("k\(nextKey)", at: Int(generator.next() % UInt64(keys.count + 1)))
                    nextKey += 1
                case 3: keys.shuffle(using: &generator)
                default:
                    if !keys.isEmpty {
                        let index = Int(generator.next() % UInt64(keys.count))
                        list.labels[keys[index]] = "label \(step)"
                    }
                }
                list.keys = keys
                document.widgetDidChangeChildren(list)
                if let (operations, version) = document.commit() {
                    inStep.apply(operations, from: document)
                    inStep.version = version
                }
                XCTAssertEqual(inStep.snapshot(), PageModel(document).snapshot(), "step \(step)")
                if step % 7 == 0 {
                    behind.apply(document.operations(since: behind.version), from: document)
                    behind.version = document.version
                    XCTAssertEqual(behind.snapshot(), PageModel(document).snapshot(), "merged at step \(step)")
                }
            }
        }
    }

    // MARK: Helpers

    private func onLoop(_ body: @LoopActor () throws -> Void) throws {
        let loop = try EventLoop()
        try LoopActor.assumeIsolated { try body() }
        try loop.close()
    }

    @LoopActor
    private static func itemIDs(_ document: WebDocument, _ list: KeyedList) -> [String: Int] {
        let node = document.nodes[document.nodeID(of: list)!]!
        return node.itemChildIDs
    }

    private static func kind(_ operation: WebOperation) -> String {
        switch operation {
        case .set: "set"
        case .insert: "insert"
        case .remove: "remove"
        case .move: "move"
        case .children: "children"
        }
    }
}

/// A leaf that shows only the common attributes.
@LoopActor
private final class Probe: Widget, WebPresentable {
    var webElement: WebElement { WebElement(kind: "probe", tag: "div") }
    var webPresentedKeys: [AttributeKey] { [] }
    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool { false }
}

/// A list of keyed items with a label each.
@LoopActor
private final class KeyedList: Widget, WebPresentable {
    var keys: [String] = []
    var labels: [String: String] = [:]

    convenience init(keys: [String]) {
        self.init()
        self.keys = keys
    }

    var webElement: WebElement { WebElement(kind: "keyedList", tag: "ul") }
    var webPresentedKeys: [AttributeKey] { [] }
    func showOnWeb(_ key: AttributeKey, into properties: inout WebProperties, in document: WebDocument) -> Bool { false }
    func webChildren(in document: WebDocument) -> [WebChild] {
        keys.map { key in
            .item(WebItem(key: key, element: WebElement(kind: "row", tag: "li"), properties: ["text": .string(labels[key] ?? key)]))
        }
    }
}

/// What a page has, built by applying operations as the protocol says.
@LoopActor
private final class PageModel {
    var properties: [Int: [String: WebValue]] = [:]
    var children: [Int: [Int]] = [:]
    var rootID: Int
    var version: UInt64

    /// A fresh page: the document's current tree.
    init(_ document: WebDocument) {
        rootID = document.rootID
        version = document.version
        add(document.rootID, from: document)
    }

    private func add(_ id: Int, from document: WebDocument) {
        guard let node = document.nodes[id] else { return }
        properties[id] = node.properties
        children[id] = node.childIDs
        for child in node.childIDs { add(child, from: document) }
    }

    private func removeSubtree(_ id: Int) {
        for child in children[id] ?? [] { removeSubtree(child) }
        properties[id] = nil
        children[id] = nil
    }

    func apply(_ operations: [WebOperation], from document: WebDocument) {
        for operation in operations {
            switch operation {
            case .set(let id, let changes):
                for (name, value) in changes { properties[id, default: [:]][name] = value }
            case .insert(let parentID, let index, let nodeID):
                add(nodeID, from: document)
                children[parentID, default: []].insert(nodeID, at: index)
            case .remove(let id):
                removeSubtree(id)
                for key in children.keys { children[key]?.removeAll { $0 == id } }
            case .move(let parentID, let id, let index):
                children[parentID]?.removeAll { $0 == id }
                children[parentID, default: []].insert(id, at: index)
            case .children(let parentID, let childIDs, let newSince):
                for old in children[parentID] ?? [] where !childIDs.contains(old) { removeSubtree(old) }
                for id in childIDs where (document.nodes[id]?.createdVersion ?? 0) > newSince { add(id, from: document) }
                children[parentID] = childIDs
            }
        }
    }

    /// The tree as nested text: ids, properties, children in order.
    func snapshot() -> String {
        func describe(_ id: Int) -> String {
            let props = (properties[id] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "\(id){\(props.joined(separator: ","))}[" + (children[id] ?? []).map(describe).joined(separator: " ") + "]"
        }
        return describe(rootID)
    }
}
