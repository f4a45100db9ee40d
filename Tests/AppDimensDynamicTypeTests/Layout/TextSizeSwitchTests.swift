import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensDynamicType

// UIKit's documentation of `UIContentSizeCategory.isAccessibilityCategory`: true for the five
// accessibility sizes (accessibilityMedium … accessibilityExtraExtraExtraLarge, the package's
// accessibility1 … accessibility5), false for the other seven. The default switch stacks at
// exactly those.
@Test(arguments: ContentSizeCategory.allCases)
func theDefaultSwitchStacksAtApplesAccessibilitySizes(_ category: ContentSizeCategory) {
  let accessibility: Set<ContentSizeCategory> = [
    .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
  ]
  #expect(TextSizeSwitch().isStacked(at: category) == accessibility.contains(category))
  #expect(
    TextSizeSwitch.accessibilitySizes.isStacked(category: category, platform: .iOS, fontScale: 1)
      == accessibility.contains(category))
}

@Test func aThresholdOfItsOwnStacksFromThatSizeOn() {
  let rule = TextSizeSwitch(stackingFrom: .xxLarge)
  #expect(!rule.isStacked(at: .xLarge))
  #expect(rule.isStacked(at: .xxLarge))
  #expect(rule.isStacked(at: .xxxLarge))
  #expect(TextSizeSwitch(stackingFrom: .xSmall).isStacked(at: .xSmall))
}

// Where there is no Dynamic Type the app's own text size decides, against body's growth at the
// threshold on the HIG's iOS table: 17 pt at Large, 28 at AX1 (28 ÷ 17 = 1.647), 21 at xxLarge.
@Test func withoutDynamicTypeTheAppsTextScaleDecides() {
  let rule = TextSizeSwitch()
  #expect(!rule.isStacked(category: .accessibility5, platform: .macOS, fontScale: 1))
  #expect(!rule.isStacked(category: .large, platform: .macOS, fontScale: 1.5))
  #expect(!rule.isStacked(category: .large, platform: .macOS, fontScale: 28.0 / 17 - 1e-9))
  #expect(rule.isStacked(category: .large, platform: .macOS, fontScale: 28.0 / 17))
  #expect(rule.isStacked(category: .large, platform: .macOS, fontScale: 1.7))
  #expect(!rule.isStacked(category: .accessibility3, platform: .tvOS, fontScale: 1))
  let xxLarge = TextSizeSwitch(stackingFrom: .xxLarge)
  #expect(xxLarge.isStacked(category: .large, platform: .carPlay, fontScale: 21.0 / 17))
  for bad in [Double.nan, .infinity, 0, -2] {
    #expect(!rule.isStacked(category: .large, platform: .macOS, fontScale: bad))
  }
}

@Test func inAWindowTheConfigurationDecides() {
  let phone = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility2)
  #expect(TextSizeSwitch().isStacked(in: phone))
  let mac = DimensConfiguration(
    screenWidth: 1200, screenHeight: 800, fontScale: 1.8, contentSizeCategory: .large,
    uiMode: .normal, idiom: .mac)
  #expect(mac.platform == .macOS)
  #expect(TextSizeSwitch().isStacked(in: mac))
}

@Test func theSwitchRoundTripsThroughJSON() throws {
  let rule = TextSizeSwitch(stackingFrom: .xxxLarge)
  let decoded = try JSONDecoder().decode(
    TextSizeSwitch.self, from: try JSONEncoder().encode(rule))
  #expect(decoded == rule)
  #expect(throws: DecodingError.self) {
    try JSONDecoder().decode(TextSizeSwitch.self, from: Data(#"{"threshold": "huge"}"#.utf8))
  }
}
