public import Bindings
import ComposerModel

/// A widget whose user picks one of its segments or rows by index: a segmented control,
/// a list. What `bindSelectedIndex(to:_:file:line:)` binds.
///
/// ```swift
/// periodControl.bindSelectedIndex(to: model, \.periodIndex)
/// ```
///
/// Threading: loop only, like the widgets.
@LoopActor
public protocol IndexSelecting: Widget {
    /// Runs `action` with the index each time the user selects (never for an install).
    ///
    /// - Parameter action: Gets the selected index.
    func onSelectionChanged(_ action: @escaping @LoopActor (Int) -> Void)
}

extension SegmentedControl: IndexSelecting {}

extension ListView: IndexSelecting {}

extension IndexSelecting {
    /// Keeps the selected segment or row and a model property in step, both ways, as
    /// `TextField.bindText(to:_:file:line:)` keeps the text. An index outside the segments
    /// or rows is rejected with a diagnostic (-1 means no selection); a list's
    /// ``ListViewDelegate`` still hears each selection.
    ///
    /// ```swift
    /// periodControl.bindSelectedIndex(to: model, \.periodIndex)
    /// jobList.bind(to: model) { model in [.items(model.jobs.map(\.item))] }
    /// jobList.bindSelectedIndex(to: model, \.selectedJob)
    /// ```
    ///
    /// - Parameters: As `TextField.bindText(to:_:file:line:)`; `keyPath` names the selected index.
    /// - Returns: The binding; disposing it ends both directions.
    @discardableResult
    public func bindSelectedIndex<Model: AnyObject>(to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Int>, file: String = #fileID, line: Int = #line) -> Binding {
        bindBothWays(to: model, keyPath, file: file, line: line, shown: { .selectedIndex($0) }, userChanges: onSelectionChanged)
    }
}
