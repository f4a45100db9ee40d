import AppDimensTestSupport
import Testing

@testable import AppDimensTokens

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
    #expect(TokenPattern(String(repeating: "a", count: 256)) != nil)
    #expect(TokenPattern(String(repeating: "a", count: 257)) == nil)
  }

  /// The glob semantics written out by hand as a memoized search over (pattern position, path
  /// position) — the definition, not the matcher's pieces — on 3,000 seeded random patterns
  /// and paths over a small alphabet, where near misses are common.
  @Test func agreesWithTheDefinition() throws {
    func reference(_ pattern: [Character], _ path: [Character]) -> Bool {
      // Segments: "**" matches any number of whole segments; "*" any characters but ".".
      let patternSegments = pattern.split(separator: ".", omittingEmptySubsequences: false)
        .map(Array.init)
      let pathSegments = path.split(separator: ".", omittingEmptySubsequences: false).map(
        Array.init)
      func glob(_ p: [Character], _ n: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
          if let known = memo[i * 1000 + j] { return known }
          let result: Bool
          if i == p.count {
            result = j == n.count
          } else if p[i] == "*" {
            result = go(i + 1, j) || (j < n.count && go(i, j + 1))
          } else {
            result = j < n.count && p[i] == n[j] && go(i + 1, j + 1)
          }
          memo[i * 1000 + j] = result
          return result
        }
        return go(0, 0)
      }
      var memo: [Int: Bool] = [:]
      func go(_ i: Int, _ j: Int) -> Bool {
        if let known = memo[i * 1000 + j] { return known }
        let result: Bool
        if i == patternSegments.count {
          result = j == pathSegments.count
        } else if patternSegments[i] == ["*", "*"] {
          result = go(i + 1, j) || (j < pathSegments.count && go(i, j + 1))
        } else {
          result =
            j < pathSegments.count && glob(patternSegments[i], pathSegments[j])
            && go(i + 1, j + 1)
        }
        memo[i * 1000 + j] = result
        return result
      }
      return go(0, 0)
    }
    var random = SplitMix64(seed: 0x61_0B)
    func text(_ alphabet: [Character], _ count: Int) -> String {
      String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    }
    var checked = 0
    for _ in 0..<3000 {
      let pattern = text(["a", "b", "*", "*", "."], 1 + Int(random.next() % 12))
      let path = text(["a", "a", "b", "."], Int(random.next() % 14))
      guard let compiled = TokenPattern(pattern) else { continue }
      checked += 1
      #expect(
        compiled.matches(path) == reference(Array(pattern), Array(path)), "\(pattern) \(path)")
    }
    #expect(checked > 1000)
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
