import Bindings
import ComposerModel

// How `Widget.defaultStyle` becomes the widget's defaults: applied when the widget is
// made, before any style it is built with, and again for a key that is reset.

extension Widget {
    /// Applies ``defaultStyle`` as the widget's starting state, in apply order.
    ///
    /// - Returns: What went wrong (logged already), for ``constructionDiagnostics``.
    func startFromDefaultStyle() -> [StyleDiagnostic] {
        let defaults = Self.defaultStyle
        guard !defaults.isEmpty else { return [] }
        var diagnostics = defaults.diagnostics.map { StyleDiagnostic($0.kind, target: $0.target ?? diagnosticName) }
        for case .set(let attribute) in StyleDelta(defaults.attributes.map(StyleChange.set)).changes {
            switch applyOwn(attribute) {
            case .applied: break
            case .adjusted(let reason), .rejected(let reason):
                diagnostics.append(StyleDiagnostic(.rejectedValue(attribute, reason: reason), target: diagnosticName))
            case .unsupported:
                diagnostics.append(StyleDiagnostic(.unsupportedAttribute(attribute), target: diagnosticName))
            }
        }
        for diagnostic in diagnostics {
            DiagnosticLog.log(diagnostic)
        }
        return diagnostics
    }

    /// After `resetOwn(key)`: puts back the default style's value for `key`, if it sets one.
    ///
    /// A reset must leave the widget as a fresh one shows the key (the delta law), and a
    /// fresh one shows the default style's value, not the property's initial one. A value
    /// the widget refuses here was refused, and reported, when the widget was made.
    func restoreDefaultStyle(for key: AttributeKey) {
        guard let attribute = Self.defaultStyle[key] else { return }
        _ = applyOwn(attribute)
    }
}
