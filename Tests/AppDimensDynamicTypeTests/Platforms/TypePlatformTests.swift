import Testing

@testable import AppDimensDynamicType

@Test func dynamicTypeSupportFollowsTheHIG() {
  #expect(TypePlatform.ios.supportsDynamicType)
  #expect(TypePlatform.watchos.supportsDynamicType)
  #expect(TypePlatform.visionos.supportsDynamicType)
  #expect(!TypePlatform.macos.supportsDynamicType)
  #expect(!TypePlatform.tvos.supportsDynamicType)
}

@Test func nativeIsIOSOnNonApplePlatforms() {
  #if !canImport(Darwin)
    #expect(TypePlatform.native == .ios)
  #endif
  #expect(TypePlatform.allCases.contains(TypePlatform.native))
}

@Test func fixedPlatformsNeverScale() {
  for platform in [TypePlatform.macos, .tvos] {
    for category in ContentSizeCategory.allCases {
      #expect(DynamicType.scale(category: category, platform: platform) == 1)
    }
  }
}
