/// A PNG encoder for the pictures pages load: 8-bit RGBA, no filtering, its zlib stream
/// in stored (uncompressed) blocks. Pictures of widgets are small, and a page's images
/// are fetched once per content (``WebResourceStore`` names them by their bytes), so
/// size is traded for a few lines without a compression library.
///
/// ```swift
/// let png = WebPNG.encode(width: 1, height: 1, rgba: [255, 0, 0, 255])
/// let path = document.resources.add(png: png)   // "/r/….png"
/// ```
enum WebPNG {
    /// The PNG file of straight RGBA pixels.
    ///
    /// - Parameters:
    ///   - width: Pixels across, above 0.
    ///   - height: Pixels down, above 0.
    ///   - rgba: `width × height × 4` bytes, row by row from the top left.
    /// - Returns: The file's bytes.
    /// - Precondition: The byte count matches the size (an `ImageView` checks it on install).
    /// - Complexity: O(width × height).
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "\(rgba.count) bytes for \(width)×\(height)")
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        // 8 bits per channel, color type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStored(scanlines(width: width, height: height, rgba: rgba)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row after a filter byte 0 (none).
    private static func scanlines(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let rowBytes = width * 4
        var data: [UInt8] = []
        data.reserveCapacity(height * (rowBytes + 1))
        for row in 0..<height {
            data.append(0)
            data += rgba[row * rowBytes..<(row + 1) * rowBytes]
        }
        return data
    }

    /// A zlib stream of stored deflate blocks (at most 65 535 bytes each).
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (no dictionary; 0x7801 is a multiple of 31).
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let isLast = start + count == data.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            stream += data[start..<start + count]
            start += count
        } while start < data.count
        appendBigEndian(adler32(data), to: &stream)
        return stream
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typed = Array(type.utf8) + data
        png += typed
        appendBigEndian(crc32(typed), to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 of ISO 3309 (PNG's chunk check), by table.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// zlib's Adler-32 of the uncompressed data.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// Whether `bytes` start with PNG's signature.
    static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
