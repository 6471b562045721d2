import CMallocInfo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's heap in use (glibc's `mallinfo2`) and its resident memory.
struct MemoryUsage {
    /// Bytes allocated with malloc and not freed: arena chunks in use plus mmapped chunks.
    var heapInUse: Int
    /// Resident set size, from /proc/self/statm.
    var resident: Int

    /// Reads both now (the heap figure first, before reading the file allocates).
    static func now() -> MemoryUsage {
        let info = mallinfo2()
        let heap = Int(info.uordblks) + Int(info.hblkhd)
        return MemoryUsage(heapInUse: heap, resident: residentBytes())
    }

    private static func residentBytes() -> Int {
        // /proc files report a size of 0: read them with read(2), not by their size.
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
