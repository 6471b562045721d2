import ComposerModel
import XCTest

/// A global actor standing in for the loop's, to check that widgets isolated
/// to one can adopt the styling protocols and be styled from inside it.
@globalActor actor WidgetActor {
    static let shared = WidgetActor()
}

@WidgetActor final class IsolatedLabel {
    var text = ""
}

extension IsolatedLabel: @WidgetActor Styleable {
    func apply(_ attribute: Attribute) -> AttributeOutcome {
        guard case .text(let text) = attribute else { return .unsupported }
        self.text = text
        return .applied
    }

    func reset(_ key: AttributeKey) {
        if key == .text { text = "" }
    }
}

@WidgetActor final class IsolatedCard {
    nonisolated let title: IsolatedLabel

    init() { title = IsolatedLabel() }
}

extension IsolatedCard: @WidgetActor ComponentTarget {
    func apply(_ attribute: Attribute) -> AttributeOutcome { .unsupported }
    func reset(_ key: AttributeKey) {}
}

final class IsolatedTargetTests: XCTestCase {
    /// Styles are built anywhere; installing happens on the widgets' actor,
    /// through isolated conformances, children found by key path.
    func testIsolatedWidgetsAreStyledOnTheirActor() async {
        let component = Component().withChildren(.child(\IsolatedCard.title, styles: .text("Hello")))
        let text = await Task { @WidgetActor in
            let card = IsolatedCard()
            let report = card.install(component)
            XCTAssertEqual(report.diagnostics, [])
            return card.title.text
        }.value
        XCTAssertEqual(text, "Hello")
    }
}
