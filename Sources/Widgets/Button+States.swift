import ComposerModel

// Control states and a shared text style on a button.
//
// What a button shows: the title and title color of ``Button/displayedState``
// (disabled > highlighted > selected > normal), falling back to the normal
// state's, then to a shared style's `.text` and `.textColor`. `.text` and
// `.title(_:for: .normal)` have different keys, so an untyped style can hold
// both: the explicit title wins, whatever their order, and removing either one
// leaves the other shown (each has its own storage, so the delta law holds).
// In a typed `Button` literal `.text` *is* `.title(_:for: .normal)` (same key),
// and the style's duplicates policy decides between them.
extension Button {
    /// Applies a `.states([...])` bundle installed directly (styles expand bundles
    /// into per-state attributes before they reach a widget).
    ///
    /// - Parameter appearances: The states and their fields.
    /// - Returns: `.applied`.
    func applyStateBundle(_ appearances: [StateAppearance]) -> AttributeOutcome {
        for attribute in appearances.flatMap(\.attributes) {
            _ = applyOwn(attribute)
        }
        return .applied
    }
}
