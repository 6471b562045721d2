/// A thing a style can be installed on: a widget, a recording target in a test.
///
/// A conforming type applies one attribute at a time and resets a key to its
/// own default. Everything else (installing a style or a delta in apply order,
/// collecting diagnostics) is provided on top of these two.
///
/// ```swift
/// final class Badge: Styleable {
///     var text = ""
///     func apply(_ attribute: Attribute) -> AttributeOutcome {
///         guard case .text(let value) = attribute else { return .unsupported }
///         text = value
///         return .applied
///     }
///     func reset(_ key: AttributeKey) {
///         if key == .text { text = "" }
///     }
/// }
/// badge.install([.text("3")])
/// ```
///
/// Threading: the protocol itself is not isolated. Widgets that live on one
/// thread conform with an isolated conformance (`extension Label: @LoopActor Styleable`),
/// so the compiler rejects installing on them from anywhere else.
public protocol Styleable: AnyObject {
    /// Shows `attribute`'s value, or says why not.
    ///
    /// - Parameter attribute: The attribute to show.
    /// - Returns: ``AttributeOutcome/applied``, or how the value was adjusted,
    ///   rejected or not supported. Never traps on a bad value.
    func apply(_ attribute: Attribute) -> AttributeOutcome

    /// Returns the property `key` names to this widget's default.
    func reset(_ key: AttributeKey)

    /// How diagnostics name this target: its type and identifier. Defaults to the type name.
    var diagnosticName: String { get }

    /// Makes the changes `delta` lists, in apply order: one install.
    ///
    /// The default calls ``applyChanges(_:)``. Override it to act once per
    /// install (mark the widget damaged, count installs) and call
    /// ``applyChanges(_:)`` for the work itself.
    ///
    /// - Parameter delta: The changes to make.
    /// - Returns: Counts and diagnostics.
    @discardableResult
    func install(_ delta: StyleDelta) -> InstallReport

    /// Moves the target from showing `old` to showing `new`: installs
    /// `new.difference(from: old)` if it changes anything, and counts the attributes of
    /// `new` it leaves alone in ``InstallReport/unchangedCount``. What a binding's flush calls.
    ///
    /// ```swift
    /// let report = badge.install(from: [.text("3")], to: [.text("4")])
    /// report.setCount         // 1
    /// ```
    ///
    /// The default builds the delta and calls ``install(_:)-(StyleDelta)``; nothing is
    /// installed (not even an empty delta) when the styles show the same. A target may
    /// override it to install without building the delta (`Widget` does, when the two
    /// styles have the same keys in the same order), as long as it makes the same changes
    /// in the same order and reports the same counts and diagnostics.
    ///
    /// - Parameters:
    ///   - old: What the target shows (as far as the caller installed it).
    ///   - new: What it should show.
    /// - Returns: Counts and diagnostics, with ``InstallReport/unchangedCount`` set.
    /// - Complexity: O(*n* × *m*) for styles of *n* and *m* attributes, plus the install.
    @discardableResult
    func install(from old: Style, to new: Style) -> InstallReport
}

extension Styleable {
    public var diagnosticName: String { String(describing: type(of: self)) }
}

/// What a target did with one attribute.
public enum AttributeOutcome: Equatable, Sendable {
    /// The value is shown as given.
    case applied
    /// A value was shown, but not the one given (clamped into range, say); the reason says how.
    case adjusted(reason: String)
    /// The value was refused and the previous one stays; the reason says why.
    case rejected(reason: String)
    /// The target has no such property; nothing changed.
    case unsupported
}
