import CLibUV
import XCTest

@testable import UVLoop

final class LibUVTests: XCTestCase {
    /// The string comes straight from the linked library's `uv_version_string()`.
    func testVersionStringIsTheLinkedLibrarys() {
        XCTAssertEqual(LibUV.version, String(cString: uv_version_string()))
        XCTAssertTrue(LibUV.version.hasPrefix("1."), "libuv \(LibUV.version) is not 1.x")
    }

    /// The number agrees with the string: `"1.44.2"` -> (1, 44, 2), any `-dev` suffix ignored.
    func testVersionNumberMatchesVersionString() throws {
        let release = LibUV.version.split(separator: "-", maxSplits: 1)[0]
        let parts = release.split(separator: ".").map { Int($0) }
        XCTAssertEqual(parts.count, 3, "unexpected version string \(LibUV.version)")
        let numbers = try parts.map { try XCTUnwrap($0, "non-numeric part in \(LibUV.version)") }

        let version = LibUV.versionNumber
        XCTAssertEqual(version.major, 1)
        XCTAssertEqual([version.major, version.minor, version.patch], numbers)
        XCTAssertEqual(version.description, String(release))
    }

    /// The library linked at run time is the one whose header we compiled against.
    func testLinkedLibraryMatchesHeader() {
        XCTAssertEqual(
            LibUV.versionNumber,
            LibUV.Version(
                major: Int(UV_VERSION_MAJOR), minor: Int(UV_VERSION_MINOR), patch: Int(UV_VERSION_PATCH))
        )
    }

    /// The libdispatch run-loop hooks declared in the shim header resolve at link time,
    /// and the main queue's wake-up handle is a real file descriptor.
    func testDispatchMainQueueHooksAreDeclaredAndLinked() {
        let drain: @convention(c) (UnsafeMutableRawPointer?) -> Void = _dispatch_main_queue_callback_4CF
        _ = drain
        XCTAssertGreaterThanOrEqual(_dispatch_get_main_queue_handle_4CF(), 0)
    }

    /// Versions unpack libuv's `major << 16 | minor << 8 | patch` and order numerically.
    func testVersionPackingAndOrdering() {
        let v1_44_2 = LibUV.Version(packed: 0x01_2C_02)
        XCTAssertEqual(v1_44_2, LibUV.Version(major: 1, minor: 44, patch: 2))
        XCTAssertEqual("\(v1_44_2)", "1.44.2")
        XCTAssertLessThan(LibUV.Version(major: 1, minor: 9, patch: 9), v1_44_2)
        XCTAssertLessThan(v1_44_2, LibUV.Version(major: 1, minor: 44, patch: 3))
        XCTAssertLessThan(v1_44_2, LibUV.Version(major: 2, minor: 0, patch: 0))
        XCTAssertFalse(v1_44_2 < v1_44_2)
    }
}
