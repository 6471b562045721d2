import ComposerModel
import Foundation
@testable import WebBackend
import Widgets
import XCTest

final class ImageViewWebTests: XCTestCase {
    func testPixelsBecomeAPNGTheStoreServes() throws {
        try onWebTestLoop {
            let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]
            let view: ImageView = [.image(.pixels(width: 2, height: 1, rgba: rgba, altText: "red and blue")), .contentMode(.scaleAspectFit)]
            let document = WebDocument.started(view)
            let id = try XCTUnwrap(document.nodeID(of: view))
            XCTAssertEqual(document.element(id), WebElement(kind: "imageView", tag: "img"))
            let properties = document.properties(id)
            XCTAssertEqual(properties["attr.alt"], "red and blue")
            XCTAssertEqual(properties["css.object-fit"], "contain")
            guard case .string(let source)? = properties["attr.src"] else { return XCTFail("no src: \(properties)") }
            XCTAssertTrue(source.hasPrefix("/r/") && source.hasSuffix(".png"), source)
            let png = try XCTUnwrap(document.resources.png(named: String(source.dropFirst(3))))
            XCTAssertEqual(png, WebPNG.encode(width: 2, height: 1, rgba: rgba))
        }
    }

    func testEncodedPNGHasValidChunksAndStoredZlibData() {
        let rgba: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        let png = WebPNG.encode(width: 1, height: 3, rgba: rgba)
        XCTAssertTrue(WebPNG.isPNG(png))
        // IHDR: length 13, then the type, width 1, height 3, depth 8, RGBA.
        XCTAssertEqual(Array(png[8..<16]), [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        XCTAssertEqual(Array(png[16..<26]), [0, 0, 0, 1, 0, 0, 0, 3, 8, 6])
        // Known check values: CRC-32 of "123456789" and Adler-32 of "Wikipedia".
        XCTAssertEqual(WebPNG.crc32(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(WebPNG.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
        // IDAT holds zlib's header, one final stored block of 3 rows of 1 + 4 bytes, and
        // the rows after their filter byte.
        let idat = Array(png[33 + 8..<png.count - 12 - 4])
        XCTAssertEqual(Array(idat.prefix(7)), [0x78, 0x01, 1, 15, 0, 0xF0, 0xFF])
        XCTAssertEqual(Array(idat[7..<22]), [0, 1, 2, 3, 4, 0, 5, 6, 7, 8, 0, 9, 10, 11, 12])
        XCTAssertEqual(Array(png.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    func testLargePictureIsSplitIntoStoredBlocks() {
        // 200 × 100 RGBA rows are 80 100 bytes: two stored blocks.
        let png = WebPNG.encode(width: 200, height: 100, rgba: [UInt8](repeating: 7, count: 200 * 100 * 4))
        let idat = Array(png[33 + 8...])
        XCTAssertEqual(Array(idat.prefix(3)), [0x78, 0x01, 0])
        XCTAssertEqual(idat[3 + 4 + 65_535], 1, "the second block is the last")
    }

    func testPNGFileIsServedAsItIs() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("web-image-\(UUID()).png").path
        let bytes = WebPNG.encode(width: 1, height: 1, rgba: [0, 255, 0, 255])
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try onWebTestLoop {
            let view: ImageView = [.image(.file(path, altText: "green"))]
            let document = WebDocument.started(view)
            guard case .string(let source)? = document.properties(of: view)["attr.src"] else { return XCTFail("no src") }
            XCTAssertEqual(document.resources.png(named: String(source.dropFirst(3))), bytes)
        }
    }

    func testFileThatIsNotAPNGShowsTheAlternativeTextOnly() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("web-image-\(UUID()).ppm").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("P3\n1 1\n255\n0 0 0\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try onWebTestLoop {
            let view: ImageView = [.image(.file(path, altText: "a dot")), .contentMode(.center)]
            let document = WebDocument.started(view)
            let properties = document.properties(of: view)
            XCTAssertNil(properties["attr.src"])
            XCTAssertEqual(properties["attr.alt"], "a dot")
            XCTAssertEqual(properties["css.object-fit"], "none")
        }
    }

    func testRemovedImageRemovesSourceAndAlternativeText() throws {
        try onWebTestLoop {
            let view: ImageView = [.image(.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255], altText: "dot"))]
            let document = WebDocument.started(view)
            let id = try XCTUnwrap(document.nodeID(of: view))
            view.install(Style().difference(from: [.image(.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255], altText: "dot"))]))
            XCTAssertEqual(document.commitJSON(), #"[["set",\#(id),{"attr.src":null,"attr.alt":null}]]"#)
        }
    }
}
