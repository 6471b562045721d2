import Bindings
internal import CGtk
import Synchronization

/// The one owner of one reference to a GObject (a GTK widget, a window): the one place
/// GObject pointers are held, their signal handlers connected and disconnected, and the
/// reference released.
///
/// Creation sinks the floating reference GTK constructors return (`g_object_ref_sink`),
/// so the object lives at least as long as its owner. The owner's `deinit`, the one place
/// of release, disconnects every handler it connected (dropping their closures) and then
/// drops the reference (`g_object_unref`).
///
/// ```swift
/// let label = try GObjectReference(sinking: gtk_label_new("Hi"), from: "gtk_label_new")
/// label.connect("destroy") { print("destroyed") }
/// gtk_label_set_text(cgtk_label(label.pointer), "Hello")
/// ```
///
/// Thread rule: the GTK thread only: `@LoopActor` for use, and `deinit` checks that it
/// runs on the thread GTK was initialised on. Handlers run on that thread, inside GLib's
/// dispatch (the loop's check phase) or inside the GTK call that emitted them.
@LoopActor
final class GObjectReference {
    /// The object as a `gpointer`; `Sendable` so that `deinit` can release it.
    struct Pointer: @unchecked Sendable {
        let raw: gpointer
    }

    /// A connected handler's closure, owned by GLib from connection to disconnection.
    @LoopActor
    private final class Handler {
        enum Action {
            case returningVoid(@LoopActor () -> Void)
            case returningBool(@LoopActor () -> Bool)
            case withArgument(@LoopActor (gpointer?) -> Void)
        }

        let action: Action

        init(_ action: Action) {
            self.action = action
        }
    }

    private let object: Pointer
    /// Every handler connected through ``connect(_:_:)``, to disconnect before the unref.
    private var handlerIDs: [gulong] = []

    /// The object, for GTK calls (through the shim's checked casts).
    var pointer: gpointer { object.raw }

    /// Takes ownership of a newly created object, sinking its floating reference.
    ///
    /// ```swift
    /// let window = try GObjectReference(sinking: gtk_window_new(), from: "gtk_window_new")
    /// ```
    /// - Parameters:
    ///   - raw: What the constructor returned.
    ///   - operation: The constructor's name, for the error.
    /// - Throws: ``GTKError/objectNotCreated(operation:)`` when `raw` is `NULL`.
    init(sinking raw: UnsafeMutableRawPointer?, from operation: @autoclosure () -> String) throws(GTKError) {
        guard let raw else { throw .objectNotCreated(operation: operation()) }
        g_object_ref_sink(raw)
        object = Pointer(raw: raw)
        Self.liveReferences.add(1, ordering: .relaxed)
    }

    /// How many references are held now (made and not yet released), for lifetime tests.
    nonisolated static var liveCount: Int { liveReferences.load(ordering: .relaxed) }
    private nonisolated static let liveReferences = Atomic<Int>(0)

    /// Connects `handler` to a signal whose C handler returns nothing and takes only the
    /// instance and user data (`clicked`, `destroy`).
    ///
    /// - Parameters:
    ///   - signal: The detailed signal name.
    ///   - handler: Runs on the GTK thread at each emission.
    func connect(_ signal: String, _ handler: @escaping @LoopActor () -> Void) {
        connect(signal, Handler(.returningVoid(handler)), through: voidSignalTrampoline)
    }

    /// Connects `handler` to a signal whose C handler returns a `gboolean` and takes only
    /// the instance and user data (`close-request`).
    ///
    /// - Parameters:
    ///   - signal: The detailed signal name.
    ///   - handler: Runs on the GTK thread at each emission; its result is the signal's.
    func connect(_ signal: String, returning handler: @escaping @LoopActor () -> Bool) {
        connect(signal, Handler(.returningBool(handler)), through: boolSignalTrampoline)
    }

    /// Connects `handler` to a signal whose C handler returns nothing and takes the
    /// instance, one pointer argument and user data (`notify::active`'s `GParamSpec *`,
    /// `row-selected`'s `GtkListBoxRow *`).
    ///
    /// - Parameters:
    ///   - signal: The detailed signal name.
    ///   - handler: Runs on the GTK thread at each emission, given the signal's argument.
    func connect(_ signal: String, withArgument handler: @escaping @LoopActor (gpointer?) -> Void) {
        connect(signal, Handler(.withArgument(handler)), through: argumentSignalTrampoline)
    }

    /// Runs `body` with every handler connected through this reference blocked
    /// (`g_signal_handler_block`), so that what `body` sets on the object is not taken for
    /// user input; unblocks them after, also when nested.
    ///
    /// ```swift
    /// entry.withHandlersBlocked { gtk_editable_set_text(cgtk_editable(entry.pointer), "x") }
    /// ```
    /// - Parameter body: The programmatic changes.
    /// - Returns: What `body` returns.
    func withHandlersBlocked<Result>(_ body: () -> Result) -> Result {
        // Only these are unblocked after: a handler connected inside `body` was never blocked.
        let blocked = handlerIDs
        guard !blocked.isEmpty else { return body() }
        for id in blocked { g_signal_handler_block(object.raw, id) }
        defer { for id in blocked { g_signal_handler_unblock(object.raw, id) } }
        return body()
    }

    /// Emits a signal that takes no arguments and returns nothing (`g_signal_emitv`, the
    /// non-variadic form of `g_signal_emit_by_name`), as GTK does for user input.
    ///
    /// ```swift
    /// button.emit("clicked")
    /// ```
    /// - Parameter signal: The signal's name; it must exist on the object's type.
    func emit(_ signal: String) {
        let type = cgtk_type_of(object.raw)
        let id = g_signal_lookup(signal, type)
        precondition(id != 0, "no signal \(signal) on \(typeName(of: object.raw))")
        var instance = GValue()
        g_value_init(&instance, type)
        g_value_set_object(&instance, object.raw)
        g_signal_emitv(&instance, id, 0, nil)
        g_value_unset(&instance)
    }

    /// Whether any handler was connected through this reference.
    var hasHandlers: Bool { !handlerIDs.isEmpty }

    /// How many handlers are connected, for tests.
    var connectedHandlerCount: Int {
        handlerIDs.count { g_signal_handler_is_connected(object.raw, $0) != 0 }
    }

    private func connect(_ signal: String, _ handler: Handler, through trampoline: UnsafeRawPointer) {
        let data = Unmanaged.passRetained(handler).toOpaque()
        let id = cgtk_signal_connect(object.raw, signal, trampoline, data, releaseSignalHandler)
        precondition(id != 0, "no signal \(signal) on \(typeName(of: object.raw))")
        handlerIDs.append(id)
    }

    deinit {
        precondition(GTKInitialization.isGTKThread, "a GTK object was released off the GTK thread")
        for id in handlerIDs where g_signal_handler_is_connected(object.raw, id) != 0 {
            g_signal_handler_disconnect(object.raw, id)
        }
        g_object_unref(object.raw)
        Self.liveReferences.subtract(1, ordering: .relaxed)
    }

    /// Runs a handler from its C trampoline.
    ///
    /// - Parameter data: The handler's user data.
    /// - Returns: The handler's result (`false` for handlers returning nothing).
    fileprivate nonisolated static func run(_ data: gpointer?, argument: gpointer? = nil) -> Bool {
        guard let data else { preconditionFailure("a GTK signal handler without its closure") }
        let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
        // The argument is GTK's, valid during the emission, on this (the GTK) thread.
        let argument = argument.map(Pointer.init(raw:))
        return LoopActor.assumeIsolated {
            switch handler.action {
            case .returningVoid(let action):
                action()
                return false
            case .returningBool(let action):
                return action()
            case .withArgument(let action):
                action(argument?.raw)
                return false
            }
        }
    }

    /// Releases a handler's closure, from GLib's destroy notification.
    ///
    /// - Parameter data: The handler's user data.
    fileprivate nonisolated static func release(_ data: gpointer?) {
        guard let data else { return }
        Unmanaged<Handler>.fromOpaque(data).release()
    }
}

/// The type name of a GObject (what the `G_OBJECT_TYPE_NAME` macro gives).
///
/// - Parameter object: A GObject instance.
/// - Returns: E.g. `"GtkLabel"`.
private func typeName(of object: gpointer) -> String {
    g_type_name(cgtk_type_of(object)).map { String(cString: $0) } ?? "an unknown type"
}

/// The C handler for signals with one pointer argument:
/// `void (*)(gpointer instance, gpointer argument, gpointer data)`.
private var argumentSignalTrampoline: UnsafeRawPointer {
    unsafeBitCast(
        { (_: gpointer?, argument: gpointer?, data: gpointer?) in
            _ = GObjectReference.run(data, argument: argument)
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void,
        to: UnsafeRawPointer.self)
}

/// The C handler for signals returning nothing: `void (*)(gpointer instance, gpointer data)`.
private var voidSignalTrampoline: UnsafeRawPointer {
    unsafeBitCast(
        { (_: gpointer?, data: gpointer?) in _ = GObjectReference.run(data) }
            as @convention(c) (gpointer?, gpointer?) -> Void,
        to: UnsafeRawPointer.self)
}

/// The C handler for signals returning a boolean: `gboolean (*)(gpointer instance, gpointer data)`.
private var boolSignalTrampoline: UnsafeRawPointer {
    unsafeBitCast(
        { (_: gpointer?, data: gpointer?) -> gboolean in GObjectReference.run(data) ? 1 : 0 }
            as @convention(c) (gpointer?, gpointer?) -> gboolean,
        to: UnsafeRawPointer.self)
}

/// GLib's destroy notification for a handler's user data.
private var releaseSignalHandler: GClosureNotify {
    { data, _ in GObjectReference.release(data) }
}
