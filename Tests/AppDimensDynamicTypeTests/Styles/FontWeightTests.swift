import Testing

@testable import AppDimensDynamicType

@Test func cssWeightsAreTheHundredsInOrder() {
  #expect(FontWeight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
  #expect(FontWeight.regular.cssValue == 400)
  #expect(FontWeight.semibold.cssValue == 600)
}
