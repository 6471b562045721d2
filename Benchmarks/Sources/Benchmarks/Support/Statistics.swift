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
}
