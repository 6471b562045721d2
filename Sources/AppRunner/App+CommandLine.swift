import Foundation

extension App {
    /// Runs the app on the backend the command line picks: the one whose flag it holds
    /// (`--gtk`), or the first of `backends`.
    ///
    /// ```swift
    /// let reason = try app.run(backends: [.terminal, .gtk], arguments: ["--gtk"])
    /// ```
    /// - Parameters:
    ///   - backends: The backends the app links, the default first.
    ///   - arguments: The command line without the program's name; each must be a
    ///     backend's flag (or `--help`). An app with options of its own parses them
    ///     itself and calls ``run(on:)``.
    /// - Returns: Why the run ended.
    /// - Throws: ``AppLaunchError`` for a command line it cannot follow (before anything
    ///   runs), and what ``run(on:)`` throws.
    public func run(backends: [AppBackend], arguments: [String] = Array(CommandLine.arguments.dropFirst())) throws -> AppExitReason {
        try run(on: AppBackend.selected(from: backends, arguments: arguments, programName: Self.programName))
    }

    /// Runs the app as a program's `main`: like ``run(backends:arguments:)``, but a
    /// problem ends the process with one line on standard error instead of a trap:
    /// status 64 for a command line it cannot follow (with the usage), 1 for a backend
    /// that cannot start (no display) or fails. `--help` prints the usage and exits with 0.
    ///
    /// ```swift
    /// App(title: "Monitor", quitKeys: ["q"]) { _ in root }.main(backends: [.terminal, .gtk])
    /// ```
    /// - Parameters:
    ///   - backends: The backends the app links, the default first.
    ///   - arguments: The command line without the program's name.
    /// - Returns: Why the run ended, when it ran.
    @discardableResult
    public func main(backends: [AppBackend], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> AppExitReason {
        do {
            return try run(backends: backends, arguments: arguments)
        } catch AppLaunchError.helpRequested(let usage) {
            print(usage)
            exit(0)
        } catch let error as AppLaunchError {
            Self.printError("\(error)\n\(AppBackend.usage(of: backends, programName: Self.programName))")
            exit(64)
        } catch {
            Self.printError("\(error)")
            exit(1)
        }
    }

    /// The program's name, for messages: the last part of its path.
    static var programName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "app"
    }

    /// Writes `message` to standard error, prefixed by the program's name.
    ///
    /// - Parameter message: The message.
    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
    }
}
