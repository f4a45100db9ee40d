import Testing

@testable import AppDimensAudit

@Suite("AuditTextSize: names in reports")
struct AuditTextSizeTests {
  @Test func names() {
    #expect(AuditTextSize.category(.large).name == "large")
    #expect(AuditTextSize.category(.accessibility5).name == "accessibility5")
    #expect(AuditTextSize.fontScale(1.5).name == "fontScale 1.5")
  }
}
