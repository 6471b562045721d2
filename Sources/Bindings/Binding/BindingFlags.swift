/// A binding's rarely written one-bit states and its placement, in one byte.
///
/// ```swift
/// flags.isRunningFunction = true
/// if flags.placement == .ownBookkeeping { … }
/// ```
///
/// Packed, not a `Bool` each: with its own bookkeeping a binding keeps its target, its place in
/// the scheduler's lists and whether it lends its output (see ``Binding``), and one byte for
/// all of these keeps the binding in a 128-byte heap block. The flag the hot mark path reads,
/// `isQueued`, keeps a byte of its own.
///
/// Threading: the binding's, loop thread only.
struct BindingFlags {
    private var bits: UInt8

    private static let tracksObservableBit: UInt8 = 1 << 0
    private static let countsFeedbackRunBit: UInt8 = 1 << 1
    private static let isRunningFunctionBit: UInt8 = 1 << 2
    private static let isLendingOutputBit: UInt8 = 1 << 3
    private static let placementShift: UInt8 = 4
    private static let placementMask: UInt8 = 0b11 << placementShift

    /// Flags with `tracksObservable` as given, the others clear, and no placement.
    ///
    /// - Parameter tracksObservable: Whether evaluations follow `@Observable` models.
    init(tracksObservable: Bool) {
        bits = tracksObservable ? Self.tracksObservableBit : 0
    }

    var tracksObservable: Bool { bits & Self.tracksObservableBit != 0 }

    var countsFeedbackRun: Bool {
        get { bits & Self.countsFeedbackRunBit != 0 }
        set { set(Self.countsFeedbackRunBit, newValue) }
    }

    var isRunningFunction: Bool {
        get { bits & Self.isRunningFunctionBit != 0 }
        set { set(Self.isRunningFunctionBit, newValue) }
    }

    var isLendingOutput: Bool {
        get { bits & Self.isLendingOutputBit != 0 }
        set { set(Self.isLendingOutputBit, newValue) }
    }

    var placement: BindingPlacement {
        get { BindingPlacement(rawValue: (bits & Self.placementMask) >> Self.placementShift) ?? .none }
        set { bits = (bits & ~Self.placementMask) | (newValue.rawValue << Self.placementShift) }
    }

    private mutating func set(_ bit: UInt8, _ value: Bool) {
        bits = value ? bits | bit : bits & ~bit
    }
}
