@testable import TerminalBackend
import XCTest

final class PortableAnymapTests: XCTestCase {
    func testTextPPMDecodesToOpaqueRGBA() throws {
        let pixels = try PortableAnymap.decode(Array("P3\n# a comment\n2 1\n255\n255 0 0  0 0 255\n".utf8))
        XCTAssertEqual(pixels, RGBAPixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
    }

    func testBinaryPPMDecodes() throws {
        let pixels = try PortableAnymap.decode(Array("P6 1 2 255\n".utf8) + [10, 20, 30, 40, 50, 60])
        XCTAssertEqual(pixels.pixel(x: 0, y: 0).red, 10)
        XCTAssertEqual(pixels.pixel(x: 0, y: 1).blue, 60)
        XCTAssertEqual(pixels.pixel(x: 0, y: 1).alpha, 255)
    }

    func testGrayPGMsBecomeGrayPixelsScaledToEightBits() throws {
        let text = try PortableAnymap.decode(Array("P2 2 1 15 0 15".utf8))
        XCTAssertEqual(text.rgba, [0, 0, 0, 255, 255, 255, 255, 255])
        let sixteenBit = try PortableAnymap.decode(Array("P5 1 1 65535\n".utf8) + [0x80, 0x00])
        XCTAssertEqual(sixteenBit.rgba, [128, 128, 128, 255])
    }

    func testOtherFormatsAndDamagedFilesAreRefusedWithAReason() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        XCTAssertThrowsError(try PortableAnymap.decode(png)) { error in
            XCTAssertEqual("\(error)", "not a PGM or PPM file (those start with P2, P3, P5 or P6)")
        }
        XCTAssertThrowsError(try PortableAnymap.decode(Array("P4 1 1\n".utf8))) { error in
            XCTAssertEqual("\(error)", "Netpbm kind P4 is not supported (only P2, P3, P5, P6)")
        }
        XCTAssertThrowsError(try PortableAnymap.decode(Array("P6 2 2 255\n".utf8) + [1, 2, 3])) { error in
            XCTAssertEqual("\(error)", "has 3 bytes of pixels, not 12")
        }
        XCTAssertThrowsError(try PortableAnymap.decode(Array("P3 1 1 255 9 9".utf8))) { error in
            XCTAssertEqual("\(error)", "has fewer than the 3 samples its size needs")
        }
        XCTAssertThrowsError(try PortableAnymap.decode(Array("P3 x 1 255".utf8))) { error in
            XCTAssertEqual("\(error)", "the header's width is missing or not a number")
        }
        XCTAssertThrowsError(try PortableAnymap.decode(Array("P3 0 1 255".utf8))) { error in
            XCTAssertEqual("\(error)", "size 0×1 is empty")
        }
        XCTAssertThrowsError(try PortableAnymap.decode(Array("P3 99999 99999 255".utf8))) { error in
            XCTAssertEqual("\(error)", "99999×99999 pixels is too large")
        }
    }
}
