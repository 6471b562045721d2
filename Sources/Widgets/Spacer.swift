public import Bindings
public import ComposerModel

/// Empty room that takes a stack's slack along the stack's axis, as SwiftUI's `Spacer`:
/// controls after it go to the far end of the row.
///
/// ```swift
/// let title: Label = [.text("Services")]
/// let refresh: Button = [.title("Refresh")]
/// let row: StackView = [.views([title, Spacer(), refresh]), .axis(.horizontal)]
/// // Services ··············· [Refresh]
/// ```
///
/// It draws nothing and is 0 × 0 at least (`.width`/`.height` give it a minimum length,
/// as SwiftUI's `minLength`, and then it no longer grows on that axis); it expands along
/// its stack's axis only, so a row holding one grows across its column but not down it.
/// Outside a stack it expands along both axes. Accepts the common widget attributes.
///
/// Threading: loop only.
@LoopActor
open class Spacer: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != Spacer.self }

    /// A Spacer from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<Spacer>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    /// Its stack's axis (both outside a stack).
    open override var defaultExpansion: Axis.Set {
        guard let stack = parent as? StackView else { return .all }
        return Axis.Set(stack.axis)
    }
}

extension Spacer: @LoopActor ExpressibleByArrayLiteral {}
