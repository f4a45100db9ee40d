import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensDynamicType

/// A documented row of `FontSpec.resolve`.
struct FontSpecCase: Sendable, CustomTestStringConvertible {
  let spec: FontSpec
  let category: ContentSizeCategory
  var platform: DimensPlatform = .iOS
  let pointSize: Double
  let leading: Double
  let weight: FontWeight
  var testDescription: String { "\(spec) @\(category) on \(platform)" }
}

@Test(arguments: [
  FontSpecCase(
    spec: FontSpec(style: .body), category: .large, pointSize: 17, leading: 22,
    weight: .regular),
  // A custom size on the metrics curve by hand (15 × 43 ÷ 20, 17 × 48 ÷ 22, 17 × 62 ÷ 22,
  // 18 × 19 ÷ 22); the dump measured 32.333333, 37, 48 and 15.666667 for these (within 1/6 pt,
  // checked below); leading is the HIG's.
  FontSpecCase(
    spec: FontSpec(size: 15, style: .subheadline), category: .accessibility3, pointSize: 32.25,
    leading: 43, weight: .regular),
  FontSpecCase(
    spec: FontSpec(size: 17, style: .body), category: .accessibility3, pointSize: 37.090909,
    leading: 48, weight: .regular),
  FontSpecCase(
    spec: FontSpec(size: 17, style: .body), category: .accessibility5, pointSize: 47.909091,
    leading: 62, weight: .regular),
  // A standard style at its own size on the font ramp: the HIG's body, 40/48 at AX3, 53/62
  // at AX5.
  FontSpecCase(
    spec: FontSpec(style: .body), category: .accessibility3, pointSize: 40, leading: 48,
    weight: .regular),
  FontSpecCase(
    spec: FontSpec(style: .body), category: .accessibility5, pointSize: 53, leading: 62,
    weight: .regular),
  FontSpecCase(
    spec: FontSpec(style: .body, maxSize: .accessibility3), category: .accessibility5,
    pointSize: 40, leading: 48, weight: .regular),
  FontSpecCase(
    spec: FontSpec(size: 18, style: .headline), category: .large, pointSize: 18,
    leading: 23.294118, weight: .semibold),
  FontSpecCase(
    spec: FontSpec(style: .headline), category: .accessibility5, platform: .macOS,
    pointSize: 13, leading: 16, weight: .bold),
  FontSpecCase(
    spec: FontSpec(size: 18, style: .body, weight: .semibold), category: .xSmall,
    pointSize: 18.0 * 19 / 22, leading: 18.0 * 19 / 17, weight: .semibold),
  FontSpecCase(
    spec: FontSpec(style: .caption1, minSize: .large), category: .xSmall,
    pointSize: 12, leading: 16, weight: .regular),
])
func fontSpecResolvesToTheDocumentedMetrics(_ c: FontSpecCase) {
  let font = c.spec.resolve(category: c.category, platform: c.platform)
  #expect(isClose(font.pointSize, c.pointSize))
  #expect(isClose(font.leading, c.leading))
  #expect(font.weight == c.weight)
}

@Test(arguments: referenceIOSRows)
func styleSizedSpecsFollowTheRampAndCustomSizesTheMeasurement(_ row: ReferenceRowCase) {
  guard let style = TextStyle(rawValue: row.style),
    let large = referenceIOSSize(row.style, 3),
    let base = measuredBases.firstIndex(of: large)
  else {
    Issue.record("unknown style \(row.style)")
    return
  }
  for (index, cell) in row.cells.enumerated() {
    let category = referenceIOSColumns[index]
    // A standard style at its own size is the HIG's point size and leading (the font ramp).
    let font = FontSpec(style: style).resolve(category: category)
    #expect(referenceCell(cell).map { isClose(font.pointSize, $0.size) } == true)
    #expect(referenceCell(cell).map { isClose(font.leading, $0.leading) } == true)
    // The same size given as a custom size is UIFontMetrics' value (within the 1/6 pt the
    // measurement rounds to).
    let custom = FontSpec(size: large, style: style).resolve(category: category)
    let measured = measuredMetrics.first { $0.textStyle == style && $0.category == category }
    #expect(measured.map { abs(custom.pointSize - $0.scaled[base]) <= 1 / 6 + 1e-6 } == true)
  }
}

@Test func theDocumentedSpecsAreWithinASixthOfTheMeasurement() {
  func measured(_ style: TextStyle, _ category: ContentSizeCategory, _ base: Double) -> Double? {
    guard let index = measuredBases.firstIndex(of: base) else { return nil }
    return measuredMetrics.first { $0.textStyle == style && $0.category == category }?.scaled[index]
  }
  let cases: [(FontSpec, ContentSizeCategory, TextStyle, Double)] = [
    (FontSpec(size: 15, style: .subheadline), .accessibility3, .subheadline, 15),
    (FontSpec(size: 17, style: .body), .accessibility3, .body, 17),
    (FontSpec(size: 17, style: .body), .accessibility5, .body, 17),
    (FontSpec(size: 18, style: .body), .xSmall, .body, 18),
  ]
  for (spec, category, style, base) in cases {
    let size = spec.resolve(category: category).pointSize
    #expect(measured(style, category, base).map { abs(size - $0) <= 1 / 6 } == true)
  }
}

@Test(arguments: [0, -3, Double.nan, Double.infinity].map(NumberCase.init))
func badSizesFallBackToTheStyleSize(_ size: NumberCase) {
  let spec = FontSpec(size: size.value, style: .title2)
  #expect(spec.size == nil)
  #expect(spec.baseSize() == 22)
  #expect(spec.resolve(category: .large).pointSize == 22)
}

// A size set after creation, or decoded, is held to the same rule: title2 is 22 pt at Large
// (HIG, Typography, iOS Dynamic Type sizes).
@Test func badSizesSetLaterOrDecodedFallBackToTheStyleSize() throws {
  var spec = FontSpec(size: 30, style: .title2)
  spec.size = -4
  #expect(spec.baseSize() == 22)
  #expect(spec.resolve(category: .large).pointSize == 22)
  let json = #"{"size": -5, "style": "title2", "maxSize": "accessibility5"}"#
  let decoded = try JSONDecoder().decode(FontSpec.self, from: Data(json.utf8))
  #expect(decoded.size == nil)
  #expect(decoded == FontSpec(style: .title2, maxSize: .accessibility5))
  #expect(decoded.resolve(category: .large).pointSize == 22)
  let missing = #"{"style": "title2"}"#
  #expect(throws: DecodingError.self) {
    try JSONDecoder().decode(FontSpec.self, from: Data(missing.utf8))
  }
}

@Test func baseSizeFollowsThePlatform() {
  #expect(FontSpec(style: .body).baseSize(platform: .tvOS) == 29)
  #expect(FontSpec(style: .body).baseSize(platform: .watchOS) == 16)
  #expect(FontSpec(size: 20, style: .body).baseSize(platform: .tvOS) == 20)
}

/// `FontSpec.resolve(in:)` in a window: the window's platform and category; on platforms
/// without Dynamic Type the fixed HIG size × the window's fontScale.
struct FontSpecWindowCase: Sendable, CustomTestStringConvertible {
  let idiom: DeviceIdiom
  let category: ContentSizeCategory
  var fontScale: Double?
  let pointSize: Double
  let leading: Double
  var testDescription: String { "body in \(idiom) @\(category) = \(pointSize)/\(leading)" }
}

@Test(arguments: [
  // iOS body at AX3: 40/48 (HIG, the font ramp of a standard style); watchOS
  // body 23/25.5 at AX3 (AX5 → AX3); tvOS body 29/36; macOS body 13/16.
  FontSpecWindowCase(
    idiom: .phone, category: .accessibility3, pointSize: 40, leading: 48),
  FontSpecWindowCase(idiom: .watch, category: .accessibility5, pointSize: 23, leading: 25.5),
  FontSpecWindowCase(idiom: .tv, category: .accessibility3, pointSize: 29, leading: 36),
  FontSpecWindowCase(idiom: .mac, category: .large, pointSize: 13, leading: 16),
  FontSpecWindowCase(
    idiom: .mac, category: .large, fontScale: 1.5, pointSize: 19.5, leading: 24),
])
func fontSpecInAWindowUsesItsPlatform(_ c: FontSpecWindowCase) {
  let window = DimensConfiguration(
    screenWidth: 800, screenHeight: 600, fontScale: c.fontScale, contentSizeCategory: c.category,
    idiom: c.idiom)
  let font = FontSpec(style: .body).resolve(in: window)
  #expect(isClose(font.pointSize, c.pointSize, tolerance: 1e-12))
  #expect(isClose(font.leading, c.leading, tolerance: 1e-12))
}

@Test func anAppsTextScaleOnlyWhereThereIsNoDynamicType() {
  // HIG: macOS body 13/16, tvOS body 29/36; iOS body at AX3 40/48.
  let body = FontSpec(style: .body)
  let mac = body.resolve(category: .large, platform: .macOS, fontScale: 1.5)
  #expect(mac.pointSize == 19.5 && mac.leading == 24)
  let tv = body.resolve(category: .accessibility3, platform: .tvOS, fontScale: 1)
  #expect(tv.pointSize == 29 && tv.leading == 36)
  let phone = body.resolve(category: .accessibility3, platform: .iOS, fontScale: 1.5)
  #expect(phone.pointSize == 40 && phone.leading == 48)
  let bad = body.resolve(category: .large, platform: .macOS, fontScale: .nan)
  #expect(bad.pointSize == 13)
}

@Test func resolvedFontKeepsItsValues() {
  let font = ResolvedFont(pointSize: 40, leading: 48, weight: .semibold)
  #expect(font.pointSize == 40)
  #expect(font.leading == 48)
  #expect(font.weight == .semibold)
  let resolved = FontSpec(style: .body, weight: .semibold).resolve(category: .accessibility3)
  #expect(resolved.leading == 48 && resolved.weight == .semibold)
}

// A custom font grows as UIFontMetrics grows any font it is given: the metrics curve at every
// size, its own style size included (body 17 pt at AX5: 17 × 62 ÷ 22 by the curve, 48 pt in
// the device measurement the dump quotes), never the font ramp's 53.
@Test func aCustomFontFollowsTheMetricsCurveAtItsStyleSize() {
  let spec = FontSpec(style: .body, name: "Avenir Next")
  #expect(spec.curve == .metrics)
  #expect(FontSpec(style: .body).curve == .fontRamp)
  let font = spec.resolve(category: .accessibility5)
  #expect(isClose(font.pointSize, 17.0 * 62 / 22))
  #expect(abs(font.pointSize - 48) < 0.5)
  #expect(isClose(font.leading, 62))
  // The same as the system font at the same custom size: only the face differs.
  #expect(font == FontSpec(size: 17, style: .body).resolve(category: .accessibility5))
}

@Test(arguments: ["", "   ", "\n\t"])
func aBlankFontNameIsTheSystemFont(_ name: String) throws {
  let spec = FontSpec(style: .body, name: name)
  #expect(spec.name == nil)
  #expect(spec.curve == .fontRamp)
  let quoted = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
  let json = #"{"style": "body", "maxSize": "accessibility5", "name": "# + quoted + "}"
  let decoded = try JSONDecoder().decode(FontSpec.self, from: Data(json.utf8))
  #expect(decoded.name == nil)
}

@Test func aFontNameRoundTripsAndOldJSONStillDecodes() throws {
  let spec = FontSpec(size: 17, style: .headline, weight: .medium, name: "Avenir Next")
  let data = try JSONEncoder().encode(spec)
  #expect(try JSONDecoder().decode(FontSpec.self, from: data) == spec)
  let old = #"{"size": 17, "style": "headline", "maxSize": "accessibility5"}"#
  let decoded = try JSONDecoder().decode(FontSpec.self, from: Data(old.utf8))
  #expect(decoded.name == nil)
  #expect(decoded == FontSpec(size: 17, style: .headline))
}

/// A documented row of `FontSpec.resolve(in:category:qualifier:)`.
struct WindowScaledFontCase: Sendable, CustomTestStringConvertible {
  let category: ContentSizeCategory?
  let qualifier: DpQualifier?
  let pointSize: Double
  var testDescription: String { "\(String(describing: category)) \(String(describing: qualifier))" }
}

// By hand: the window factor of a 390-point-wide window is 390 ÷ 300 = 1.3 (the seed's sdp
// rule); body grows 62 ÷ 22 on the metrics curve at AX5.
@Test(arguments: [
  WindowScaledFontCase(category: nil, qualifier: .smallWidth, pointSize: 17 * 1.3),
  WindowScaledFontCase(
    category: .accessibility5, qualifier: .smallWidth, pointSize: 17 * 1.3 * 62 / 22),
  WindowScaledFontCase(category: .accessibility5, qualifier: nil, pointSize: 17.0 * 62 / 22),
  WindowScaledFontCase(category: nil, qualifier: .width, pointSize: 17 * 1.3),
  // The height qualifier follows 844 ÷ 300 (the seed's hdp rule).
  WindowScaledFontCase(category: nil, qualifier: .height, pointSize: 17.0 * 844 / 300),
])
func aCustomFontScalesWithTheWindowAndTextOnce(_ c: WindowScaledFontCase) {
  let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let spec = FontSpec(size: 17, style: .body, name: "Avenir Next")
  let font = spec.resolve(in: window, category: c.category, qualifier: c.qualifier)
  #expect(isClose(font.pointSize, c.pointSize))
}

@Test func metricsSizesAreAnUnscaledBaseAndTheCap() {
  let spec = FontSpec(size: 17, style: .body, maxSize: .accessibility3, name: "Avenir Next")
  let alone = spec.metricsSizes()
  #expect(alone.base == 17)
  #expect(isClose(alone.maximum, 17.0 * 48 / 22))
  let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let scaled = spec.metricsSizes(in: window)
  #expect(isClose(scaled.base, 17 * 1.3))
  #expect(isClose(scaled.maximum, 17 * 1.3 * 48 / 22))
}

// Seeded: in any window and at any text size, the window factor is applied once and the text
// growth once — the ratio to Large is the window-free growth, the size at Large is v × w ÷ 300.
@Test func windowAndTextFactorsMultiplyExactlyOnce() {
  var random = SplitMix64(seed: 0x39_F0_17)
  let categories = ContentSizeCategory.allCases
  for _ in 0..<500 {
    let width = 200 + random.unit() * 1_200
    let window = DimensConfiguration(screenWidth: width, screenHeight: width * 1.6)
    let v = 8 + random.unit() * 40
    let category = categories[Int(random.next() % UInt64(categories.count))]
    let spec = FontSpec(size: v, style: .body, name: "Custom")
    let large = spec.resolve(in: window, category: .large, qualifier: .smallWidth).pointSize
    let grown = spec.resolve(in: window, category: category, qualifier: .smallWidth).pointSize
    #expect(isClose(large, v * width / 300))
    #expect(isClose(grown / large, spec.resolve(category: category).pointSize / v))
  }
}
