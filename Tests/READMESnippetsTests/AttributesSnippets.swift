// The documentation's code, verbatim: README.md and the DocC articles named above each
// snippet (Tests/READMESnippetsTests/READMESnippetsTests.swift checks that every ```swift
// block of them appears in these files). Edit a snippet here and in its article together.

import Bindings
import ComposerModel
import TerminalBackend   // drawnBorderStyle: the border a terminal draws
import Widgets
import XCTest

// WidgetsAndAttributes.md: images, fonts, corners
@LoopActor
private func imagesAndFontsSnippet() {
    let logo: ImageView = [.image(.file("logo.ppm", altText: "LoopComposer")), .width(16), .height(8)]
    let title: Label = [.text("Jobs"), .font(.system(size: 14, weight: .bold))]
    let code: TextView = [.font(.named("Monospace", size: 12))]
    let card: Label = [.text("Hi"), .borderWidth(1), .cornerRadius(6), .clipsToBounds(true)]
    assert(logo.image?.altText == "LoopComposer" && title.font?.weight == .bold && code.font != nil && card.drawnBorderStyle == .rounded)
}

// WidgetsAndAttributes.md: expanding, hugging and a spacer
@LoopActor
private func expandsSnippet() {
    let name: Label = [.text("backup")]
    let bar: ProgressBar = [.progress(0.4)]                     // expands across by default
    let restart: Button = [.title("Restart", for: .normal)]
    let row: StackView = [.views([name, bar, Spacer(), restart]), .axis(.horizontal), .spacing(1)]
    let column: StackView = [.views([row]), .axis(.vertical)]   // the bar grows with the window
    let fixed: ProgressBar = [.progress(0.4), .width(30)]        // 30 units, whatever the window
    let hugging: ProgressBar = [.progress(0.4), .expands([])]   // its own width
    assert(column.expands(along: .horizontal) && !fixed.expands(along: .horizontal) && hugging.expansion == [])
}
