import Testing

@testable import AppDimensDynamicType

/// One row of the conversion table: SwiftUI and UIKit names of a category.
struct PlatformNameCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory
  let dynamicTypeSize: String
  let uiKitName: String
  let uiKitRawValue: String
  var testDescription: String { "\(category)" }
}

// Expected names from Apple's documentation (SwiftUI `DynamicTypeSize`, UIKit
// `UIContentSizeCategory` constants) and the measured raw values (temoki/UIKit_DynamicType).
let platformNameCases: [PlatformNameCase] = [
  .init(
    category: .xSmall, dynamicTypeSize: "xSmall", uiKitName: "extraSmall",
    uiKitRawValue: "UICTContentSizeCategoryXS"),
  .init(
    category: .small, dynamicTypeSize: "small", uiKitName: "small",
    uiKitRawValue: "UICTContentSizeCategoryS"),
  .init(
    category: .medium, dynamicTypeSize: "medium", uiKitName: "medium",
    uiKitRawValue: "UICTContentSizeCategoryM"),
  .init(
    category: .large, dynamicTypeSize: "large", uiKitName: "large",
    uiKitRawValue: "UICTContentSizeCategoryL"),
  .init(
    category: .xLarge, dynamicTypeSize: "xLarge", uiKitName: "extraLarge",
    uiKitRawValue: "UICTContentSizeCategoryXL"),
  .init(
    category: .xxLarge, dynamicTypeSize: "xxLarge", uiKitName: "extraExtraLarge",
    uiKitRawValue: "UICTContentSizeCategoryXXL"),
  .init(
    category: .xxxLarge, dynamicTypeSize: "xxxLarge", uiKitName: "extraExtraExtraLarge",
    uiKitRawValue: "UICTContentSizeCategoryXXXL"),
  .init(
    category: .accessibility1, dynamicTypeSize: "accessibility1",
    uiKitName: "accessibilityMedium", uiKitRawValue: "UICTContentSizeCategoryAccessibilityM"),
  .init(
    category: .accessibility2, dynamicTypeSize: "accessibility2",
    uiKitName: "accessibilityLarge", uiKitRawValue: "UICTContentSizeCategoryAccessibilityL"),
  .init(
    category: .accessibility3, dynamicTypeSize: "accessibility3",
    uiKitName: "accessibilityExtraLarge",
    uiKitRawValue: "UICTContentSizeCategoryAccessibilityXL"),
  .init(
    category: .accessibility4, dynamicTypeSize: "accessibility4",
    uiKitName: "accessibilityExtraExtraLarge",
    uiKitRawValue: "UICTContentSizeCategoryAccessibilityXXL"),
  .init(
    category: .accessibility5, dynamicTypeSize: "accessibility5",
    uiKitName: "accessibilityExtraExtraExtraLarge",
    uiKitRawValue: "UICTContentSizeCategoryAccessibilityXXXL"),
]

@Test func theTableCoversAllTwelveCategories() {
  #expect(platformNameCases.map(\.category) == ContentSizeCategory.allCases)
  #expect(Set(platformNameCases.map(\.uiKitRawValue)).count == 12)
}

@Test(arguments: platformNameCases)
func categoriesConvertToPlatformNames(_ c: PlatformNameCase) {
  #expect(c.category.dynamicTypeSizeName == c.dynamicTypeSize)
  #expect(c.category.uiKitName == c.uiKitName)
  #expect(c.category.uiKitRawValue == c.uiKitRawValue)
}

@Test(arguments: platformNameCases)
func platformNamesConvertBackToCategories(_ c: PlatformNameCase) {
  #expect(ContentSizeCategory(dynamicTypeSizeName: c.dynamicTypeSize) == c.category)
  #expect(ContentSizeCategory(uiKitName: c.uiKitName) == c.category)
  #expect(ContentSizeCategory(uiKitRawValue: c.uiKitRawValue) == c.category)
}

@Test(
  arguments: ["unspecified", "_UICTContentSizeCategoryUnspecified", "", "XXXXL"].map(
    TextCaseArgument.init))
func unknownNamesConvertToLarge(_ argument: TextCaseArgument) {
  let name = argument.text
  #expect(ContentSizeCategory(dynamicTypeSizeName: name) == .large)
  #expect(ContentSizeCategory(uiKitName: name) == .large)
  #expect(ContentSizeCategory(uiKitRawValue: name) == .large)
}

@Test func theAliasIsThePortableCategory() {
  let category: DynamicTypeCategory = .accessibility3
  #expect(category == ContentSizeCategory.accessibility3)
}
