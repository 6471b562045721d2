import ComposerModel

/// The reference model of a style. Two attributes are the same when equal
/// (so -0.0 is 0.0) or when they describe alike (so a NaN value is itself).
struct StyleModel: Equatable {
    var values: [AttributeKey: Attribute] = [:]

    init(_ attributes: some Sequence<Attribute>) {
        for attribute in attributes where values[attribute.key] == nil {
            values[attribute.key] = attribute
        }
    }

    static func == (lhs: StyleModel, rhs: StyleModel) -> Bool {
        lhs.values.count == rhs.values.count && lhs.values.allSatisfy { key, attribute in
            guard let other = rhs.values[key] else { return false }
            return attribute == other || String(describing: attribute) == String(describing: other)
        }
    }

    func merging(slave other: StyleModel) -> StyleModel {
        var result = self
        result.values.merge(other.values) { mine, _ in mine }
        return result
    }

    func merging(master other: StyleModel) -> StyleModel {
        var result = self
        result.values.merge(other.values) { _, theirs in theirs }
        return result
    }
}
