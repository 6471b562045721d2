import Foundation

/// Resident memory sampled at each tenth of the changes, from the worker threads.
final class LockedDeciles: @unchecked Sendable {
    private let lock = NSLock()
    private var samples: [Int: Int] = [:]
    func record(_ decile: Int, _ bytes: Int) { lock.withLock { samples[decile] = bytes } }
    var values: [Int] { lock.withLock { samples.sorted { $0.key < $1.key }.map(\.value) } }
}
