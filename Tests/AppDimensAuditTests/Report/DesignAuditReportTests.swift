import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

@Suite("DesignAuditReport: worst first, grouped by token, baselines")
struct DesignAuditReportTests {
  static func violation(
    _ token: String, _ rule: DesignRule, value: Double, limit: Double,
    device: DeviceProfile = .iPhoneSE3, orientation: Orientation = .portrait
  ) throws -> DesignViolation {
    let window = try #require(AuditWindow(DeviceWindow(device: device, orientation: orientation)))
    return DesignViolation(
      token: token, rule: rule, window: window, textSize: .category(.large), value: value,
      limit: limit, failingTextSizes: [.category(.large)])
  }

  @Test func order() throws {
    // Severities: a 0.1 and 0.5; b 0.3; c 0.5 (ties with a's worst: a came first).
    let input = [
      try Self.violation("a", .targetSize, value: 39.6, limit: 44),
      try Self.violation("b", .textMinimum, value: 7.7, limit: 11),
      try Self.violation("a", .targetSize, value: 22, limit: 44, orientation: .landscape),
      try Self.violation("c", .fitsWindow, value: 562.5, limit: 375),
    ]
    let report = DesignAuditReport(violations: input, checked: 10)
    #expect(report.violations.map(\.token) == ["a", "a", "c", "b"])
    #expect(report.violations.map(\.value) == [22, 39.6, 562.5, 7.7])
    #expect(report.byToken.map(\.token) == ["a", "c", "b"])
    #expect(report.byToken.map(\.violations.count) == [2, 1, 1])
    #expect(!report.isClean && report.checked == 10 && report.accepted == 0)
  }

  @Test func baselineAcceptsKnownViolations() throws {
    let known = try Self.violation("a", .targetSize, value: 30, limit: 44)
    let new = try Self.violation("a", .targetSize, value: 30, limit: 44, orientation: .landscape)
    let report = DesignAuditReport(violations: [known, new], checked: 4)
    let accepted = report.accepting([known.key])
    #expect(accepted.violations == [new])
    #expect(accepted.accepted == 1 && accepted.checked == 4)
    let all = accepted.accepting([new.key])
    #expect(all.isClean && all.accepted == 2)
  }

  // 482.4 ÷ 402 and 450 ÷ 375 are both 1.2 by hand; in Double the first is 1.2000000000000002.
  // Equal to 9 decimals, they keep the audit's order.
  @Test func roundingNoiseDoesNotReorder() throws {
    let first = try Self.violation("card", .fitsWindow, value: 450, limit: 375)
    let second = try Self.violation(
      "card", .fitsWindow, value: 482.4, limit: 402, device: .iPhone16Pro)
    #expect(second.severity != first.severity)
    let report = DesignAuditReport(violations: [first, second], checked: 2)
    #expect(report.violations == [first, second])
  }
}
