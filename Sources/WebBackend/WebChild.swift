public import Bindings
public import Widgets

/// A child of a node on the page: a widget (with its own node and presentation) or an
/// item of the parent widget (``WebItem``).
///
/// ```swift
/// public func webChildren(in document: WebDocument) -> [WebChild] {
///     rows.map { .item(WebItem(key: "\($0.id)", element: rowElement, properties: ["text": .string($0.title)])) }
/// }
/// ```
@LoopActor
public enum WebChild {
    case widget(Widget)
    case item(WebItem)
}
