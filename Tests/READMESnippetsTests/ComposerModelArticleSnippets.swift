// The code of the ComposerModel catalog's landing page and GettingStarted.md, verbatim
// (READMESnippetsTests checks that every ```swift block of the documentation appears in
// this target). Edit a snippet here and in its article together.

import ComposerModel
import XCTest

// ComposerModel.md: overview
private func composerModelOverviewSnippet() -> StyleDelta {
    let labelStyle: Style = [.textColor(.red), .textAlignment(.center)]
    let fooLabel = labelStyle <<- .text("Foo")
    let delta = fooLabel.difference(from: labelStyle)   // [set text("Foo")]
    return delta
}

// GettingStarted.md: styles from attributes
private func stylesFromAttributesSnippet() {
    let a: Style = [.text("Hello"), .textColor(.red)]
    let b: Style = [.textColor(.red), .text("Hello")]
    assert(a == b)
}

// GettingStarted.md: merging
private func gettingStartedMergingSnippet() {
    let foo: Style = [.text("foo")]
    let bar: Style = [.text("bar")]
    assert(foo <- bar <<- .text("baz") == [.text("foo")])   // foo <- (bar <<- baz)
}

// GettingStarted.md: deltas
private func gettingStartedDeltasSnippet() -> StyleDelta {
    let old: Style = [.text("Count: 1"), .hidden(true)]
    let new: Style = [.text("Count: 2")]
    let delta = new.difference(from: old)   // [set text("Count: 2"), reset hidden]
    return delta
}

// GettingStarted.md: components
private func gettingStartedComponentsSnippet() -> Component {
    let profile = Component(.borderStyle(.rounded)).withChildren(
        .child("name", styles: .text("Ada"), .textStyle(.bold))
    )
    return profile
}

final class ComposerModelArticleSnippetsTests: XCTestCase {
    func testTheOverviewsDeltaSetsTheText() {
        XCTAssertEqual("\(composerModelOverviewSnippet())", #"[set text("Foo")]"#)
    }

    func testTheGettingStartedSnippetsRun() {
        stylesFromAttributesSnippet()
        gettingStartedMergingSnippet()
        XCTAssertEqual("\(gettingStartedDeltasSnippet())", #"[set text("Count: 2"), reset hidden]"#)
        XCTAssertEqual(gettingStartedComponentsSnippet().children.count, 1)
    }
}
