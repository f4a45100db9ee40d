import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

@Suite("PlatformLimits: the HIG's minimum text sizes and hit targets per platform")
struct PlatformLimitsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let platform: DimensPlatform
    let text: Double?
    let target: Double?
    let growth: Double?
    let largest: ContentSizeCategory?
    var testDescription: String { platform.rawValue }
  }

  // Apple HIG, Typography (minimum text sizes; watchOS 140 %) and Accessibility (the default
  // column of the control-size table); WCAG 1.4.4 (200 %).
  static let cases = [
    Case(platform: .iOS, text: 11, target: 44, growth: 2, largest: .accessibility5),
    Case(platform: .visionOS, text: 12, target: 60, growth: 2, largest: .accessibility5),
    Case(platform: .watchOS, text: 12, target: 44, growth: 1.4, largest: .accessibility3),
    Case(platform: .tvOS, text: 23, target: 66, growth: nil, largest: nil),
    Case(platform: .macOS, text: 10, target: 28, growth: nil, largest: nil),
    Case(platform: .carPlay, text: nil, target: nil, growth: nil, largest: nil),
  ]

  @Test(arguments: cases) func limits(_ c: Case) {
    let limits = PlatformLimits.of(c.platform)
    #expect(limits.minimumTextSize == c.text)
    #expect(limits.hitTarget == c.target)
    #expect(limits.textGrowth == c.growth)
    #expect(limits.largestCategory == c.largest)
  }

  @Test func declaredTextSizesMustDouble() {
    #expect(PlatformLimits.declaredTextGrowth == 2)
  }
}
