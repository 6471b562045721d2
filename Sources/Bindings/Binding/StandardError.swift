#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error as a text stream, without Foundation.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(2, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(2, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
