/// A small seeded random number generator (SplitMix64): the same seed gives
/// the same numbers on every run and platform, so shuffles and random
/// programs in tests, fuzzers and soaks repeat exactly.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &generator)
/// let order = [1, 2, 3].shuffled(using: &generator)
/// ```
///
/// Threading: a value type; each copy is its own sequence.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Returns: A value spread uniformly over `UInt64`.
    /// - Complexity: O(1), no allocation.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
