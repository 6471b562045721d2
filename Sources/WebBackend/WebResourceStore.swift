import UVLoop

/// The images pages load from the daemon (`/r/NAME.png`): PNG bytes by a name made from
/// their content, written on the loop and read by the server's threads.
///
/// ```swift
/// let path = document.resources.add(png: bytes)   // "/r/9f86d081884c7d65-1234.png"
/// properties["attr.src"] = .string(path)
/// ```
///
/// Thread rule: any thread; one lock.
public final class WebResourceStore: Sendable {
    private let resources = LockedValue<[String: [UInt8]]>([:])

    /// An empty store.
    public init() {}

    /// Keeps `png` and returns the path a page loads it from; the same bytes give the same
    /// path.
    ///
    /// - Parameter png: A PNG image's bytes.
    /// - Returns: `/r/NAME.png`.
    /// - Complexity: O(n) in the bytes (a 64-bit FNV-1a hash names them).
    public func add(png: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = String(hash, radix: 16) + "-" + String(png.count) + ".png"
        resources.withLock { $0[name] = png }
        return "/r/" + name
    }

    /// The bytes of `name`, or `nil`.
    ///
    /// - Parameter name: The last part of a path from ``add(png:)``.
    /// - Returns: The PNG bytes.
    public func png(named name: String) -> [UInt8]? {
        resources.withLock { $0[name] }
    }

    /// Forgets every image but those of `paths`.
    ///
    /// - Parameter paths: Paths still shown.
    public func keepOnly(_ paths: Set<String>) {
        let names = Set(paths.map { String($0.dropFirst(3)) })
        resources.withLock { $0 = $0.filter { names.contains($0.key) } }
    }
}
