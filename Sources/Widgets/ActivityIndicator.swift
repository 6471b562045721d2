public import Bindings
public import ComposerModel

/// A spinner showing that work is under way.
///
/// ```swift
/// let spinner = ActivityIndicator()
/// spinner.install([.animating(true)] as Style)
/// ```
///
/// Accepts the common widget attributes and `animating` (default `false`).
///
/// Threading: loop only.
@LoopActor
open class ActivityIndicator: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != ActivityIndicator.self }

    /// A ActivityIndicator from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<ActivityIndicator>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    var storedIsAnimating = false

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .animating(let value): storedIsAnimating = value
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .animating: storedIsAnimating = false
        default: super.resetOwn(key)
        }
    }
}

extension ActivityIndicator: @LoopActor ExpressibleByArrayLiteral {}
