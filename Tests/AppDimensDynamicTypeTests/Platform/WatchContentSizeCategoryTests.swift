import Testing

@testable import AppDimensDynamicType

/// A portable category and the watch category it maps to.
struct WatchMappingCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory
  let watch: WatchContentSizeCategory
  var testDescription: String { "\(category) → \(watch)" }
}

@Test(arguments: [
  WatchMappingCase(category: .xSmall, watch: .xSmall),
  WatchMappingCase(category: .small, watch: .small),
  // watchOS has no Medium: it resolves as Large (the watchOS default body size, 16 pt).
  WatchMappingCase(category: .medium, watch: .large),
  WatchMappingCase(category: .large, watch: .large),
  WatchMappingCase(category: .xLarge, watch: .xLarge),
  WatchMappingCase(category: .xxLarge, watch: .xxLarge),
  WatchMappingCase(category: .xxxLarge, watch: .xxxLarge),
  WatchMappingCase(category: .accessibility1, watch: .accessibility1),
  WatchMappingCase(category: .accessibility2, watch: .accessibility2),
  WatchMappingCase(category: .accessibility3, watch: .accessibility3),
  WatchMappingCase(category: .accessibility4, watch: .accessibility3),
  WatchMappingCase(category: .accessibility5, watch: .accessibility3),
])
func portableCategoriesMapToTheWatchRamp(_ c: WatchMappingCase) {
  #expect(WatchContentSizeCategory(c.category) == c.watch)
}

@Test func watchCategoriesRoundTripThroughTheirNames() {
  #expect(WatchContentSizeCategory.allCases.count == 9)
  for watch in WatchContentSizeCategory.allCases {
    #expect(WatchContentSizeCategory(watch.contentSizeCategory) == watch)
    #expect(watch.contentSizeCategory.rawValue == watch.rawValue)
  }
  #expect(WatchContentSizeCategory.allCases.map(\.ordinal) == Array(0..<9))
}

@Test func theMappingKeepsTheOrderOfCategories() {
  let mapped = ContentSizeCategory.allCases.map { WatchContentSizeCategory($0).ordinal }
  #expect(zip(mapped, mapped.dropFirst()).allSatisfy { $0 <= $1 })
  #expect(
    ContentSizeCategory.allCases.map { DimensPlatform.watchOS.rampCategory(for: $0) }
      == ContentSizeCategory.allCases.map { WatchContentSizeCategory($0).contentSizeCategory })
}

/// A watch case size and its default category (HIG).
struct WatchDefaultCase: Sendable, CustomTestStringConvertible {
  let millimeters: Int
  let category: WatchContentSizeCategory?
  var testDescription: String { "\(millimeters) mm" }
}

@Test(arguments: [
  WatchDefaultCase(millimeters: 38, category: .small),
  WatchDefaultCase(millimeters: 40, category: .large),
  WatchDefaultCase(millimeters: 41, category: .large),
  WatchDefaultCase(millimeters: 42, category: .large),
  WatchDefaultCase(millimeters: 44, category: .xLarge),
  WatchDefaultCase(millimeters: 45, category: .xLarge),
  WatchDefaultCase(millimeters: 46, category: .xLarge),
  WatchDefaultCase(millimeters: 49, category: .xLarge),
  WatchDefaultCase(millimeters: 43, category: nil),
  WatchDefaultCase(millimeters: 0, category: nil),
])
func defaultCategoryFollowsTheCaseSize(_ c: WatchDefaultCase) {
  #expect(WatchContentSizeCategory.defaultCategory(caseMillimeters: c.millimeters) == c.category)
}
