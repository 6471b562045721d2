/// A command-line option of one backend, with a value: `--port 8080` or `--port=8080`.
///
/// A backend declares its options in ``AppBackend/init(name:flag:summary:options:open:)``;
/// ``AppBackend/selected(from:arguments:programName:)`` reads their values from the
/// command line into the picked backend's ``AppBackend/optionValues``, which its `open`
/// closure reads from ``AppContext/backend``:
///
/// ```swift
/// let port = AppBackendOption("--port", valueName: "port", summary: "the port to listen on (8080)")
/// let web = AppBackend(name: "web", flag: "--web", summary: "in a browser", options: [port]) { context in
///     let port = Int(context.backend.optionValues["--port"] ?? "8080") ?? 8080
///     return try WebSession(context: context, port: port)
/// }
/// ```
public struct AppBackendOption: Equatable, Sendable {
    /// The option, with its dashes: `--port`.
    public let flag: String
    /// What its value is, for the usage text: `port`.
    public let valueName: String
    /// One line for the usage text.
    public let summary: String

    /// An option.
    ///
    /// - Parameters:
    ///   - flag: The option, with its dashes.
    ///   - valueName: What its value is, for the usage text.
    ///   - summary: One line for the usage text.
    public init(_ flag: String, valueName: String, summary: String) {
        self.flag = flag
        self.valueName = valueName
        self.summary = summary
    }
}
