import Testing

@testable import AppDimensBreakpoints

@Test func moduleLevelNamesEqualTheStaticMembers() {
  let names: [ScreenIdentifier] = [
    w320, w375, w414, w438, w504, w507, w551, w568, w639, w667, w678, w694, w736, w768, w782,
    w834, w981, w1024, w1112, w1366,
  ]
  #expect(names == adaptizerWidthCases.map(\.key))
  #expect(wAny == ScreenIdentifier.wAny)
  #expect(wC == ScreenIdentifier.wC)
  #expect(wR == ScreenIdentifier.wR)
  #expect(wC.sizeClass == .compact)
  #expect(wR.sizeClass == .regular)
}
