import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimens

/// A row of the scale-limits doc table: window, limits, and the values by the formula
/// `sdp = v × min(max(d ÷ 300, lower), upper)`, `ssp = sdp × fontScale`.
struct ScaleLimitsDocRow: Sendable, CustomTestStringConvertible {
  let window: (Double, Double)
  let limits: ClosedRange<Double>?
  let factor: Double
  let sdp: Double
  let ssp: Double
  var testDescription: String { "\(window), \(limits.map { "\($0)" } ?? "nil")" }
}

/// A sanitizing row: the range given and the limits kept. (A NaN or reversed range cannot be
/// built in a debug build: the standard library checks `uncheckedBounds` there.)
struct ScaleLimitsSanitizingRow: Sendable, CustomTestStringConvertible {
  let lower: Double
  let upper: Double
  let kept: ClosedRange<Double>?
  var testDescription: String { "\(lower)…\(upper) → \(kept.map { "\($0)" } ?? "nil")" }
}

@Suite("DimensConfiguration: scale limits (Behavior Reference › Scale limits)")
struct DimensConfigurationScaleLimitsTests {
  // Window sides: the 12.9-inch iPad Pro is 1024 × 1366 pt, the iPhone 15 393 × 852 pt (Apple's
  // tech specs pages; the catalog's entries).
  @Test(arguments: [
    ScaleLimitsDocRow(
      window: (1024, 1366), limits: nil, factor: 1024.0 / 300, sdp: 16 * 1024.0 / 300,
      ssp: 16 * 1024.0 / 300 * 1.25),
    ScaleLimitsDocRow(
      window: (1024, 1366), limits: 0.8...1.5, factor: 1.5, sdp: 24, ssp: 30),
    ScaleLimitsDocRow(
      window: (393, 852), limits: 0.8...1.5, factor: 1.31, sdp: 16 * 1.31, ssp: 16 * 1.31 * 1.25),
    ScaleLimitsDocRow(window: (200, 400), limits: 0.8...1.5, factor: 0.8, sdp: 12.8, ssp: 16),
  ])
  func docTable(_ row: ScaleLimitsDocRow) {
    let c = DimensConfiguration(
      screenWidth: row.window.0, screenHeight: row.window.1, fontScale: 1.25,
      scaleLimits: row.limits)
    #expect(isClose(c.limitingFactor(c.ratio(.smallWidth)), row.factor, tolerance: 1e-12))
    #expect(isClose(16.sdp(c), row.sdp, tolerance: 1e-12, relative: true))
    #expect(isClose(16.ssp(c), row.ssp, tolerance: 1e-12, relative: true))
  }

  @Test func theIssuesWorkedCheck() {
    let limits = 0.8...1.5
    let iPad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366, scaleLimits: limits)
    let iPhone = DimensConfiguration(screenWidth: 393, screenHeight: 852, scaleLimits: limits)
    #expect(16.sdp(iPad) == 24)
    #expect(16.sdp(iPhone) == 16.sdp(iPhone.applying(scaleLimits: nil)))
  }

  @Test(arguments: [
    ScaleLimitsSanitizingRow(lower: 0.8, upper: 1.5, kept: 0.8...1.5),
    ScaleLimitsSanitizingRow(lower: 1, upper: 1, kept: 1...1),
    ScaleLimitsSanitizingRow(lower: -2, upper: 1.5, kept: 0...1.5),
    ScaleLimitsSanitizingRow(lower: 0.5, upper: 1e9, kept: 0.5...1_000_000),
    ScaleLimitsSanitizingRow(lower: -.infinity, upper: 1.5, kept: 0...1.5),
    ScaleLimitsSanitizingRow(lower: 0.8, upper: .infinity, kept: 0.8...1_000_000),
    ScaleLimitsSanitizingRow(lower: -.infinity, upper: .infinity, kept: nil),
    ScaleLimitsSanitizingRow(lower: -3, upper: -1, kept: nil),
    ScaleLimitsSanitizingRow(lower: 0, upper: 0, kept: nil),
  ])
  func sanitizing(_ row: ScaleLimitsSanitizingRow) {
    let given = ClosedRange(uncheckedBounds: (lower: row.lower, upper: row.upper))
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844, scaleLimits: given)
    #expect(c.scaleLimits == row.kept)
    #expect(PrincipalScaling.sanitizedScaleLimits(given) == row.kept)
    // Whatever was given, every value stays finite.
    #expect(16.sdp(c).isFinite && 16.sdpa(c).isFinite && 16.ssp(c).isFinite)
  }

  @Test func offByDefaultAndBitForBitWithoutLimits() {
    let c = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
    #expect(c.scaleLimits == nil)
    #expect(16.sdp(c) == 16 * (1024.0 / 300))
    #expect(DimensConfiguration.baseline.scaleLimits == nil)
  }

  @Test func applyingKeepsEveryOtherField() {
    let c = DimensConfiguration(
      screenWidth: 400, screenHeight: 700, displayScale: 2, fontScale: 1.5,
      contentSizeCategory: .accessibility2, uiMode: .television, idiom: .tv,
      horizontalSizeClass: .regular, verticalSizeClass: .compact, maximumWindowWidth: 800,
      maximumWindowHeight: 900, pixelsPerInch: 264,
      designFrame: DesignFrame(width: 390, height: 844))
    let limited = c.applying(scaleLimits: 0.8...1.5)
    #expect(limited.scaleLimits == 0.8...1.5)
    #expect(limited.applying(scaleLimits: nil) == c)
    #expect(limited.replacingDesignFrame(nil).scaleLimits == 0.8...1.5)
    #expect(limited.applying(.category(.large)).scaleLimits == 0.8...1.5)
  }

  @Test func codableRoundTripAndOldJSON() throws {
    let original = DimensConfiguration(
      screenWidth: 1024, screenHeight: 1366, designFrame: DesignFrame(width: 390, height: 844),
      scaleLimits: 0.8...1.5)
    let data = try JSONEncoder().encode(original)
    let decoded = try JSONDecoder().decode(DimensConfiguration.self, from: data)
    #expect(decoded == original)
    #expect(String(decoding: data, as: UTF8.self).contains(#""scaleLimits":[0.8,1.5]"#))
    // A configuration written before limits existed has no key: no limit.
    let old = Data(#"{"screenWidth": 1024, "screenHeight": 1366}"#.utf8)
    #expect(try JSONDecoder().decode(DimensConfiguration.self, from: old).scaleLimits == nil)
    // Decoded limits are sanitized as the initializer's are.
    let wide = Data(#"{"screenWidth": 1024, "screenHeight": 1366, "scaleLimits": [-1, 2]}"#.utf8)
    #expect(try JSONDecoder().decode(DimensConfiguration.self, from: wide).scaleLimits == 0...2)
    // A reversed pair is not a range.
    let reversed = Data(
      #"{"screenWidth": 1024, "screenHeight": 1366, "scaleLimits": [2, 1]}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DimensConfiguration.self, from: reversed)
    }
  }

  @Test func validatingNamesTheBadBound() throws {
    let good = try DimensConfiguration(
      validatingScreenWidth: 1024, screenHeight: 1366, scaleLimits: 0.8...1.5)
    #expect(good.scaleLimits == 0.8...1.5)
    for (limits, bad) in [
      (-1.0...2.0, -1.0), (0.0...0.0, 0.0), (0.5...2e6, 2e6), (0.5...Double.infinity, .infinity),
    ] {
      #expect(throws: DimensConfigurationError.self) {
        _ = try DimensConfiguration(
          validatingScreenWidth: 1024, screenHeight: 1366, scaleLimits: limits)
      }
      do {
        try DimensConfiguration.requireScaleLimits(limits)
        Issue.record("\(limits) accepted")
      } catch {
        #expect(error.field == .scaleLimits)
        #expect(error.value == bad || (error.value.isNaN && bad.isNaN))
      }
    }
  }

  /// Every principal family on the 12.9-inch iPad (1024 × 1366) kept in 0.8…1.5: the linear
  /// factor 1024 ÷ 300 (or 1366 ÷ 300) is above 1.5, so each value is its base × 1.5.
  @Test func everyPrincipalFamilyHonoursTheLimit() {
    let c = DimensConfiguration(
      screenWidth: 1024, screenHeight: 1366, fontScale: 1.25, scaleLimits: 0.8...1.5)
    let capped: [(String, Double)] = [
      ("sdp", 16.sdp(c)), ("wdp", 16.wdp(c)), ("hdp", 16.hdp(c)), ("sdpa", 16.sdpa(c)),
      ("wdpa", 16.wdpa(c)), ("hdpia", 16.hdpia(c)), ("sem", 16.sem(c)), ("hem", 16.hem(c)),
      ("wem", 16.wem(c)),
      (
        "qualified",
        AppDimens.qualified(
          16, qualifiedValue: 20, configuration: c, qualifier: .width,
          minimum: 5000)
      ),
      (
        "rotate", AppDimens.rotate(16, rotationValue: 20, configuration: c, orientation: .landscape)
      ),
      ("spec", ScaledDimensionSpec(16).resolve(c)),
      ("chain", 16.scaledDp.screen(20, condition: .init(mode: .television)).resolve(c)),
    ]
    for (name, value) in capped { #expect(value == 24, "\(name)") }
    for (name, value) in [("ssp", 16.ssp(c)), ("hsp", 16.hsp(c)), ("wsp", 16.wsp(c))] {
      #expect(value == 30, "\(name)")  // 16 × 1.5 × 1.25
    }
    #expect(ScaledDimensionSpec(text: 16).resolve(c) == 30)
    // The aspect variant's factor on the iPad, 1 + (1024 − 300) × (1 + 0.8 × ln(1366/1024 ÷
    // 1.78)) ÷ 300 ≈ 2.86, is above 1.5 too.
    #expect(16.sdpa(c) == 24)
  }

  @Test func aValuesOwnLimitsReplaceTheConfigurations() {
    let iPad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366, scaleLimits: 0.8...1.5)
    #expect(AppDimens.dp(16, configuration: iPad, scaleLimits: 0.8...1.2) == 16 * 1.2)
    #expect(
      AppDimens.dp(16, configuration: iPad, scaleLimits: 0...Double.infinity) == 16 * (1024.0 / 300)
    )
    #expect(AppDimens.sp(16, configuration: iPad, scaleLimits: 1...2) == 32)
    #expect(ScaledDimensionSpec(16, scaleLimits: 0.8...1.2).resolve(iPad) == 16 * 1.2)
    #expect(ScaledDimensionSpec(text: 16, scaleLimits: 0.8...1.2).resolve(iPad) == 16 * 1.2)
    let free = iPad.applying(scaleLimits: nil)
    #expect(AppDimens.dp(16, configuration: free, scaleLimits: 0.8...1.5) == 24)
    // The spec's doc line: 390 × 844 is 1.3, inside 0.8…1.5.
    let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(
      isClose(
        ScaledDimensionSpec(16, scaleLimits: 0.8...1.5).resolve(phone), 20.8, tolerance: 1e-12))
  }

  /// ``PrincipalScaling/limit(_:to:)``'s doc table.
  @Test func limitDocTable() {
    let f = 1024.0 / 300
    #expect(PrincipalScaling.limit(f, to: 0.8...1.5) == 1.5)
    #expect(PrincipalScaling.limit(1.31, to: 0.8...1.5) == 1.31)
    #expect(PrincipalScaling.limit(200.0 / 300, to: 0.8...1.5) == 0.8)
    #expect(PrincipalScaling.limit(f, to: 2...Double.infinity) == f)
    #expect(PrincipalScaling.limit(f, to: nil) == f)
  }

  /// Multi-window with the `i` suffix: the design value as drawn, whatever the limits.
  @Test func multiWindowWithTheSuffixIsTheDesignValue() {
    let pane = DimensConfiguration(
      screenWidth: 507, screenHeight: 768, maximumWindowWidth: 1024, scaleLimits: 1.2...1.5)
    #expect(16.sdpi(pane) == 16)
    #expect(16.sdp(pane) == 16 * 1.5)  // 507 ÷ 300 = 1.69 → 1.5
  }

  @Test func debugSummaryNamesTheLimits() {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let limited = c.applying(scaleLimits: 0.8...1.5).debugSummaryLines
    #expect(limited == c.debugSummaryLines + ["scale limits 0.8…1.5"])
  }
}
