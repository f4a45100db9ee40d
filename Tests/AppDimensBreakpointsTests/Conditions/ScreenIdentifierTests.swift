import AppDimensAdaptizer
import Testing

@testable import AppDimensBreakpoints

@Test func widthKeys() {
  #expect(ScreenIdentifier.width(390).kind == .width(390))
  #expect(ScreenIdentifier.width(390) == .width(390.0))
  #expect(ScreenIdentifier.width(390).widthPoints == 390)
  #expect(wAny.widthPoints == nil)
  #expect(ScreenIdentifier.width(390) != .width(393))
  #expect(!ScreenIdentifier.width(390).isDefault)
}

@Test func defaultMark() {
  #expect(w320.default.isDefault)
  #expect(w320.default.kind == w320.kind)
  #expect(w320.default != w320)
  #expect(wC.phone.default.isDefault)
  #expect(wC.phone.default.kind == .sizeClass(.compact, idiom: .phone))
  #expect(ScreenIdentifier.width(390).default.default == ScreenIdentifier.width(390).default)
}

@Test func sizeClassKeys() {
  #expect(wC.phone.kind == .sizeClass(.compact, idiom: .phone))
  #expect(wC.pad.kind == .sizeClass(.compact, idiom: .pad))
  #expect(wC.all.kind == .sizeClass(.compact, idiom: nil))
  #expect(wR.phone.kind == .sizeClass(.regular, idiom: .phone))
  #expect(wR.pad.kind == .sizeClass(.regular, idiom: .pad))
  #expect(wR.all.kind == .sizeClass(.regular, idiom: nil))
  #expect(wR.idiom(.mac) == .sizeClass(.regular, idiom: .mac))
  #expect(wAny.kind == .any)
}

@Test func nanWidthNeverMatchesAndStaysHashable() {
  let key = ScreenIdentifier.width(.nan)
  #expect(key == ScreenIdentifier.width(.nan))
  #expect(Set([key, ScreenIdentifier.width(.nan)]).count == 1)
  let table: Breakpoints<Int> = [key: 1]
  for w in [1.0, 320, 1366, 100_000] {
    #expect(table.resolve(DimensConfiguration(screenWidth: w, screenHeight: 900)) == nil)
  }
  let marked: Breakpoints<Int> = [key.default: 1]
  #expect(marked.resolve(DimensConfiguration(screenWidth: 390, screenHeight: 844)) == 1)
}

@Test func textSizeKeys() {
  // The rows of the doc comment of `textSize(from:through:)`; UIKit's isAccessibilityCategory
  // is true for its five accessibility sizes, the portable accessibility1 … accessibility5.
  #expect(
    ScreenIdentifier.textSize(from: .accessibility1).kind
      == .textSize(.accessibility1 ... .accessibility5))
  #expect(
    ScreenIdentifier.textSize(from: .xLarge, through: .xxxLarge).textSizes == .xLarge ... .xxxLarge)
  #expect(
    ScreenIdentifier.textSize(from: .xLarge, through: .xLarge).textSizes == .xLarge ... .xLarge)
  #expect(
    ScreenIdentifier.textSize(from: .xxxLarge, through: .xLarge)
      == .textSize(from: .xLarge, through: .xxxLarge))
  #expect(ScreenIdentifier.accessibilityTextSizes == .textSize(from: .accessibility1))
  #expect(ScreenIdentifier.accessibilityTextSizes.textSizes?.lowerBound.isAccessibility == true)
  #expect(ScreenIdentifier.accessibilityTextSizes.widthPoints == nil)
  #expect(w320.textSizes == nil)
  #expect(ScreenIdentifier.accessibilityTextSizes.default.isDefault)
}
