import Testing

@testable import AppDimensDynamicType

@Test func resolvedFontKeepsItsValues() {
  let font = ResolvedFont(pointSize: 40, leading: 48, weight: .semibold)
  #expect(font.pointSize == 40)
  #expect(font.leading == 48)
  #expect(font.weight == .semibold)
  #expect(font == FontSpec(style: .body, weight: .semibold).resolve(category: .accessibility3))
}
