import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// One line per token and rule, and the number that passes everywhere, checked by hand.
@Suite("DesignFinding: the worst window and the number that passes")
struct DesignFindingTests {
  /// A token of `role` read from `$value` `value`, drawn as points.
  static func token(_ role: DesignToken.Role, _ value: String, path: String = "t")
    throws -> DesignToken
  {
    let type = role == .text ? "fontSize" : "dimension"
    let system = try readSystem(
      #"{"\#(path)": {"$type": "\#(type)", "$value": \#(value)}}"#,
      options: .init(scaling: .fixed, roles: roles([(role, path)])))
    return try #require(system.tokens.first)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let role: DesignToken.Role
    let value: String
    let rule: DesignRule
    let worst: Double
    let limit: Double
    let fix: String?
    var testDescription: String { "\(value) \(rule.id)" }
  }

  // The doc table, on the catalog's iPhones, by hand: a fixed target is its number everywhere
  // (44 needed; 2.75rem × 16 = 44); the narrowest iPhone is 320 pt wide (the first-generation
  // SE), so 320 is the widest width that fits.
  static let cases = [
    Case(role: .target, value: #""16px""#, rule: .targetSize, worst: 16, limit: 44, fix: "44px"),
    Case(role: .target, value: #""40px""#, rule: .targetSize, worst: 40, limit: 44, fix: "44px"),
    Case(role: .target, value: #""2rem""#, rule: .targetSize, worst: 32, limit: 44, fix: "2.75rem"),
    Case(role: .width, value: #""480px""#, rule: .fitsWindow, worst: 480, limit: 320, fix: "320px"),
  ]

  @Test(arguments: cases) func findings(_ c: Case) throws {
    let report = DesignAudit(
      tokens: [try Self.token(c.role, c.value)], devices: DeviceCatalog.devices(in: .phone),
      rules: [c.rule]
    ).run()
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.worst.value == c.worst && finding.worst.limit == c.limit)
    #expect(finding.fix?.written == c.fix)
  }

  /// text-200 has no number: a size does not change how a style grows.
  @Test func textGrowthHasNoFix() throws {
    let token = DesignToken.text("t", source: "17.ssp") {
      17.ssp($0, relativeTo: .body, maxSize: .large)
    }
    let report = DesignAudit(
      tokens: [token], devices: [.iPhoneSE3], rules: [.text200]
    ).run()
    #expect(report.findings.count == 1 && report.findings.first?.fix == nil)
  }

  /// A finding of text below the minimum: the fix is checked on every window again.
  @Test func textMinimumFix() throws {
    let report = DesignAudit(
      tokens: [try Self.token(.text, #""9px""#)], devices: DeviceCatalog.devices(in: .phone),
      rules: [.textMinimum]
    ).run()
    let finding = try #require(report.findings.first)
    let fix = try #require(finding.fix)
    let fixed = try #require(try Self.token(.text, #""9px""#).withNumber(fix.number))
    let again = DesignAudit(
      tokens: [fixed], devices: DeviceCatalog.devices(in: .phone), rules: [.textMinimum]
    ).run()
    #expect(again.isClean)
    // One less does not pass: the fix is the smallest whole size.
    let smaller = try #require(try Self.token(.text, #""9px""#).withNumber(fix.number - 1))
    #expect(
      !DesignAudit(
        tokens: [smaller], devices: DeviceCatalog.devices(in: .phone), rules: [.textMinimum]
      )
      .run().isClean)
    #expect(fix.source == DesignScaling.fixed.text(fix.number, style: .body).source)
    // The iOS 26 UIFontMetrics measurement (body at xSmall): 12 pt → 10.333333, 13 → 11.333333.
    #expect(fix.number == 13 && fix.written == "13px")
  }
}
