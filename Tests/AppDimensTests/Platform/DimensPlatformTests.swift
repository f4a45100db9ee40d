import Testing

@testable import AppDimens

/// One row of the platform rule: an idiom and a mode, and the platform the behaviour contract
/// gives them (idiom first; the mode only when the idiom is unspecified).
struct PlatformRuleCase: Sendable, CustomTestStringConvertible {
  let idiom: DeviceIdiom
  let uiMode: UIMode
  let expected: DimensPlatform
  var testDescription: String { "\(idiom) + \(uiMode) → \(expected)" }
}

@Suite("DimensPlatform: one place decides a window's platform")
struct DimensPlatformTests {
  static let idiomRows: [PlatformRuleCase] = [
    .init(idiom: .phone, uiMode: .normal, expected: .iOS),
    .init(idiom: .pad, uiMode: .normal, expected: .iOS),
    .init(idiom: .watch, uiMode: .watch, expected: .watchOS),
    .init(idiom: .tv, uiMode: .television, expected: .tvOS),
    .init(idiom: .mac, uiMode: .mac, expected: .macOS),
    .init(idiom: .vision, uiMode: .vision, expected: .visionOS),
    .init(idiom: .carPlay, uiMode: .car, expected: .carPlay),
    // The idiom wins over a contradicting mode.
    .init(idiom: .phone, uiMode: .television, expected: .iOS),
    .init(idiom: .tv, uiMode: .normal, expected: .tvOS),
    .init(idiom: .watch, uiMode: .normal, expected: .watchOS),
  ]

  static let modeRows: [PlatformRuleCase] = [
    .init(idiom: .unspecified, uiMode: .television, expected: .tvOS),
    .init(idiom: .unspecified, uiMode: .watch, expected: .watchOS),
    .init(idiom: .unspecified, uiMode: .mac, expected: .macOS),
    .init(idiom: .unspecified, uiMode: .vision, expected: .visionOS),
    .init(idiom: .unspecified, uiMode: .car, expected: .carPlay),
    .init(idiom: .unspecified, uiMode: .normal, expected: .iOS),
    .init(idiom: .unspecified, uiMode: .desk, expected: .iOS),
    .init(idiom: .unspecified, uiMode: .appliance, expected: .iOS),
    .init(idiom: .unspecified, uiMode: .undefined, expected: .iOS),
  ]

  @Test(arguments: idiomRows + modeRows)
  func theIdiomDecidesElseTheMode(_ row: PlatformRuleCase) {
    #expect(DimensPlatform(idiom: row.idiom, uiMode: row.uiMode) == row.expected)
    let configuration = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, uiMode: row.uiMode, idiom: row.idiom)
    #expect(configuration.platform == row.expected)
  }

  @Test func everyIdiomAndModeHasAPlatform() {
    // 8 idioms × 9 modes: the rule is total (no combination traps or is left out).
    var seen = Set<DimensPlatform>()
    for idiom in DeviceIdiom.allCases {
      for mode in UIMode.allCases { seen.insert(DimensPlatform(idiom: idiom, uiMode: mode)) }
    }
    #expect(seen == Set(DimensPlatform.allCases))
  }

  @Test func theDefaultConfigurationIsIOS() {
    #expect(DimensConfiguration(screenWidth: 390, screenHeight: 844).platform == .iOS)
    #expect(DimensConfiguration.baseline.platform == .iOS)
  }

  @Test func dynamicTypeOnlyOnIOSWatchOSAndVisionOS() {
    // HIG Typography: tvOS sizes are fixed, "macOS doesn't support Dynamic Type", and CarPlay
    // has no Dynamic Type.
    let supported = DimensPlatform.allCases.filter(\.supportsDynamicType)
    #expect(supported == [.iOS, .watchOS, .visionOS])
  }

  @Test func theNativePlatformOnLinuxIsIOS() {
    #if !canImport(Darwin)
      #expect(DimensPlatform.native == .iOS)
    #endif
    #expect(DimensPlatform.allCases.contains(DimensPlatform.native))
  }

  @Test func codableUsesTheCaseNames() {
    #expect(
      DimensPlatform.allCases.map(\.rawValue) == [
        "iOS", "watchOS", "tvOS", "macOS", "visionOS", "carPlay",
      ])
  }
}
