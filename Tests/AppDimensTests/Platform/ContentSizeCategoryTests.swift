import Testing

@testable import AppDimens

@Suite("ContentSizeCategory")
struct ContentSizeCategoryTests {
  /// iOS body sizes per category (Apple HIG, Typography › Specifications, "iOS, iPadOS Dynamic
  /// Type sizes").
  static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  @Test func twelveCasesInOrder() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases.map(\.ordinal) == Array(0..<12))
    #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    #expect(ContentSizeCategory.xSmall < .accessibility5)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func bodyPointSizeIsTheIOSRamp(_ category: ContentSizeCategory) {
    #expect(category.bodyPointSize == Self.bodySizes[category.ordinal])
    #expect(ContentSizeCategory(ordinal: category.ordinal) == category)
  }

  @Test func accessibilityFlagAndOrdinalBounds() {
    #expect(!ContentSizeCategory.xxxLarge.isAccessibility)
    #expect(ContentSizeCategory.accessibility1.isAccessibility)
    #expect(ContentSizeCategory(ordinal: -1) == nil)
    #expect(ContentSizeCategory(ordinal: 12) == nil)
  }
}
