import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// An independent model of the combined formula: window factor d/300 times the reference
/// ramp, the ramp capped at max(maximumScale, 1).
func modelText(
  _ value: Double, d: Double, style: TextStyle, category: ContentSizeCategory,
  maximum: ContentSizeCategory = .accessibility5, maximumScale: Double? = nil
) -> Double? {
  guard let scaledOne = modelScaled(1, style: style, category: category, maximum: maximum)
  else { return nil }
  var ramp = scaledOne
  if let maximumScale, maximumScale.isFinite { ramp = min(ramp, max(maximumScale, 1)) }
  return value * d / 300 * ramp
}

/// A documented row of the combined formula on 390 × 844.
struct TextCase: Sendable, CustomTestStringConvertible {
  let style: TextStyle
  let category: ContentSizeCategory
  var maximum: ContentSizeCategory = .accessibility5
  var maximumScale: Double?
  let expected: Double
  var testDescription: String {
    "16 ~ \(style) @\(category) cap \(maximum) ×\(maximumScale.map { "\($0)" } ?? "–")"
  }
}

@Test(arguments: [
  TextCase(style: .body, category: .large, expected: 20.8),
  TextCase(style: .body, category: .accessibility3, expected: 48.941176),
  TextCase(
    style: .body, category: .accessibility5, maximum: .accessibility3, expected: 48.941176),
  TextCase(style: .body, category: .accessibility5, maximumScale: 2, expected: 41.6),
  TextCase(style: .body, category: .xSmall, maximumScale: 2, expected: 17.129412),
  TextCase(style: .caption2, category: .xSmall, expected: 20.8),
])
func combinedFormulaMatchesTheDocumentedTable(_ c: TextCase) {
  let configuration = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: c.category)
  let result = DynamicType.text(
    16, configuration: configuration, relativeTo: c.style, maxSize: c.maximum,
    maximumScale: c.maximumScale)
  #expect(isClose(result, c.expected))
  let model = modelText(
    16, d: 390, style: c.style, category: c.category, maximum: c.maximum,
    maximumScale: c.maximumScale)
  #expect(model.map { isClose(result, $0) } == true)
}

@Test func combinedFormulaAgreesWithTheModel() {
  var generator = SplitMix64(seed: 0xD7_2025)
  for _ in 0..<1000 {
    let width = Double.random(in: 200...1400, using: &generator)
    let height = Double.random(in: 200...1400, using: &generator)
    let style = TextStyle.iOSStyles.randomElement(using: &generator) ?? .body
    let category = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
    let maximum = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
    let maximumScale =
      Bool.random(using: &generator) ? Double.random(in: 0...4, using: &generator) : nil
    let configuration = DimensConfiguration(
      screenWidth: width, screenHeight: height, contentSizeCategory: category)
    let qualifier = [DpQualifier.smallWidth, .width, .height].randomElement(using: &generator)
    let d: Double =
      switch qualifier ?? .smallWidth {
      case .smallWidth: min(width, height)
      case .width: width
      case .height: height
      }
    let result = DynamicType.text(
      16, configuration: configuration, qualifier: qualifier ?? .smallWidth, relativeTo: style,
      maxSize: maximum, maximumScale: maximumScale)
    let model = modelText(
      16, d: d, style: style, category: category, maximum: maximum, maximumScale: maximumScale)
    #expect(model.map { isClose(result, $0, tolerance: 1e-9) } == true)
  }
}

@Test func aScaleCapBelowOneActsAsOneAndNonFiniteIsIgnored() {
  let ax5 = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, contentSizeCategory: .accessibility5)
  let large = DimensConfiguration(screenWidth: 300, screenHeight: 533)
  #expect(isClose(DynamicType.text(17, configuration: large, maximumScale: 0.5), 17))
  #expect(isClose(DynamicType.text(17, configuration: ax5, maximumScale: 0.5), 17))
  #expect(isClose(DynamicType.text(17, configuration: ax5, maximumScale: .nan), 53))
  #expect(isClose(DynamicType.text(17, configuration: ax5, maximumScale: .infinity), 53))
}

@Test func anExplicitFontScaleDoesNotChangeTheRampPart() {
  let configuration = DimensConfiguration(screenWidth: 300, screenHeight: 533, fontScale: 2)
  #expect(isClose(DynamicType.text(17, configuration: configuration), 17))
}

// Pixel rounding, once, after the ramp: 16 × 390 ÷ 300 = 20.8; body at AX3 on the font ramp is
// 40 ÷ 17 (Behavior Reference › Vectors: 17 → 40), so 20.8 × 40 ÷ 17 = 48.941176; at @3x that is
// 146.82 px → 147 px → 49. Rounding the window part first would give 62 ÷ 3 × 40 ÷ 17 = 48.627.
@Test func aRoundingConfigurationRoundsTheTextOnceAfterTheRamp() {
  let c = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3, contentSizeCategory: .accessibility3,
    idiom: .phone, roundsToPixels: true)
  #expect(DynamicType.text(16, configuration: c) == 49)
  #expect(
    isClose(
      DynamicType.text(16, configuration: c.applying(roundsToPixels: false)), 20.8 * 40 / 17,
      tolerance: 1e-9))
}
