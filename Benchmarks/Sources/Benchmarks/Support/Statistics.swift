import Bindings

/// Medians and percentiles of measured figures.
enum Statistics {
    /// The median of `values` (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The `p`-th percentile (0…100) of `sorted`, nearest rank.
    static func percentile(_ p: Double, ofSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "percentile of nothing")
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Runs `measure` `repeats` times and returns the median of what it returned.
    static func medianOf(_ repeats: Int, _ measure: () throws -> Double) rethrows -> Double {
        var values: [Double] = []
        for _ in 0..<repeats {
            values.append(try measure())
        }
        return median(values)
    }

    /// Runs every measure once per round for `repeats` rounds, in the given order in the
    /// first round and every other one, in the reverse order in the rest.
    ///
    /// Interleaving puts each contender's runs next to the others' in time, so that a
    /// spell of load from outside the benchmark slows every contender's run of that round
    /// rather than all the runs of one contender; ``medianRatio(_:_:)`` then compares the
    /// runs of each round. Reversing the order every other round keeps any effect of the
    /// position in a round (what ran just before) from favouring one contender.
    /// - Parameters:
    ///   - repeats: The number of rounds.
    ///   - measures: The measures by name, in the first round's order.
    /// - Returns: Each measure's figures by name, in round order.
    @LoopActor
    static func interleavedRounds(_ repeats: Int, _ measures: [(name: String, measure: @LoopActor () -> Double)]) -> [String: [Double]] {
        var values: [String: [Double]] = [:]
        for round in 0..<repeats {
            for (name, measure) in round.isMultiple(of: 2) ? measures : measures.reversed() {
                values[name, default: []].append(measure())
            }
        }
        return values
    }

    /// The median of the ratios `numerators[i] / denominators[i]` of runs made in the same
    /// round (``interleavedRounds(_:_:)``); NaN if either is missing.
    ///
    /// Each ratio compares two runs made next to each other in time, so a spell of load
    /// that lasts a round moves both: on this benchmark's shared machine the ratio of two
    /// medians moved with such spells, the median of paired ratios less.
    static func medianRatio(_ numerators: [Double]?, _ denominators: [Double]?) -> Double {
        let ratios = roundRatios(numerators, denominators)
        return ratios.isEmpty ? .nan : median(ratios)
    }

    /// The ratios `numerators[i] / denominators[i]` of runs made in the same round
    /// (``interleavedRounds(_:_:)``), in round order; empty if either is missing.
    static func roundRatios(_ numerators: [Double]?, _ denominators: [Double]?) -> [Double] {
        guard let numerators, let denominators, numerators.count == denominators.count else { return [] }
        return zip(numerators, denominators).map { $0 / $1 }
    }
}
