/// One operation of a frame (Documentation/WebProtocol.md, *Operations*), kept as a value
/// until it is written, so that a tab's copy can leave out its own echoes.
package enum WebOperation {
    /// Set (a value) or reset (`nil`) properties of a node, in order.
    case set(id: Int, properties: [(name: String, value: WebValue?)])
    /// A new node (written whole) as child `index` of `parentID`.
    case insert(parentID: Int, index: Int, nodeID: Int)
    /// A node removed with its subtree.
    case remove(id: Int)
    /// A kept child moved to `index`.
    case move(parentID: Int, id: Int, index: Int)
    /// A node's children, keyed: ids the page has, and nodes made since `version` written whole.
    case children(parentID: Int, childIDs: [Int], newSince: UInt64)
}
