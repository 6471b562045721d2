/// What is wrong with the command line ``App/run(backends:arguments:)`` was given.
///
/// ```swift
/// do {
///     try app.run(backends: [.terminal, .gtk], arguments: ["--gkt"])
/// } catch let error as AppLaunchError {
///     print(error)   // unknown option '--gkt' (the backend flags are --terminal, --gtk)
/// }
/// ```
public enum AppLaunchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument that is no backend's flag, and the flags there are.
    case unknownArgument(String, flags: [String])
    /// More than one backend flag.
    case conflictingFlags([String])
    /// A backend's option without its value.
    case missingValue(option: String)
    /// An option of a backend that is not the one picked: `--port` without `--web`.
    case optionOfAnotherBackend(option: String, backendFlag: String)
    /// `--help` or `-h`: the usage text.
    case helpRequested(usage: String)
    /// ``App/run(backends:arguments:)`` was given no backend.
    case noBackends

    /// The message for the user.
    public var description: String {
        switch self {
        case .unknownArgument(let argument, let flags):
            "unknown option '\(argument)' (the backend flags are \(flags.joined(separator: ", ")))"
        case .conflictingFlags(let flags):
            "\(flags.joined(separator: " and ")) exclude each other: choose one backend"
        case .missingValue(let option):
            "\(option) needs a value"
        case .optionOfAnotherBackend(let option, let backendFlag):
            "\(option) is an option of \(backendFlag): add \(backendFlag)"
        case .helpRequested(let usage):
            usage
        case .noBackends:
            "the app lists no backend to run on"
        }
    }
}
