public import Bindings
public import ComposerModel

/// A bar showing completion from 0 to 1.
///
/// ```swift
/// let upload = ProgressBar()
/// upload.install([.progress(0.4), .tintColor(.green)] as Style)
/// ```
///
/// Accepts the common widget attributes (the bar is drawn in the inherited
/// `tintColor`) and `progress`, default 0: a value outside 0…1 is clamped and
/// reported as adjusted; NaN is rejected and the previous progress stays.
///
/// Threading: loop only.
@LoopActor
open class ProgressBar: Widget {
    /// This class runs no code in ``Widget/didInstall(_:)``; a subclass may.
    override class var instancesMayObserveInstalls: Bool { self != ProgressBar.self }

    /// `.horizontal`: a bar shows a fraction of the room it gets.
    open override var defaultExpansion: Axis.Set { .horizontal }

    /// A ProgressBar from a literal of the attributes it accepts (see ``WidgetAttribute``).
    public required convenience init(arrayLiteral elements: WidgetAttribute<ProgressBar>...) {
        self.init(style: Style(elements.map(\.attribute)))
    }

    var storedProgress = 0.0

    open override func applyOwn(_ attribute: Attribute) -> AttributeOutcome {
        switch attribute {
        case .progress(let value):
            guard !value.isNaN else { return .rejected(reason: "progress is NaN") }
            storedProgress = value.clamped(to: 0...1)
            if progress != value { return .adjusted(reason: "progress clamped to \(progress)") }
        default: return super.applyOwn(attribute)
        }
        return .applied
    }

    open override func resetOwn(_ key: AttributeKey) {
        switch key {
        case .progress: storedProgress = 0
        default: super.resetOwn(key)
        }
    }
}

extension ProgressBar: @LoopActor ExpressibleByArrayLiteral {}
