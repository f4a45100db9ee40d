import Testing

@testable import AppDimensTokens

@Suite("DesignToken: a name, a role and a function of the window")
struct DesignTokenTests {
  @Test func factoriesSetTheRole() {
    let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let text = DesignToken.text("text.body", source: "17.ssp", 17.ssp)
    let target = DesignToken.target("button.height", 44.sdp)
    let width = DesignToken.width("card.width") { _ in 320 }
    #expect([text.role, target.role, width.role] == [.text, .target, .width])
    #expect(text.path == "text.body" && text.source == "17.ssp" && target.source == nil)
    // 17 × 390 ÷ 300 = 22.1; 44 × 390 ÷ 300 = 57.2
    #expect(abs(text.value(in: phone) - 22.1) < 1e-9)
    #expect(abs(target.value(in: phone) - 57.2) < 1e-9)
    #expect(width.value(in: phone) == 320)
  }
}
