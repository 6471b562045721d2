/// How many times an ``App``'s content closure runs in one run: once, or once per view a
/// backend shows (each browser tab of the web backend).
///
/// ```swift
/// App(title: "Log in", contentScope: .perView) { _ in LoginFormView(model: LoginViewModel()).root }
/// ```
///
/// A backend that shows one view (the terminal, a GTK window) builds the content once
/// either way.
public enum AppContentScope: Sendable, Equatable {
    /// One root for every view: a value changed in one browser tab shows in the others.
    case shared
    /// A root (and view models) per view, built when the view first opens: each tab of a
    /// form has its own.
    case perView
}
