public import Bindings

/// A widget that shows text of its own, and so accepts `.font(...)`.
///
/// ```swift
/// let title: Label = [.text("Jobs"), .font(.system(size: 14, weight: .bold))]
/// let box: StackView = [.axis(.vertical)]
/// box.install([.font(.system(size: 14))] as Style)   // skipped: a stack shows no text
/// ```
///
/// `Label`, `Button`, `TextField` and `TextView` adopt it; a widget of your own that
/// draws text adopts it to accept a font (and reads ``Widget/font`` when it draws).
///
/// Threading: loop only, as every widget.
@LoopActor
public protocol TextShowing: Widget {}

extension Label: TextShowing {}
extension Button: TextShowing {}
extension TextField: TextShowing {}
extension TextView: TextShowing {}
