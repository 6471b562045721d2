internal import CLibUV

/// A libuv call that failed: its negative error code, libuv's name for the
/// code and libuv's description of it, and the call that returned it.
///
/// Every libuv call in this module goes through `uvCheck(_:_:)`, so this is
/// the one error type a libuv failure surfaces as.
///
/// ```swift
/// do {
///     try loop.close()
/// } catch {
///     print(error)       // "uv_loop_close failed: EBUSY (resource busy or locked)"
///     print(error.name)  // "EBUSY"
/// }
/// ```
public struct UVError: Error, CustomStringConvertible, Equatable, Sendable {
    /// libuv's error code: negative, e.g. `UV_EBUSY` (−16 on Linux).
    public let code: Int32
    /// libuv's symbolic name for ``code``, as `uv_err_name` gives it, e.g. `"EBUSY"`.
    public let name: String
    /// libuv's human-readable text for ``code``, as `uv_strerror` gives it,
    /// e.g. `"resource busy or locked"`.
    public let message: String
    /// The libuv call (or the operation it belongs to) that failed, e.g. `"uv_loop_close"`.
    public let operation: String

    /// Makes the error for a libuv error code, looking up its name and text.
    ///
    /// ```swift
    /// let error = UVError(code: -16, operation: "uv_loop_close")
    /// print(error.name)  // "EBUSY"
    /// ```
    /// - Parameters:
    ///   - code: A negative libuv error code; an unknown one gets libuv's
    ///     "Unknown system error" name and text.
    ///   - operation: The libuv call (or operation) that returned `code`.
    public init(code: Int32, operation: String) {
        self.code = code
        self.operation = operation
        // The `_r` variants write into our buffer; the plain ones leak a
        // malloc'd string for codes libuv does not know.
        self.name = Self.text(code, uv_err_name_r)
        self.message = Self.text(code, uv_strerror_r)
    }

    /// `"<operation> failed: <name> (<message>)"`.
    ///
    /// ```swift
    /// print(UVError(code: -22, operation: "uv_ip4_addr"))
    /// // uv_ip4_addr failed: EINVAL (invalid argument)
    /// ```
    public var description: String {
        "\(operation) failed: \(name) (\(message))"
    }

    /// Calls one of libuv's `uv_…_r(code, buffer, size)` text functions.
    ///
    /// ```swift
    /// let name = UVError.text(-16, uv_err_name_r)  // "EBUSY"
    /// ```
    /// - Parameters:
    ///   - code: The error code to describe.
    ///   - lookUp: `uv_err_name_r` or `uv_strerror_r`.
    /// - Returns: The text libuv wrote, never longer than 255 bytes.
    private static func text(
        _ code: Int32,
        _ lookUp: (Int32, UnsafeMutablePointer<CChar>?, Int) -> UnsafeMutablePointer<CChar>?
    ) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            buffer.initialize(repeating: 0)
            _ = lookUp(code, buffer.baseAddress, buffer.count)
            return String(cString: buffer.baseAddress!)
        }
    }
}

/// Passes a libuv return value through, or throws it as a ``UVError`` when negative.
///
/// The single point through which every libuv call in this module goes, so
/// that failures are reported uniformly and never silently dropped.
///
/// ```swift
/// try uvCheck(uv_loop_init(loop), "uv_loop_init")
/// let written = try uvCheck(uv_try_write(stream, &buf, 1), "uv_try_write")
/// ```
/// - Parameters:
///   - result: What the libuv call returned: `0` or a count on success, a
///     negative libuv error code on failure (`Int32` for most calls, `Int` for
///     `ssize_t` results such as `uv_fs_t.result`).
///   - operation: Names the failed call in the error; evaluated only on failure.
/// - Returns: `result`, when it is not negative.
/// - Throws: ``UVError`` with `result` as its code, when `result` is negative.
@discardableResult
@inline(__always)
func uvCheck<Result: FixedWidthInteger & SignedInteger>(
    _ result: Result,
    _ operation: @autoclosure () -> String
) throws(UVError) -> Result {
    guard result >= 0 else {
        throw UVError(code: Int32(clamping: result), operation: operation())
    }
    return result
}
