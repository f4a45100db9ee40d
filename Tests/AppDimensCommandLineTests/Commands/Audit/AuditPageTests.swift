import Foundation
import Testing

@testable import AppDimensCommandLine

/// The HTML report, read back with Foundation's XML parser (the page is polyglot markup).
@Suite("AuditPage: every failing window drawn, in the gallery's style")
struct AuditPageTests {
  static func page(_ tokens: String, _ arguments: [String]) throws -> (ToolRun, MarkupNode) {
    let run = runTool(["audit", "-", "--format", "html"] + arguments, input: tokens)
    let root = try #require(parseMarkup(run.output.text))
    return (run, root)
  }

  @Test func oneFigurePerViolation() throws {
    let (run, root) = try Self.page(
      AuditCommandTests.broken, ["--devices", AuditCommandTests.threePhones])
    #expect(run.status == 1)
    let figures = root.elements("figure")
    #expect(figures.count == 19)
    #expect(root.elements("section").filter { $0.attributes["class"] == "token" }.count == 4)
    // Worst token first: the heading (23 against 34), then the card, caption, button.
    let order = root.classed("token").map { $0.elements("h2").first?.allText ?? "" }
    #expect(order == ["text.heading", "size.card", "text.caption", "size.button"])
    let card = try #require(
      figures.first {
        $0.attributes["data-token"] == "size.card" && $0.allText.contains("iPhone 15")
      })
    #expect(card.attributes["data-rule"] == "fits-window")
    #expect(
      card.attributes["data-value"].flatMap(Double.init).map { abs($0 - 471.6) < 1e-9 } == true)
    #expect(card.attributes["data-limit"] == "393.0")
    // The bar is the card's width in points, drawn in a 393-pt screen scaled by 0.4.
    let bar = try #require(card.classed("violation-bar").first)
    #expect(bar.attributes["style"]?.contains("width: 471.6px") == true)
    #expect(card.classed("screen").first?.attributes["style"]?.contains("scale(0.4)") == true)
    #expect(card.allText.contains("471.6 pt — must stay within 393 pt"))
    // A target: the needed 44-pt square and the 39.3-pt one.
    let button = try #require(
      figures.first {
        $0.attributes["data-token"] == "size.button" && $0.allText.contains("iPhone 15")
      })
    #expect(
      button.classed("needed-target").first?.attributes["style"]?.contains("width: 44px") == true)
    #expect(
      button.classed("violation-target").first?.attributes["style"]?.contains("width: 39.3px")
        == true)
    // Rules table with every source.
    let rules = try #require(root.all.first { $0.attributes["id"] == "rules" })
    #expect(rules.elements("tr").count == 5)
    #expect(rules.allText.contains("WCAG 2.2 SC 1.4.10 Reflow"))
    #expect(root.elements("style").first?.allText.contains(".violation-bar") == true)
  }

  @Test func cleanPage() throws {
    let (run, root) = try Self.page(AuditCommandTests.clean, ["--devices", "iphone15"])
    #expect(run.status == 0)
    #expect(root.elements("figure").isEmpty)
    #expect(root.classed("clean").first?.allText.hasPrefix("Clean: no violations") == true)
  }

  @Test func anchorsAndDrawableValues() {
    // The doc table, by hand from UTF-8: space 20, '-' 2d, '/' 2f, 'é' c3 a9.
    #expect(AuditPage.anchor("text.body") == "token-text.body")
    #expect(AuditPage.anchor("a b") == "token-a-20b")
    #expect(AuditPage.anchor("a-b") == "token-a-2db")
    #expect(AuditPage.anchor("a_b") == "token-a_b")
    #expect(AuditPage.anchor("a/b") == "token-a-2fb")
    #expect(AuditPage.anchor("é") == "token--c3-a9")
    #expect(AuditPage.anchor("\u{1}") == "token--01")
    #expect(AuditPage.drawable(.nan) == 0)
    #expect(AuditPage.drawable(-5) == 0)
    #expect(AuditPage.drawable(1e300) == 100_000)
    #expect(AuditPage.drawable(44) == 44)
  }
}
