import Testing

@testable import AppDimensBreakpoints

@Test func tiersFollowTheSpecOrder() {
  // Behavior Reference › Breakpoints steps 1…5, most specific first.
  let specOrder: [BreakpointTier] = [
    .exactWidth, .sizeClassAndIdiom, .sizeClass, .widthBelow, .fallback,
  ]
  #expect(specOrder == BreakpointTier.allCases.sorted(by: >))
  #expect(specOrder.map(\.specificity) == [4, 3, 2, 1, 0])
  for (higher, lower) in zip(specOrder, specOrder.dropFirst()) {
    #expect(
      RankKey(specificity: higher.specificity).outranks(RankKey(specificity: lower.specificity)))
  }
  #expect(BreakpointTier.exactWidthTolerance == 0.5)
}
