import CLibUV
import XCTest

@testable import UVLoop

final class UVErrorTests: XCTestCase {
    /// Closing a loop that still has a handle fails with EBUSY, surfaced as a `UVError`.
    func testLoopCloseWithOpenHandleThrowsEBUSY() throws {
        var loop = uv_loop_t()
        var timer = uv_timer_t()
        try uvCheck(uv_loop_init(&loop), "uv_loop_init")
        try uvCheck(uv_timer_init(&loop, &timer), "uv_timer_init")

        XCTAssertThrowsError(try uvCheck(uv_loop_close(&loop), "uv_loop_close")) { error in
            guard let error = error as? UVError else {
                return XCTFail("expected a UVError, got \(type(of: error)): \(error)")
            }
            XCTAssertEqual(error.code, UV_EBUSY.rawValue)
            XCTAssertEqual(error.name, "EBUSY")
            XCTAssertEqual(error.message, String(cString: uv_strerror(UV_EBUSY.rawValue)))
            XCTAssertFalse(error.message.isEmpty)
            XCTAssertEqual(error.operation, "uv_loop_close")
            XCTAssertEqual(error.description, "uv_loop_close failed: EBUSY (\(error.message))")
        }

        // Clean up: close the handle, let the loop run its close callback, then close the loop.
        withUnsafeMutablePointer(to: &timer) { timer in
            timer.withMemoryRebound(to: uv_handle_t.self, capacity: 1) { uv_close($0, nil) }
        }
        try uvCheck(uv_run(&loop, UV_RUN_DEFAULT), "uv_run")
        XCTAssertEqual(try uvCheck(uv_loop_close(&loop), "uv_loop_close"), 0)
    }

    /// A malformed IPv4 address fails with EINVAL; the typed throw needs no cast.
    func testBadIPv4AddressThrowsEINVAL() {
        var address = sockaddr_in()
        do throws(UVError) {
            try uvCheck(uv_ip4_addr("256.1.2.3", 80, &address), "uv_ip4_addr")
            XCTFail("uv_ip4_addr accepted 256.1.2.3")
        } catch {
            XCTAssertEqual(error.code, UV_EINVAL.rawValue)
            XCTAssertEqual(error.name, "EINVAL")
            XCTAssertFalse(error.message.isEmpty)
            XCTAssertEqual(error, UVError(code: UV_EINVAL.rawValue, operation: "uv_ip4_addr"))
        }
    }

    /// Non-negative results, of any signed width, pass through unchanged.
    func testNonNegativeResultsPassThrough() throws {
        XCTAssertEqual(try uvCheck(Int32(0), "zero"), 0)
        XCTAssertEqual(try uvCheck(Int32(7), "count"), 7)
        XCTAssertEqual(try uvCheck(Int(1 << 40), "ssize_t"), 1 << 40)
    }

    /// The operation text is built only when the call failed.
    func testOperationIsEvaluatedOnlyOnFailure() {
        var built = 0
        func name() -> String {
            built += 1
            return "op"
        }
        _ = try? uvCheck(Int32(0), name())
        XCTAssertEqual(built, 0)
        _ = try? uvCheck(Int32(UV_ENOENT.rawValue), name())
        XCTAssertEqual(built, 1)
    }

    /// `Int`-sized (`ssize_t`) failures keep their code; unknown codes still get a name.
    func testWideAndUnknownCodes() {
        XCTAssertThrowsError(try uvCheck(Int(UV_ENOENT.rawValue), "uv_fs_open")) { error in
            XCTAssertEqual((error as? UVError)?.name, "ENOENT")
        }
        let unknown = UVError(code: -123_456, operation: "test")
        XCTAssertFalse(unknown.name.isEmpty)
        XCTAssertFalse(unknown.message.isEmpty)
        XCTAssertNotEqual(unknown, UVError(code: UV_EINVAL.rawValue, operation: "test"))
    }
}
