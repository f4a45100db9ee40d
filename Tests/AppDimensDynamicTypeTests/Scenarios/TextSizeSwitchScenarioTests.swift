import Testing

@testable import AppDimensDynamicType

// Scenarios of the row-or-column switch as the adapters read it: `TextSizeStack` passes the
// view's own Dynamic Type size and the provider's `ProviderText` (platform and app text scale);
// `UIStackView.applyTextSizeSwitch` passes the view's trait category, the native platform and
// 1. Sources: UIKit's `isAccessibilityCategory` is true for the five accessibility sizes; the
// HIG's iOS body is 17 pt at Large and 28 at AX1; SwiftUI's `dynamicTypeSize` "cannot be
// changed by users and does not affect the text size" on macOS.

@Suite struct TextSizeSwitchScenarios {
  /// An island capped at xxxLarge (`.dynamicTypeSize(...xxxLarge)` above the stack) on a phone
  /// set to AX3: the stack reads the capped size and stays a row; without the cap, a column.
  @Test func aCapAboveTheStackKeepsTheRow() {
    let phone = ProviderText(platform: .iOS, fontScale: 1)
    let rule = TextSizeSwitch()
    #expect(!rule.isStacked(category: .xxxLarge, platform: phone.platform, fontScale: 1))
    #expect(rule.isStacked(category: .accessibility3, platform: phone.platform, fontScale: 1))
  }

  /// A Mac app with its own text size at 180 %: the Dynamic Type size stays Large (it does not
  /// change on the Mac), the provider's scale 1.8 passes body's 28 ÷ 17 = 1.647, so a column;
  /// at 150 % a row.
  @Test func aMacAppsOwnTextSizeDecides() {
    let rule = TextSizeSwitch()
    let large = ProviderText(platform: .macOS, fontScale: 1.8)
    #expect(rule.isStacked(category: .large, platform: large.platform, fontScale: large.fontScale))
    let medium = ProviderText(platform: .macOS, fontScale: 1.5)
    #expect(
      !rule.isStacked(category: .large, platform: medium.platform, fontScale: medium.fontScale))
  }

  /// UIKit on an iPhone at AX1 (the trait category, the native platform, scale 1): a column,
  /// as every accessibility size is; at xxxLarge a row.
  @Test func aUIKitStackViewFollowsItsTraits() {
    let rule = TextSizeSwitch.accessibilitySizes
    #expect(rule.isStacked(category: .accessibility1, platform: .iOS, fontScale: 1))
    #expect(!rule.isStacked(category: .xxxLarge, platform: .iOS, fontScale: 1))
  }
}
