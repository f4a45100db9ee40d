import Testing

@testable import AppDimensAudit

@Suite("TokenPattern: * within a name, ** across names")
struct TokenPatternTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let pattern: String
    let matches: [String]
    let misses: [String]
    var testDescription: String { pattern }
  }

  // The doc table, and edges by hand.
  static let cases = [
    Case(
      pattern: "control.*.size", matches: ["control.small.size"],
      misses: ["control.small.icon.size", "control.size"]),
    Case(
      pattern: "control.**.size", matches: ["control.size", "control.small.icon.size"],
      misses: ["control.small.gap"]),
    Case(pattern: "**.minTarget.*", matches: ["control.minTarget.fine"], misses: ["minTarget"]),
    Case(
      pattern: "text.size-*", matches: ["text.size-small", "text.size-"], misses: ["text.size"]),
    Case(pattern: "*", matches: ["a"], misses: ["a.b"]),
    Case(pattern: "**", matches: ["a", "a.b.c"], misses: []),
    Case(pattern: "a*b*c", matches: ["abc", "a-b-c", "abbc"], misses: ["acb", "ab"]),
    Case(
      pattern: "@typography.**.size*", matches: ["@typography.body.size-small"],
      misses: ["@typography.body.weight"]),
  ]

  @Test(arguments: cases) func matching(_ c: Case) throws {
    let pattern = try #require(TokenPattern(c.pattern))
    for path in c.matches { #expect(pattern.matches(path), "\(path)") }
    for path in c.misses { #expect(!pattern.matches(path), "\(path)") }
  }

  @Test func invalidPatterns() {
    #expect(TokenPattern("") == nil)
    #expect(TokenPattern("a..b") == nil)
    #expect(TokenPattern(".a") == nil)
  }

  /// Twenty `**` against a 200-segment path: a table, not backtracking (a backtracking matcher
  /// would try about C(220, 20) splits).
  @Test func manyDoubleStarsStayFast() throws {
    let pattern = try #require(
      TokenPattern(Array(repeating: "**", count: 20).joined(separator: ".") + ".z"))
    let path = Array(repeating: "a", count: 200).joined(separator: ".")
    #expect(!pattern.matches(path))
    #expect(pattern.matches(path + ".z"))
  }
}
