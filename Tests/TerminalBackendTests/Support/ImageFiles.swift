import Foundation
import XCTest

/// A 2×2 binary PPM: red, green on top; blue, white below.
let twoByTwoPPM: [UInt8] = Array("P6 2 2 255\n".utf8) + [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]

extension XCTestCase {
    /// Writes `contents` to a file `name` in a fresh temporary directory, removed when the test ends.
    ///
    /// - Returns: The file's path.
    func temporaryFile(named name: String, contents: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImageFiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(name)
        try Data(contents).write(to: url)
        return url.path
    }
}
