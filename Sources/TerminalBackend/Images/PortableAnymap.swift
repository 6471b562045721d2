/// A decoder of the Netpbm formats a terminal backend can read without an image
/// library: PGM (gray, `P2` text and `P5` binary) and PPM (color, `P3` and `P6`).
///
/// ```swift
/// let pixels = try PortableAnymap.decode(Array("P3 1 1 255 255 0 0".utf8))   // one red pixel
/// ```
///
/// Why these two: a decoder for them is a page of Swift, and every image tool writes
/// them (`convert logo.png logo.ppm`, `pngtopnm`), while PNG or JPEG would need a C
/// library that the terminal backend, meant to build without GTK, does not otherwise
/// link. Other files are shown as their alternative text, with a diagnostic.
enum PortableAnymap {
    /// Why a file could not be decoded.
    struct DecodingError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The most pixels decoded: a terminal shows a few thousand cells; this bounds memory.
    static let maximumPixelCount = 16 * 1024 * 1024

    /// Decodes a PGM or PPM file's bytes.
    ///
    /// - Parameter bytes: The whole file.
    /// - Returns: The pixels, opaque, samples scaled to 8 bits.
    /// - Throws: ``DecodingError`` naming what is wrong: not a PGM/PPM, a bad header,
    ///   too few samples.
    /// - Complexity: O(*n*) in the file's size.
    static func decode(_ bytes: [UInt8]) throws(DecodingError) -> RGBAPixels {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P") else {
            throw DecodingError(description: "not a PGM or PPM file (those start with P2, P3, P5 or P6)")
        }
        let kind = bytes[1]
        guard [UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "5"), UInt8(ascii: "6")].contains(kind) else {
            throw DecodingError(description: "Netpbm kind P\(Character(Unicode.Scalar(kind))) is not supported (only P2, P3, P5, P6)")
        }
        reader.index = 2
        let width = try reader.headerNumber("width")
        let height = try reader.headerNumber("height")
        let maxValue = try reader.headerNumber("maximum value")
        guard width > 0, height > 0 else { throw DecodingError(description: "size \(width)×\(height) is empty") }
        guard width <= maximumPixelCount / height else {
            throw DecodingError(description: "\(width)×\(height) pixels is too large")
        }
        guard (1...65535).contains(maxValue) else {
            throw DecodingError(description: "maximum value \(maxValue) is outside 1…65535")
        }
        let channels = (kind == UInt8(ascii: "3") || kind == UInt8(ascii: "6")) ? 3 : 1
        let sampleCount = width * height * channels
        var samples: [UInt8] = []
        samples.reserveCapacity(sampleCount)
        let binary = kind == UInt8(ascii: "5") || kind == UInt8(ascii: "6")
        if binary {
            reader.index += 1   // the one whitespace byte after the maximum value
            let bytesPerSample = maxValue > 255 ? 2 : 1
            guard bytes.count - reader.index >= sampleCount * bytesPerSample else {
                throw DecodingError(description: "has \(bytes.count - reader.index) bytes of pixels, not \(sampleCount * bytesPerSample)")
            }
            for sample in 0..<sampleCount {
                let at = reader.index + sample * bytesPerSample
                let value = bytesPerSample == 2 ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at])
                samples.append(scaled(value, maxValue: maxValue))
            }
        } else {
            for _ in 0..<sampleCount {
                guard let value = reader.number() else {
                    throw DecodingError(description: "has fewer than the \(sampleCount) samples its size needs")
                }
                samples.append(scaled(value, maxValue: maxValue))
            }
        }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for pixel in 0..<width * height {
            if channels == 3 {
                rgba += [samples[pixel * 3], samples[pixel * 3 + 1], samples[pixel * 3 + 2], 255]
            } else {
                rgba += [samples[pixel], samples[pixel], samples[pixel], 255]
            }
        }
        return RGBAPixels(width: width, height: height, rgba: rgba)
    }

    /// `value` out of `maxValue`, as 0…255; a sample above the maximum counts as the maximum.
    private static func scaled(_ value: Int, maxValue: Int) -> UInt8 {
        UInt8((min(value, maxValue) * 255 + maxValue / 2) / maxValue)
    }

    /// Reads the decimal numbers of the header and of text pixels, skipping whitespace and `#` comments.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        /// The next number, or `nil` at the end or before something that is not a digit.
        mutating func number() -> Int? {
            skipSpaceAndComments()
            var value = 0
            var digits = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                guard value < 100_000_000 else { return nil }
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            return digits > 0 ? value : nil
        }

        mutating func headerNumber(_ name: String) throws(DecodingError) -> Int {
            guard let value = number() else { throw DecodingError(description: "the header's \(name) is missing or not a number") }
            return value
        }

        private mutating func skipSpaceAndComments() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "#"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                default:
                    return
                }
            }
        }
    }
}
