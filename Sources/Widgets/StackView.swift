public import Bindings
public import ComposerModel

/// A container that arranges subviews along an axis.
///
/// ```swift
/// let form = StackView()
/// form.install([.arrangedSubviews([ViewReference(title), ViewReference(ok)]), .axis(.vertical), .spacing(1)] as Style)
/// form.arrangedWidgets   // [title, ok]
/// ```
///
/// Accepts the common widget attributes (including `margins`) and `axis`
/// (default `.vertical`), `spacing` (default 0; NaN, infinite or negative is
/// rejected and the previous spacing stays; ``hasExplicitSpacing`` tells a backend
/// whether the app set one, so a window can use its platform's spacing where the app
/// said nothing), `distribution` (default `.fill`),
/// `alignment` (default `.fill`) and `arrangedSubviews` (default none). The
/// references are stored as given; ``arrangedWidgets`` are those whose object
/// is a ``Widget``. Arranging does not yet make them children in a widget tree.
///
/// Threading: loop only.
@LoopActor
open class StackView: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != StackView.self }

    /// The axes along which one of its visible arranged widgets expands: a row holding a
    /// growing bar grows with its column (GTK computes a box's expand flags alike).
    /// A stack arranges other widgets: a group.
    open override var isGroup: Bool { true }

    open override var defaultExpansion: Axis.Set {
        var axes: Axis.Set = []
        for child in arrangedWidgets where !child.isHidden {
            if child.expands(along: .horizontal) { axes.insert(.horizontal) }
            if child.expands(along: .vertical) { axes.insert(.vertical) }
            if axes == .all { break }
        }
        return axes
    }

    /// A StackView from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<StackView>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    var storedAxis = Axis.vertical
    var storedSpacing = 0.0
    /// Whether `.spacing` is installed: `.spacing(0)` is the app's word, no spacing is not.
    public private(set) var hasExplicitSpacing = false
    var storedDistribution = Distribution.fill
    var storedAlignment = StackAlignment.fill
    public private(set) var arrangedSubviews: [ViewReference] = []

    /// The arranged subviews that are widgets, in order.
    ///
    /// Kept when `.arrangedSubviews` is installed, not cast from the references on each read:
    /// layout reads it for every stack on every frame (``defaultExpansion``), and a cast to a
    /// loop-isolated class asks the runtime for the current executor (measured:
    /// PerformanceHistory.md, issue 27).
    public private(set) var arrangedWidgets: [Widget] = []

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .axis(let value): storedAxis = value
        case .spacing(let value):
            if value.isNaN { return .rejected(reason: "spacing is NaN") }
            if value.isInfinite { return .rejected(reason: "spacing is infinite") }
            if value < 0 { return .rejected(reason: "spacing is negative (\(value))") }
            storedSpacing = value
            hasExplicitSpacing = true
        case .distribution(let value): storedDistribution = value
        case .alignment(let value): storedAlignment = value
        case .arrangedSubviews(let value):
            arrangedSubviews = value
            arrangedWidgets = value.compactMap { $0.object as? Widget }
            let skipped = setChildren(arrangedWidgets)
            if !skipped.isEmpty {
                return .adjusted(reason: "skipped \(skipped.map(\.diagnosticName)): a stack cannot contain itself, an ancestor, or a view twice")
            }
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .axis: storedAxis = .vertical
        case .spacing:
            storedSpacing = 0
            hasExplicitSpacing = false
        case .distribution: storedDistribution = .fill
        case .alignment: storedAlignment = .fill
        case .arrangedSubviews:
            arrangedSubviews = []
            arrangedWidgets = []
            setChildren([])
        default: super.resetOwn(key)
        }
    }
}

extension StackView: @LoopActor ExpressibleByArrayLiteral {}
