import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

@Suite("DesignViolation: severity and baseline keys")
struct DesignViolationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: DesignRule
    let value: Double
    let limit: Double
    let severity: Double
    var testDescription: String { rule.id }
  }

  // The rows of the doc comment's table, computed by hand.
  static let cases = [
    Case(rule: .textMinimum, value: 9, limit: 11, severity: 2.0 / 11),
    Case(rule: .targetSize, value: 37.5, limit: 44, severity: 6.5 / 44),
    Case(rule: .fitsWindow, value: 450, limit: 375, severity: 0.2),
    Case(rule: .text200, value: 23, limit: 34, severity: 11.0 / 34),
  ]

  static func window() throws -> AuditWindow {
    try #require(AuditWindow(DeviceWindow(device: .iPhoneSE3, orientation: .landscape)))
  }

  @Test(arguments: cases) func severity(_ c: Case) throws {
    let v = DesignViolation(
      token: "t", rule: c.rule, window: try Self.window(), textSize: .category(.large),
      value: c.value, limit: c.limit, failingTextSizes: [.category(.large)])
    #expect(abs(v.severity - c.severity) < 1e-12)
  }

  @Test func severityOfBadNumbers() {
    #expect(DesignViolation.severity(value: .nan, limit: 44, isMinimum: true) == .infinity)
    #expect(DesignViolation.severity(value: 10, limit: 0, isMinimum: false) == .infinity)
  }

  @Test func keyLeavesNumbersOut() throws {
    let window = try Self.window()
    let a = DesignViolation(
      token: "button", rule: .targetSize, window: window, textSize: .category(.large),
      value: 37.5, limit: 44, failingTextSizes: [])
    let b = DesignViolation(
      token: "button", rule: .targetSize, window: window, textSize: .category(.xSmall),
      value: 30, limit: 44, failingTextSizes: [])
    #expect(a.key == b.key)
    #expect(
      a.key
        == DesignViolation.Key(
          token: "button", rule: .targetSize, device: "iPhone SE (3rd generation)",
          orientation: .landscape, pane: .full))
  }
}
