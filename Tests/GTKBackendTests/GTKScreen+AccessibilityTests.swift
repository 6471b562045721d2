import Bindings
import CGtk
import ComposerModel
@testable import GTKBackend
import InMemoryLogging
import Logging
import Widgets
import XCTest

/// The accessibility attributes → GTK's accessible properties, relations and states, read
/// back through GTK's test accessibility API (gtktestatcontext.h), for every widget kind.
final class GTKScreenAccessibilityTests: XCTestCase {
    /// One widget of each kind, with the role GTK gives its native widget.
    @LoopActor
    private static func everyKind() -> [(widget: Widget, role: GtkAccessibleRole)] {
        [
            (Label(style: [.text("Hi")]), GTK_ACCESSIBLE_ROLE_LABEL),
            (Button(style: [.title("OK", for: .normal)]), GTK_ACCESSIBLE_ROLE_BUTTON),
            (Switch(), GTK_ACCESSIBLE_ROLE_SWITCH),
            (TextField(style: [.placeholder("Email")]), GTK_ACCESSIBLE_ROLE_TEXT_BOX),
            (TextView(), GTK_ACCESSIBLE_ROLE_TEXT_BOX),
            (Slider(style: [.range(0...10), .value(5)]), GTK_ACCESSIBLE_ROLE_SLIDER),
            (ProgressBar(style: [.progress(0.5)]), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
            (ActivityIndicator(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
            (ImageView(style: [.image(.pixels(width: 1, height: 1, rgba: [0, 0, 0, 255], altText: "dot"))]), GTK_ACCESSIBLE_ROLE_IMG),
            (ListView(style: [.items([ListItem(id: "a", title: "A")])]), GTK_ACCESSIBLE_ROLE_LIST),
            (ScrollView(style: [.content(ViewReference(Label(style: [.text("inside")])))]), GTK_ACCESSIBLE_ROLE_GROUP),
            (StackView(style: [.axis(.vertical)]), GTK_ACCESSIBLE_ROLE_GROUP),
            (SegmentedControl(style: [.segments(["1", "2"])]), GTK_ACCESSIBLE_ROLE_RADIO_GROUP),
        ]
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try Self.skipUnlessGTKRecordsAccessibility()
    }

    /// Skips with one line when GTK's accessibility was turned off (`GTK_A11Y=none`) before
    /// these tests could keep it on: GTK then records nothing, and every check would pass.
    private static func skipUnlessGTKRecordsAccessibility() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        let records = try LoopActor.assumeIsolated {
            let native = try harness.show(Label(style: [.accessibilityLabel("probe")]))
            return hasProperty(native, GTK_ACCESSIBLE_PROPERTY_LABEL)
        }
        if !records { throw XCTSkip("GTK accessibility off (GTK_A11Y=none before the first GTK test): run with GTK_A11Y=test") }
    }

    func testEveryWidgetKindHasARoleOfItsKind() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let kinds = Self.everyKind()
            let root: StackView = [.views(kinds.map(\.widget))]
            try harness.show(root)
            for (widget, role) in kinds {
                let native = try harness.native(widget)
                XCTAssertEqual(gtk_accessible_get_accessible_role(cgtk_accessible(native.pointer)).rawValue, role.rawValue,
                               "\(widget.diagnosticName) (\(native.typeName))")
                XCTAssertNotEqual(gtk_test_accessible_has_role(cgtk_accessible(native.pointer), role), 0)
            }
        }
    }

    func testAccessibilityLabelIsTheAccessibleLabelOfEveryKindAndAResetRemovesIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let kinds = Self.everyKind()
            let root: StackView = [.views(kinds.map(\.widget))]
            try harness.show(root)
            for (widget, _) in kinds {
                let native = try harness.native(widget)
                // GTK names a label and a button by their text itself; showing them must not wipe it.
                if let text = (widget as? Label)?.text ?? (widget as? Button)?.title(for: .normal) {
                    XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, text), "\(widget.diagnosticName): named by its content")
                } else {
                    XCTAssertFalse(hasProperty(native, GTK_ACCESSIBLE_PROPERTY_LABEL), "\(widget.diagnosticName): no name of ours")
                }
                let before = native.callCount
                widget.install([.accessibilityLabel("Name")] as Style)
                XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "Name"), widget.diagnosticName)
                XCTAssertEqual(native.callCount - before, 1, "one call: \(widget.diagnosticName)")
                widget.install(StyleDelta([.reset(.accessibilityLabel)]))
                if let text = (widget as? Label)?.text ?? (widget as? Button)?.title(for: .normal) {
                    XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, text),
                                 "\(widget.diagnosticName): named by its content again, not unnamed")
                } else {
                    XCTAssertFalse(hasProperty(native, GTK_ACCESSIBLE_PROPERTY_LABEL), widget.diagnosticName)
                }
            }
        }
    }

    func testButtonKeepsItsAccessibilityLabelWhenItsTitleChanges() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let pause: Button = [.title("Pause", for: .normal), .accessibilityLabel("Pause counting")]
            let native = try harness.show(pause)
            pause.install(StyleDelta([.set(.title("Resume", for: .normal))]))
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "Pause counting"), "GTK's title name must not win")
            pause.install(StyleDelta([.reset(.accessibilityLabel)]))
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "Resume"), "named by its title again")
        }
    }

    func testLabelKeepsItsAccessibilityLabelWhenItsTextChanges() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let count: Label = [.text("3"), .accessibilityLabel("Count")]
            let native = try harness.show(count)
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "Count"))
            count.install(StyleDelta([.set(.text("4"))]))
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "Count"), "GTK's text name must not win")
            count.install(StyleDelta([.reset(.accessibilityLabel)]))
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "4"), "named by its text again")
        }
    }

    func testEmptyAccessibilityLabelLeavesTheNameToTheContent() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let button: Button = [.title("OK", for: .normal), .accessibilityLabel("")]
            let native = try harness.show(button)
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_LABEL, "OK"), "GTK's name from the title")
        }
    }

    func testHintIsTheDescriptionOfEveryKindAndAResetRemovesIt() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let kinds = Self.everyKind().filter { !($0.widget is TextField) && !($0.widget is ImageView) }
            let root: StackView = [.views(kinds.map(\.widget))]
            try harness.show(root)
            for (widget, _) in kinds {
                let native = try harness.native(widget)
                widget.install([.accessibilityHint("Says more")] as Style)
                XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Says more"), widget.diagnosticName)
                widget.install(StyleDelta([.reset(.accessibilityHint)]))
                XCTAssertFalse(hasProperty(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION), widget.diagnosticName)
            }
        }
    }

    func testFieldIsDescribedByItsPlaceholderUnlessAHintSaysMore() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let field: TextField = [.placeholder("Email")]
            let native = try harness.show(field)
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Email"))
            field.placeholder = "Work email"
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Work email"))
            field.accessibilityHint = "Where the receipt goes"
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Where the receipt goes"))
            field.placeholder = "Email"
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Where the receipt goes"),
                         "a placeholder change keeps the hint")
            field.accessibilityHint = nil
            XCTAssertNil(stringMismatch(native, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Email"))
        }
    }

    func testSwitchIsLabeledByItsLabelAndARemovedRelationIsReset() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let autoLabel: Label = [.text("Auto-count")]
            let toggle = Switch()
            let row: StackView = [.views([autoLabel, toggle]), .axis(.horizontal)]
            try harness.show(row)
            let native = try harness.native(toggle)
            XCTAssertFalse(hasRelation(native, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
            toggle.install([.accessibilityLabeledBy(autoLabel)] as Style)
            XCTAssertNil(labeledByMismatch(native, try harness.native(autoLabel)))
            toggle.install(StyleDelta([.reset(.accessibilityLabeledBy)]))
            XCTAssertFalse(hasRelation(native, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        }
    }

    func testLabelShownAfterTheWidgetItNamesIsRelatedToo() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let toggle = Switch()
            let autoLabel: Label = [.text("Auto-count")]
            toggle.accessibilityLabeledBy = autoLabel
            // The switch comes first: its label is made for the relation before the row places it.
            let row: StackView = [.views([toggle, autoLabel]), .axis(.horizontal)]
            try harness.show(row)
            let labelNative = try harness.native(autoLabel)
            XCTAssertNil(labeledByMismatch(try harness.native(toggle), labelNative))
            XCTAssertNotNil(gtk_widget_get_parent(cgtk_widget(labelNative.pointer)), "the row placed the label it was made for")
        }
    }

    func testLabelOutsideTheWindowIsReportedAndNotRelated() throws {
        let logs = InMemoryLogHandler()
        DiagnosticLog.logger = Logger(label: "test") { _ in logs }
        defer { DiagnosticLog.restoreDefaultLogger() }
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let elsewhere: Label = [.text("Elsewhere")]
            let toggle: Switch = [.accessibilityLabeledBy(elsewhere)]
            let native = try harness.show(toggle)
            XCTAssertFalse(hasRelation(native, GTK_ACCESSIBLE_RELATION_LABELLED_BY))
            XCTAssertEqual(logs.entries.filter { $0.metadata["diagnostic"] == "gtkAccessibleLabelOutsideTree" }.count, 1)
        }
    }

    func testHiddenFromAssistiveTechnologyIsGTKsHiddenStateAndOutlivesVisibility() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let hints: Label = [.text("q quit"), .accessibilityHidden(true)]
            let native = try harness.show(hints)
            XCTAssertTrue(native.isVisible, "still drawn")
            XCTAssertNil(booleanStateMismatch(native, GTK_ACCESSIBLE_STATE_HIDDEN, true))
            hints.install([.hidden(true)] as Style)
            hints.install(StyleDelta([.reset(.hidden)]))
            XCTAssertNil(booleanStateMismatch(native, GTK_ACCESSIBLE_STATE_HIDDEN, true), "shown again, still hidden from AT")
            hints.install(StyleDelta([.reset(.accessibilityHidden)]))
            XCTAssertNil(booleanStateMismatch(native, GTK_ACCESSIBLE_STATE_HIDDEN, false))
        }
    }

    func testUnchangedAccessibilityAttributesMakeNoGTKCall() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let model = CountModel()
            let autoLabel: Label = [.text("Auto-count")]
            let toggle = Switch()
            toggle.bind(to: model) { _ in
                [.accessibilityLabel("Auto"), .accessibilityHint("Counts by itself"),
                 .accessibilityLabeledBy(autoLabel), .accessibilityHidden(false)]
            }
            let row: StackView = [.views([autoLabel, toggle])]
            try harness.show(row)
            let native = try harness.native(toggle)
            harness.turn()   // the binding's first flush installs the four
            let before = native.callCount
            model.count += 1
            harness.turn()
            XCTAssertEqual(native.callCount, before)
        }
    }

    func testSegmentedControlIsARadioGroupWhoseSelectedSegmentIsChecked() throws {
        let harness = try GTKScreenHarness()
        defer { harness.close() }
        try LoopActor.assumeIsolated {
            let stepLabel: Label = [.text("Step")]
            let step: SegmentedControl = [.segments(["1", "2", "5", "10"]), .selectedIndex(1)]
            step.accessibilityLabeledBy = stepLabel
            let row: StackView = [.views([stepLabel, step]), .axis(.horizontal)]
            try harness.show(row)
            let native = try harness.native(step)
            XCTAssertNotEqual(gtk_test_accessible_has_role(cgtk_accessible(native.pointer), GTK_ACCESSIBLE_ROLE_RADIO_GROUP), 0)
            XCTAssertNil(labeledByMismatch(native, try harness.native(stepLabel)))
            XCTAssertEqual(checkedSegments(native), [1])
            for part in native.parts {
                XCTAssertNotEqual(gtk_test_accessible_has_role(cgtk_accessible(part.pointer), GTK_ACCESSIBLE_ROLE_RADIO), 0)
            }
            step.install([.selectedIndex(3)] as Style)
            XCTAssertEqual(checkedSegments(native), [3])
            gtk_toggle_button_set_active(cgtk_toggle_button(native.parts[0].pointer), 1)   // as the user's click does
            XCTAssertEqual(step.selectedIndex, 0)
            XCTAssertEqual(checkedSegments(native), [0])
            step.install([.segments(["1", "2", "5", "10", "20"])] as Style)
            XCTAssertEqual(checkedSegments(native), [0], "a new segment is not checked")
            step.install(StyleDelta([.reset(.selectedIndex)]))
            XCTAssertEqual(checkedSegments(native), [])
        }
    }
}

@LoopActor
private final class CountModel {
    @Observed var count = 0
}

// MARK: GTK's test accessibility API

/// Whether GTK holds `property` for `native` (set, not its default).
@LoopActor
private func hasProperty(_ native: GTKWidget, _ property: GtkAccessibleProperty) -> Bool {
    gtk_test_accessible_has_property(cgtk_accessible(native.pointer), property) != 0
}

/// Whether GTK holds `relation` for `native`.
@LoopActor
private func hasRelation(_ native: GTKWidget, _ relation: GtkAccessibleRelation) -> Bool {
    gtk_test_accessible_has_relation(cgtk_accessible(native.pointer), relation) != 0
}

/// `nil` when `native`'s string `property` is `expected`, else the value GTK holds.
@LoopActor
private func stringMismatch(_ native: GTKWidget, _ property: GtkAccessibleProperty, _ expected: String) -> String? {
    taken(cgtk_test_check_string_property(cgtk_accessible(native.pointer), property, expected))
}

/// `nil` when `native` is labelled by `label` alone, else the relation GTK holds.
@LoopActor
private func labeledByMismatch(_ native: GTKWidget, _ label: GTKWidget) -> String? {
    taken(cgtk_test_check_labelled_by(cgtk_accessible(native.pointer), cgtk_accessible(label.pointer)))
}

/// `nil` when `native`'s boolean `state` is `expected`, else the value GTK holds.
@LoopActor
private func booleanStateMismatch(_ native: GTKWidget, _ state: GtkAccessibleState, _ expected: Bool) -> String? {
    taken(cgtk_test_check_boolean_state(cgtk_accessible(native.pointer), state, expected ? 1 : 0))
}

/// The positions of the segments whose checked state is true.
@LoopActor
private func checkedSegments(_ native: GTKWidget) -> [Int] {
    native.parts.indices.filter { index in
        let checked = Int32(GTK_ACCESSIBLE_TRISTATE_TRUE.rawValue)
        return taken(cgtk_test_check_int_state(cgtk_accessible(native.parts[index].pointer), GTK_ACCESSIBLE_STATE_CHECKED, checked)) == nil
    }
}

/// The string GTK's check returned (freed here), or `nil` for a match.
private func taken(_ result: UnsafeMutablePointer<CChar>?) -> String? {
    guard let result else { return nil }
    defer { g_free(result) }
    return String(cString: result)
}
