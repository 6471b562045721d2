import Foundation
import Glibc

/// A pipe, both ends open until ``close()``: a descriptor for a loop or a foreign loop to
/// watch, and one to make it readable.
///
/// ```swift
/// let pipe = try TestPipe()
/// defer { pipe.close() }
/// var byte: UInt8 = 1
/// _ = write(pipe.writeEnd, &byte, 1)   // pipe.readEnd is readable
/// ```
struct TestPipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Closes both ends.
    func close() {
        _ = Glibc.close(readEnd)
        _ = Glibc.close(writeEnd)
    }
}

/// The descriptors this process has open now (`/proc/self/fd`).
func openDescriptorCount() throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
}
