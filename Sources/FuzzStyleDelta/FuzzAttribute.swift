import ComposerModel

/// A custom attribute family, so that custom keys are fuzzed too.
enum FuzzAttribute: CustomAttribute {
    case glow(Int)
    case label(String)
}
