import ComposerModel

/// What a widget keeps of its most recent install, for ``Widget/lastInstalledDelta``: the
/// delta when it was given one, else what the delta is computed from when asked.
///
/// ```swift
/// var last = LastInstall.changedPositions(of: new.attributes, positions: 0b01)
/// last.delta   // [set text("Count: 2")]: built now, not at the install
/// ```
///
/// A binding's install keeps the attributes arrays of the styles it went between: they are
/// the binding's output and the bookkeeping's kept style, so keeping them allocates
/// nothing, where the built delta of each install was a heap block per widget (memory
/// scenario) and an array built per flush (scale).
///
/// Threading: a value, owned by its widget (loop only).
enum LastInstall {
    /// An install of this delta (plain code, a style, a component's part).
    case delta(StyleDelta)
    /// A binding's install through the diff: the delta from the first style to the second.
    case difference(from: [Attribute], to: [Attribute])
    /// A binding's direct install: the attributes of the style at the positions set.
    case changedPositions(of: [Attribute], positions: UInt64)

    /// The delta this install made.
    ///
    /// - Complexity: O(1) for ``delta(_:)``; otherwise the diff of the two styles, or
    ///   O(*k* log *k*) for *k* changed positions, and an allocation.
    var delta: StyleDelta {
        switch self {
        case .delta(let delta):
            return delta
        case .difference(let old, let new):
            return Style(attributesOfStyle: new).difference(from: Style(attributesOfStyle: old))
        case .changedPositions(let attributes, let positions):
            return Style(attributesOfStyle: attributes).delta(settingPositions: positions)
        }
    }
}
