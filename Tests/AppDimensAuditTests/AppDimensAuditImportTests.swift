import AppDimensAudit
import Testing

@Suite("import AppDimensAudit alone is enough")
struct AppDimensAuditImportTests {
  // The module re-exports the principal API, the device catalog and Dynamic Type, so a test
  // suite can write tokens and pick devices with this one import.
  @Test func reExports() {
    let c = DeviceProfile.iPhone15.configuration()
    #expect(16.sdp(c) == 20.96)
    #expect(DesignToken.text("text.body", 17.ssp).value(in: .baseline) == 17)
    #expect(TextStyle.body.rawValue == "body")
  }
}
