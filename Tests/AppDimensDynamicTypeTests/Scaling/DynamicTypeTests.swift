import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// An independent model of the font ramp (Behavior Reference › Dynamic Type) on the reference
/// table: clamp by column index, then `v × size(style, c) ÷ size(style, L)`.
func modelScaled(
  _ value: Double, style: TextStyle, category: ContentSizeCategory,
  maximum: ContentSizeCategory = .accessibility5, minimum: ContentSizeCategory? = nil
) -> Double? {
  guard var index = referenceIOSColumns.firstIndex(of: category),
    let cap = referenceIOSColumns.firstIndex(of: maximum)
  else { return nil }
  if let minimum, let floor = referenceIOSColumns.firstIndex(of: minimum) {
    index = max(index, floor)
  }
  index = min(index, cap)
  guard let size = referenceIOSSize(style.rawValue, index),
    let large = referenceIOSSize(style.rawValue, 3)
  else { return nil }
  return value * size / large
}

/// A documented row of `DynamicType.scaled`; iOS metrics rows at @3x are the dump's values
/// (`measuredMetrics`), the others hand computations (the @2x and watch rows apply the
/// inferred pixel-grid rule by hand).
struct ScaledCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let style: TextStyle
  let category: ContentSizeCategory
  var maximum: ContentSizeCategory = .accessibility5
  var minimum: ContentSizeCategory?
  var platform: DimensPlatform = .iOS
  var curve: DynamicTypeCurve = .metrics
  var displayScale: Double = 3
  let expected: Double
  var testDescription: String {
    "\(value) ~ \(style) @\(category) on \(platform) \(curve) @\(displayScale)x = \(expected)"
  }
}

@Test(arguments: [
  // Measured (iOS 26, @3x): body 17 → 37 at AX3, 16.333333 at Medium, 20 at xxL; body 24 →
  // 31.666667 at xxxL; caption1 12 → 12 at Large.
  ScaledCase(value: 17, style: .body, category: .accessibility3, expected: 37),
  ScaledCase(value: 17, style: .body, category: .medium, expected: 16.333333),
  ScaledCase(value: 24, style: .body, category: .xxxLarge, expected: 31.666667),
  ScaledCase(
    value: 17, style: .body, category: .accessibility5, maximum: .xxLarge, expected: 20),
  ScaledCase(value: 12, style: .caption1, category: .xSmall, minimum: .large, expected: 12),
  // The font ramp: the HIG sizes, 17 × 40 ÷ 17 and 24 × 23 ÷ 17.
  ScaledCase(
    value: 17, style: .body, category: .accessibility3, curve: .fontRamp, expected: 40),
  ScaledCase(
    value: 24, style: .body, category: .xxxLarge, curve: .fontRamp, expected: 32.470588),
  // By hand: 17 × 21 ÷ 22 = 16.227 → the nearest half point.
  ScaledCase(value: 17, style: .body, category: .medium, displayScale: 2, expected: 16),
  // watchOS (its point-size ratio, assumed): 20 × 36 ÷ 27 = 26.667, on the @3x grid 80 ÷ 3.
  ScaledCase(
    value: 20, style: .title2, category: .accessibility5, platform: .watchOS,
    expected: 26.666667),
  ScaledCase(
    value: 17, style: .body, category: .accessibility3, platform: .tvOS, expected: 17),
])
func scaledMatchesTheDocumentedTable(_ c: ScaledCase) {
  let result = DynamicType.scaled(
    c.value, relativeTo: c.style, category: c.category, maxSize: c.maximum,
    minSize: c.minimum, platform: c.platform, curve: c.curve, displayScale: c.displayScale)
  #expect(isClose(result, c.expected, tolerance: 1e-6))
}

@Test func specVectorAccessibility3() {
  // Behavior Reference › Vectors: the measurement's 37, and the font ramp's 40.
  #expect(DynamicType.scaled(17, relativeTo: .body, category: .accessibility3) == 37)
  #expect(
    DynamicType.scaled(17, relativeTo: .body, category: .accessibility3, curve: .fontRamp) == 40)
}

@Test func theFontRampAgreesWithTheModelEverywhere() {
  var generator = SplitMix64(seed: 0x5EED_0007)
  for _ in 0..<2000 {
    let style = TextStyle.iOSStyles.randomElement(using: &generator) ?? .body
    let category = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
    let maximum = ContentSizeCategory.allCases.randomElement(using: &generator) ?? .large
    let minimum =
      Bool.random(using: &generator)
      ? ContentSizeCategory.allCases.randomElement(using: &generator) : nil
    let value = Double.random(in: -100...100, using: &generator)
    let expected = modelScaled(
      value, style: style, category: category, maximum: maximum, minimum: minimum)
    let result = DynamicType.scaled(
      value, relativeTo: style, category: category, maxSize: maximum,
      minSize: minimum, curve: .fontRamp)
    #expect(expected.map { isClose(result, $0, tolerance: 1e-9) } == true)
  }
}

@Test func theMetricsCurveFollowsTheMeasurementAtAnyValueAndScale() {
  // For any value and display scale, the metrics curve is on that pixel grid and within half a
  // pixel (plus the fit's 0.0015 per point) of the least-squares line through the measured
  // cell: an independent model built from the dump alone.
  var generator = SplitMix64(seed: 0x5EED_0023)
  for _ in 0..<2000 {
    guard let cell = measuredMetrics.randomElement(using: &generator) else { continue }
    let value = Double.random(in: -200...200, using: &generator)
    let scales: [Double] = [1, 2, 3]
    let scale: Double = scales.randomElement(using: &generator) ?? 3
    let result = DynamicType.scaled(
      value, relativeTo: cell.textStyle, category: cell.category, displayScale: scale)
    let pixels: Double = result * scale
    #expect(abs(pixels - pixels.rounded()) < 1e-9)
    let line: Double = value * leastSquaresMultiplier(cell)
    let bound: Double = 0.5 / scale + abs(value) * 0.0015 + 1e-9
    #expect(abs(result - line) <= bound)
  }
}

@Test func theCapHoldsAndTheFloorHolds() {
  for style in TextStyle.iOSStyles {
    for cap in ContentSizeCategory.allCases {
      let atCap = DynamicType.scaled(10, relativeTo: style, category: cap)
      for category in ContentSizeCategory.allCases {
        let capped = DynamicType.scaled(
          10, relativeTo: style, category: category, maxSize: cap)
        #expect(capped <= atCap + 1e-12)
        let floored = DynamicType.scaled(
          10, relativeTo: style, category: category, minSize: cap)
        #expect(floored >= atCap - 1e-12)
      }
    }
  }
}

@Test func theDefaultCapIsAccessibility5() {
  #expect(DynamicType.defaultMaxSize == .accessibility5)
  // Measured: body 17 at AX5 is 48 (its font, 53 pt, is the font ramp's).
  #expect(DynamicType.scaled(17, category: .accessibility5) == 48)
  #expect(DynamicType.scaled(17, category: .accessibility5, curve: .fontRamp) == 53)
}

/// A documented row of `DynamicType.clamp`.
struct ClampCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory
  let minimum: ContentSizeCategory?
  let maximum: ContentSizeCategory
  let expected: ContentSizeCategory
  var testDescription: String { "\(category) in \(minimum.map(\.rawValue) ?? "–")…\(maximum)" }
}

@Test(arguments: [
  ClampCase(category: .accessibility5, minimum: nil, maximum: .xxLarge, expected: .xxLarge),
  ClampCase(category: .xSmall, minimum: .large, maximum: .accessibility5, expected: .large),
  ClampCase(
    category: .xSmall, minimum: .accessibility2, maximum: .accessibility1,
    expected: .accessibility1),
  ClampCase(category: .medium, minimum: .small, maximum: .large, expected: .medium),
])
func clampFollowsTheDocumentedTable(_ c: ClampCase) {
  #expect(DynamicType.clamp(c.category, minimum: c.minimum, maximum: c.maximum) == c.expected)
}

@Test func imageSizeNeverShrinksAndFollowsLargeTitle() {
  // Measured: largeTitle 24 pt is 41 at AX5, 27 at xxL, 22.333333 at xSmall (so 24 stays).
  #expect(DynamicType.imageSize(24, category: .accessibility5) == 41)
  #expect(DynamicType.imageSize(24, category: .xSmall) == 24)
  #expect(DynamicType.imageSize(24, category: .accessibility5, maxSize: .xxLarge) == 27)
}

@Test func nonFiniteValuesDoNotTrap() {
  for curve in DynamicTypeCurve.allCases {
    #expect(DynamicType.scaled(.nan, category: .accessibility3, curve: curve).isNaN)
    #expect(DynamicType.scaled(.infinity, category: .large, curve: curve) == .infinity)
    #expect(DynamicType.scaled(-.infinity, category: .accessibility5, curve: curve) == -.infinity)
  }
  // Huge values keep their size on both curves (no overflow from the pixel grid).
  let huge = 1e300
  #expect(isClose(DynamicType.scaled(huge, category: .large), huge, relative: true))
  #expect(DynamicType.scaled(.greatestFiniteMagnitude, category: .large).isFinite)
  // A display scale that is not usable counts as 1.
  #expect(DynamicType.scaled(17, category: .accessibility3, displayScale: .nan) == 37)
  #expect(DynamicType.scaled(17, category: .medium, displayScale: -2) == 16)
}

/// A documented row of `DynamicType.pixelRounded`, by hand.
struct PixelCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let scale: Double
  let expected: Double
  var testDescription: String { "\(value) @\(scale)x = \(expected)" }
}

@Test(arguments: [
  PixelCase(value: 37.090909, scale: 3, expected: 37),
  PixelCase(value: 16.227273, scale: 3, expected: 16.333333),
  PixelCase(value: 16.227273, scale: 2, expected: 16),
  PixelCase(value: -25.5, scale: 1, expected: -26),
  PixelCase(value: 9.5, scale: 1, expected: 10),
  PixelCase(value: .infinity, scale: 3, expected: .infinity),
])
func pixelRoundingFollowsTheDocumentedTable(_ c: PixelCase) {
  let result = DynamicType.pixelRounded(c.value, displayScale: c.scale)
  #expect(result == c.expected || isClose(result, c.expected, tolerance: 1e-6))
}

@Test func aHalfPixelProductRoundsAwayFromZero() {
  // Measured: body 11 pt at xSmall is 9.666667 (29 ÷ 3), exactly on a half pixel before
  // rounding (11 × 19 × 3 ÷ 22 = 28.5).
  #expect(isClose(DynamicType.scaled(11, category: .xSmall), 29.0 / 3, tolerance: 1e-12))
  #expect(isClose(DynamicType.scaled(-11, category: .xSmall), -29.0 / 3, tolerance: 1e-12))
}

/// A window and the value of `DynamicType.scaled(17, relativeTo: .body, in: window)`: the
/// metrics curve on the window's platform and pixel grid (iPhone @3x: the dump's values; the
/// other rows by hand), unchanged without Dynamic Type unless the window has a font scale.
struct WindowScaledCase: Sendable, CustomTestStringConvertible {
  let label: String
  let idiom: DeviceIdiom
  let category: ContentSizeCategory
  var displayScale: Double = 1
  var fontScale: Double?
  var curve: DynamicTypeCurve = .metrics
  let expected: Double
  var testDescription: String { "\(label) = \(expected)" }
}

@Test(arguments: [
  WindowScaledCase(
    label: "iPhone AX3", idiom: .phone, category: .accessibility3, displayScale: 3,
    expected: 37),
  WindowScaledCase(
    label: "iPhone M", idiom: .phone, category: .medium, displayScale: 3, expected: 16.333333),
  WindowScaledCase(
    label: "iPhone AX3, font ramp", idiom: .phone, category: .accessibility3, displayScale: 3,
    curve: .fontRamp, expected: 40),
  // iPad @2x: 17 × 21 ÷ 22 = 16.227 → 16.
  WindowScaledCase(
    label: "iPad M", idiom: .pad, category: .medium, displayScale: 2, expected: 16),
  // watchOS body: 16 at Large, 23 at AX3 (AX5 resolves as AX3): 24.4375 → 24.5 at @2x.
  WindowScaledCase(
    label: "watch AX3", idiom: .watch, category: .accessibility3, displayScale: 2,
    expected: 24.5),
  WindowScaledCase(
    label: "watch AX5", idiom: .watch, category: .accessibility5, displayScale: 2,
    expected: 24.5),
  WindowScaledCase(label: "watch M", idiom: .watch, category: .medium, expected: 17),
  WindowScaledCase(label: "tvOS AX3", idiom: .tv, category: .accessibility3, expected: 17),
  WindowScaledCase(label: "macOS AX5", idiom: .mac, category: .accessibility5, expected: 17),
  WindowScaledCase(
    label: "macOS at the app's 150 %", idiom: .mac, category: .large, fontScale: 1.5,
    expected: 25.5),
  // visionOS uses the iOS table: 17 × 34 ÷ 22 = 26.27 → 26.5 at @2x.
  WindowScaledCase(
    label: "Vision Pro AX1", idiom: .vision, category: .accessibility1, displayScale: 2,
    expected: 26.5),
  WindowScaledCase(label: "CarPlay AX3", idiom: .carPlay, category: .accessibility3, expected: 17),
])
func scaledInAWindowUsesItsPlatform(_ c: WindowScaledCase) {
  let window = DimensConfiguration(
    screenWidth: 1920, screenHeight: 1080, displayScale: c.displayScale, fontScale: c.fontScale,
    contentSizeCategory: c.category, idiom: c.idiom)
  #expect(
    isClose(
      DynamicType.scaled(17, relativeTo: .body, in: window, curve: c.curve), c.expected,
      tolerance: 1e-6))
}

@Test func specVectorsPerPlatform() {
  let tv = DimensConfiguration(
    screenWidth: 1920, screenHeight: 1080, contentSizeCategory: .accessibility3, idiom: .tv)
  #expect(isClose(17.ssp(tv), 61.2, tolerance: 1e-12))
  #expect(DynamicType.scaled(17, relativeTo: .body, in: tv) == 17)
  #expect(17.ssp(tv, relativeTo: .body) == 17.ssp(tv))
  for category in [ContentSizeCategory.accessibility3, .accessibility5] {
    #expect(
      DynamicType.scaled(
        17, relativeTo: .body, category: category, platform: .watchOS, displayScale: 2)
        == 24.5)
    #expect(
      DynamicType.scaled(
        17, relativeTo: .body, category: category, platform: .watchOS, curve: .fontRamp)
        == 24.4375)
    #expect(DynamicType.scaled(17, relativeTo: .body, category: category, platform: .tvOS) == 17)
    #expect(DynamicType.scaled(17, relativeTo: .body, category: category, platform: .macOS) == 17)
  }
}

@Test(arguments: ContentSizeCategory.allCases)
func thePrincipalBodyTablesAreTheRampsBodyRows(_ category: ContentSizeCategory) {
  // The principal module keeps its own body rows to derive fontScale; they must be the ramps'.
  for platform in [DimensPlatform.iOS, .watchOS, .visionOS] {
    #expect(
      platform.bodyPointSize(at: category)
        == TypeRamp.metrics(.body, category, platform: platform)?.size, "\(platform)")
  }
}
