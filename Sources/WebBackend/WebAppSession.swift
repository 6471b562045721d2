public import AppRunner
public import Bindings
import Foundation
public import Widgets

/// The browser's part of one run of an `App`: a ``WebServer`` for the app's root (one
/// tree for every tab) or, for an app with `contentScope: .perView`, a root per tab.
///
/// The run goes on until a quit key (none from a page: pages send no keys), SIGINT,
/// SIGTERM or `AppContext.quit()`; then every tab is closed with 1001 (going away).
///
/// Thread rule: the loop thread (`@LoopActor`).
@LoopActor
public final class WebAppSession: AppMultiViewSession {
    /// A backend option's value the server cannot take.
    public struct OptionError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private let context: AppContext
    private let configuration: WebServerConfiguration
    private let announce: @Sendable @LoopActor (WebServer) -> Void
    /// The server, once started.
    public private(set) var server: WebServer?

    init(context: AppContext, configuration: WebServerConfiguration, announce: @escaping @Sendable @LoopActor (WebServer) -> Void) {
        self.context = context
        self.configuration = configuration
        self.announce = announce
    }

    /// Prints the URL to open on standard output, flushed at once (a daemon's log).
    public nonisolated static let printURL: @Sendable @LoopActor (WebServer) -> Void = { server in
        FileHandle.standardOutput.write(Data("Open \(server.url) in a browser (Ctrl-C stops).\n".utf8))
    }

    public func start(root: Widget) throws {
        try start(.shared(root))
    }

    public func start(makeRoot: @escaping @LoopActor () throws -> Widget) throws {
        try start(.perSession(makeRoot))
    }

    private func start(_ tree: WebTree) throws {
        let server = WebServer(loop: context.loop, title: context.title, configuration: configuration, tree: tree)
        try server.start()
        self.server = server
        announce(server)
    }

    public func stop() {
        server?.stop()
    }
}
