internal import CGtk

/// Calls a GLib or GTK function that reports failure through a `GError **`, and throws
/// that error as a ``GTKError/glib(operation:domain:code:message:)`` (freeing it).
///
/// The one place a `GError` is turned into a Swift error, as `uvCheck` is for libuv.
///
/// ```swift
/// let ok = try glibCheck("g_file_get_contents") { error in
///     g_file_get_contents(path, &contents, &length, error)
/// }
/// ```
/// - Parameters:
///   - operation: Names the failed call in the error; evaluated only on failure.
///   - call: The call, given the `GError **` to pass on.
/// - Returns: What `call` returned, when it set no error.
/// - Throws: ``GTKError/glib(operation:domain:code:message:)`` when `call` set one.
@discardableResult
func glibCheck<Result>(
    _ operation: @autoclosure () -> String,
    _ call: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Result
) throws(GTKError) -> Result {
    var error: UnsafeMutablePointer<GError>?
    let result = call(&error)
    if let error {
        defer { g_error_free(error) }
        let domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "unknown domain"
        let message = error.pointee.message.map { String(cString: $0) } ?? "no message"
        throw GTKError.glib(operation: operation(), domain: domain, code: error.pointee.code, message: message)
    }
    return result
}
