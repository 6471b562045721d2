import ComposerModel

extension Emphasis {
    /// GTK's style class for the emphasis (Adwaita styles them in GTK's own theme, no
    /// libadwaita needed), or `nil` for none.
    var gtkStyleClass: String? {
        switch self {
        case .none: nil
        case .title1: "title-1"
        case .title2: "title-2"
        case .title3: "title-3"
        case .title4: "title-4"
        case .heading: "heading"
        case .dim: "dim-label"
        case .suggested, .defaultAction: "suggested-action"
        case .destructive: "destructive-action"
        }
    }
}
