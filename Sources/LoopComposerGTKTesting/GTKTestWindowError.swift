/// Why a ``GTKTestWindow`` could not answer; also reported as a test failure.
///
/// ```swift
/// do { _ = try window.native(for: label) } catch GTKTestWindowError.noNativeWidget(let why) { print(why) }
/// ```
public enum GTKTestWindowError: Error, Equatable, Sendable {
    /// The widget has no native widget in the window; the payload says why.
    case noNativeWidget(String)
}
