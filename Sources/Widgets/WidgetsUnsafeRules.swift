/// The rules that keep `Widgets`' unchecked constructs sound (the one on the install's hot
/// path: `Widget.changeCounts`, `@exclusivity(unchecked)`).
///
/// ```swift
/// // The constructs, with file, symbol, reason and figure: Documentation/UnsafeInventory.md.
/// ```
///
/// Rules that keep them sound:
/// - widgets are touched on the loop thread only (`@LoopActor`);
/// - `changeCounts` is modified by the widget's own bookkeeping only (`ChangeCounts`'s
///   methods), which calls no subclass, presenter or user code while it holds the access.
enum WidgetsUnsafeRules {}
