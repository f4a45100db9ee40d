import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// The doc table of `DesignFindingGroup`, read from files: aliases of one source token with the
/// same text style are one group; another style, or a value written in place, is another.
@Suite("DesignFindingGroup: the findings of one source token together")
struct DesignFindingGroupTests {
  static let tokens = """
    {
      "size": {"$type": "fontSize", "xs": {"$value": "8px"}},
      "text": {
        "$type": "fontSize",
        "a": {"$value": "{size.xs}"},
        "b": {"$value": "{text.a}"},
        "caption2": {"note": {"$value": "{size.xs}"}},
        "plain": {"$value": "8px"},
        "same": {"$value": "8px"}
      }
    }
    """

  @Test func aliasesKnowTheirSource() throws {
    let system = try readSystem(Self.tokens, options: .init(scaling: .fixed))
    let alias = Dictionary(uniqueKeysWithValues: system.tokens.map { ($0.path, $0.alias) })
    // The end of each chain: text.b → text.a → size.xs.
    #expect(alias["text.a"] == .some("size.xs"))
    #expect(alias["text.b"] == .some("size.xs"))
    #expect(alias["text.caption2.note"] == .some("size.xs"))
    #expect(alias["size.xs"] == .some(nil))
    #expect(alias["text.plain"] == .some(nil))
    // Tokens made in code have none.
    #expect(DesignToken.text("t", 17.ssp).alias == nil)
  }

  @Test func groups() throws {
    let system = try readSystem(Self.tokens, options: .init(scaling: .fixed))
    // 8 points of text is under the 11-point iOS minimum at every category up to Large at
    // least (HIG, Typography), so every token fails text-minimum on a phone.
    let report = DesignAudit(
      tokens: system.tokens, devices: [try #require(DeviceCatalog.find("iPhone 15"))],
      rules: [.textMinimum]
    ).run()
    #expect(report.findings.count == 6)
    let groups = report.groupedFindings(tokens: system.tokens)
    let shape = groups.map { "\($0.source): " + $0.tokens.sorted().joined(separator: " ") }
    #expect(
      Set(shape) == [
        "size.xs: size.xs text.a text.b",  // body, from no style in the path
        "size.xs: text.caption2.note",  // caption2, from its path: another curve
        "text.plain: text.plain",  // written in place: a group of its own
        "text.same: text.same",
      ])
    #expect(groups.allSatisfy { $0.rule == .textMinimum })
    // Tokens not given are groups of their own.
    #expect(report.groupedFindings(tokens: []).count == 6)
  }

  @Test func failingTextSizesAreTheUnionInOrder() {
    // Two windows failing at different sizes: the finding lists both, smallest first.
    let sizes: [AppTextSize] = [.category(.medium), .percent(150), .category(.xSmall)]
    #expect(
      DesignFinding.ordered(sizes + [.category(.xSmall)])
        == [.category(.xSmall), .category(.medium), .percent(150)])
  }
}
