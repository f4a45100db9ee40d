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

  @Test func oneCardPerTokenAndRule() throws {
    let (run, root) = try Self.page(
      AuditCommandTests.broken, ["--devices", AuditCommandTests.threePhones])
    #expect(run.status == 1)
    // One card per token and rule broken, each with one drawing: its worst window.
    let cards = root.classed("token")
    #expect(cards.count == 4)
    #expect(root.elements("figure").count == 4)
    // Worst first: the heading (22.33 against 34), the card (1.2 × the width everywhere), the
    // button (37.5 against 44 on the SE), the caption (10.31 against 11).
    let order = cards.map { $0.elements("h2").first?.allText ?? "" }
    #expect(order == ["text.heading", "size.card", "size.button", "text.caption"])
    let card = try #require(cards.first { $0.attributes["data-token"] == "size.card" })
    #expect(card.attributes["data-rule"] == "fits-window")
    // The three phones tie at 1.2 × their width; the first in the audit's order is drawn:
    // 360 × 375 ÷ 300 = 450 on the 375-pt SE.
    let figure = try #require(card.elements("figure").first)
    #expect(
      figure.attributes["data-value"] == "450.0" && figure.attributes["data-limit"] == "375.0")
    let bar = try #require(figure.classed("violation-bar").first)
    #expect(bar.attributes["style"]?.contains("width: 450px") == true)
    #expect(figure.classed("screen").first?.attributes["style"]?.contains("scale(0.4)") == true)
    #expect(figure.allText.contains("450 pt — must stay within 375 pt"))
    // The failing windows are listed: the three portraits.
    let failing = card.classed("failing").first?.elements("li").map(\.allText) ?? []
    #expect(failing.count == 3 && failing.allSatisfy { $0.contains("portrait") })
    // Its value as written, its $description-free note, and the number that passes.
    #expect(card.classed("note").first?.allText == "$value 360 · read as 360.sdp")
    #expect(card.classed("fix").first?.allText == "passes everywhere at 300 (300.sdp)")
    // A target: the needed 44-pt square and the 37.5-pt one on the SE (30 × 375 ÷ 300).
    let button = try #require(cards.first { $0.attributes["data-token"] == "size.button" })
    #expect(
      button.classed("needed-target").first?.attributes["style"]?.contains("width: 44px") == true)
    #expect(
      button.classed("violation-target").first?.attributes["style"]?.contains("width: 37.5px")
        == true)
    // What was assumed and read, and the rules table with every source.
    #expect(root.classed("assumed").first?.allText.contains("scaling: appdimens") == true)
    let rules = try #require(root.all.first { $0.attributes["id"] == "rules" })
    #expect(rules.elements("tr").count == 6)
    #expect(rules.allText.contains("WCAG 2.2 SC 1.4.10 Reflow"))
    #expect(root.elements("style").first?.allText.contains(".violation-bar") == true)
  }

  /// A token's `$description` is on its card; problems have a section of their own.
  @Test func descriptionAndProblems() throws {
    let tokens = #"""
      {"t": {"$type": "fontSize", "$value": 9, "$description": "Fine print."},
       "u": {"$type": "fontSize", "$value": "{missing}"}}
      """#
    let (_, root) = try Self.page(tokens, ["--devices", "iphone15"])
    #expect(root.classed("description").first?.allText == "Fine print.")
    let problems = try #require(root.all.first { $0.attributes["id"] == "problems" })
    #expect(problems.allText.contains("u: $value: no token 'missing'"))
  }

  /// Aliases of one source token are one card listing them; identical failing windows are one
  /// line whose windows unfold.
  @Test func oneCardPerSourceAndCollapsedWindows() throws {
    let (run, root) = try Self.page(
      AuditCommandTests.aliases, ["--devices", "iPhone 15", "--role", "target=button.*,size.s"])
    #expect(run.status == 1)
    let cards = root.classed("token")
    #expect(cards.map { $0.attributes["data-token"] } == ["size.s", "button.c"])
    let source = try #require(cards.first)
    #expect(source.attributes["data-tokens"] == "3")
    let users = try #require(source.classed("users").first)
    #expect(users.elements("summary").first?.allText == "3 tokens use this value")
    #expect(
      users.elements("li").map(\.allText) == ["size.s", "button.a", "button.b"])
    // 30 points in portrait and landscape alike: one line, the two windows under it.
    let failing = try #require(source.classed("failing").first)
    #expect(
      failing.elements("summary").map(\.allText)
        == ["2 windows (every window checked) at large: 30 < 44"])
    #expect(
      failing.elements("li").filter { $0.elements("details").isEmpty }.map(\.allText)
        == ["iPhone 15 portrait", "iPhone 15 landscape"])
    #expect(source.classed("measure").first?.allText.contains("fails at every size") == true)
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
