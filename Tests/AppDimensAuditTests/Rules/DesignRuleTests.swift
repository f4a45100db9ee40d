import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

@Suite("DesignRule: ids, roles and sources")
struct DesignRuleTests {
  @Test func idsInOrder() {
    #expect(
      DesignRule.allCases.map(\.id) == [
        "text-200", "text-minimum", "target-size", "fits-window", "row-fits",
      ])
    #expect(DesignRule(id: "target-size") == .targetSize)
    #expect(DesignRule(id: "text200") == nil)
  }

  @Test func roles() {
    #expect(DesignRule.allCases.map(\.role) == [.text, .text, .target, .width, .width])
    #expect(DesignRule.allCases.map(\.isMinimum) == [true, true, true, false, false])
    #expect(DesignRule.allCases.map(\.checksRows) == [false, false, false, false, true])
  }

  // Every rule names its source: the WCAG success criterion or the HIG page, with its address.
  @Test func sourcesCite() {
    #expect(DesignRule.text200.source.contains("WCAG 2.2 SC 1.4.4"))
    #expect(DesignRule.text200.source.contains("Larger Text"))
    // App Store Connect Help's two pages on the Larger Text label, by their addresses.
    #expect(
      DesignRule.text200.source.contains(
        "https://developer.apple.com/help/app-store-connect/manage-app-accessibility/"
          + "overview-of-accessibility-nutrition-labels"))
    #expect(
      DesignRule.text200.source.contains(
        "https://developer.apple.com/help/app-store-connect/manage-app-accessibility/"
          + "larger-text-evaluation-criteria"))
    #expect(DesignRule.textMinimum.source.contains("HIG, Typography"))
    #expect(DesignRule.targetSize.source.contains("HIG, Accessibility"))
    #expect(DesignRule.fitsWindow.source.contains("WCAG 2.2 SC 1.4.10"))
    #expect(DesignRule.rowFits.source.contains("WCAG 2.2 SC 1.4.10"))
    for rule in DesignRule.allCases {
      #expect(rule.source.contains("https://"))
      #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"))
    }
  }
}
