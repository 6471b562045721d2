import CGtk
@testable import GTKBackend
import XCTest

/// The GError helper: GLib only, no display needed.
final class GLibCallTests: XCTestCase {
    func testGErrorBecomesAGTKErrorNamingTheCall() {
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        XCTAssertThrowsError(
            try glibCheck("g_file_get_contents") { error in
                g_file_get_contents("/nonexistent/loopcomposer", &contents, &length, error)
            }
        ) { error in
            guard case .glib(let operation, let domain, let code, let message)? = error as? GTKError else {
                return XCTFail("not a GLib error: \(error)")
            }
            XCTAssertEqual(operation, "g_file_get_contents")
            XCTAssertEqual(domain, "g-file-error-quark")
            XCTAssertEqual(code, Int32(G_FILE_ERROR_NOENT.rawValue))
            XCTAssertTrue(message.contains("/nonexistent/loopcomposer"), message)
        }
    }

    func testCallWithoutErrorReturnsItsResult() throws {
        let parsed = try glibCheck("g_variant_parse") { error in
            g_variant_parse(nil, "42", nil, nil, error)
        }
        XCTAssertNotNil(parsed)
        g_variant_unref(parsed)
    }

    func testNoDisplayErrorIsOneLine() {
        XCTAssertFalse(GTKError.displayUnavailable.description.contains("\n"))
        XCTAssertTrue(GTKError.displayUnavailable.description.contains("xvfb-run"))
    }
}
