import Testing

@testable import AppDimensTokens

// The rows of the doc comment of `DesignRow`: Σ items + gap × (items − 1) + 2 × padding, worked
// by hand (24 + 24 + 6 × 17 + 2 × 8 + 2 × 16 = 198; one item has no gap: 44).
@Test func rowWidthsOfTheDocComment() {
  let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let icon = DesignToken.width("icon") { _ in 24 }
  let body = DesignToken.text("body") { _ in 17 }
  let row = DesignRow(
    path: "toolbar", items: [.init(icon), .init(icon), .init(body, ems: 6)],
    gap: .width("gap") { _ in 8 }, padding: .width("padding") { _ in 16 })
  #expect(row.width(in: window) == 198)
  let one = DesignRow(
    path: "one", items: [.init(.target("button") { _ in 44 })], gap: .width("gap") { _ in 8 })
  #expect(one.width(in: window) == 44)
  #expect(DesignRow.Item(body, ems: 6).width(in: window) == 102)
  #expect(DesignRow.Item(body).width(in: window) == 17)
}
