import AppDimensDynamic
import AppDimensTestSupport
import Foundation
import Testing

// The four rows of "Migrating from the Android library › Defaults that differ" that name a
// formula of the Android library: each test pins the Apple value (worked out by hand from the
// Apple rule) and names the Android value, worked out by hand from the Android library's code
// (bodenberg/appdimens-dynamic, tag 3.1.9):
//   percent:   library-percent/…/code/percent/DimenPercentDpExtensions.kt, `psdp` →
//              base × dim × INV_BASE_RATIO (1/300, DimenCache.kt)
//   `a`:       DimenMetrics.kt, defaultAspectRatioMultiplier = 1 + (0.08/30) × ln(ar ÷ 1.78), which
//              every satellite's fast path and calculate…Dp multiply in (power, fluid,
//              interpolated, diagonal, perimeter, logarithmic, fit, fill, density, auto)
//   auto:      library-auto/…/code/auto/DimenAutoDpExtensions.kt, calculateAutoDp: 480/300 +
//              0.4 × ln(1 + (d − 480)/300) above 480, then × the multiplier above
//   ranking:   library/…/code/scaled/DimenScaled.kt and library-auto/…/code/auto/DimenAuto.kt,
//              reorderEntries (priority, then the larger qualifier value) and resolveDpInternal
//              (the first entry that matches; an orientation only filters)

@Suite("Migrating from Android: the defaults that differ")
struct MigratingFromAndroidTests {
  /// The Android multiplier of every satellite curve's `a`: 1 + 0.08/30 × ln(ar ÷ 1.78).
  static func androidAspectMultiplier(_ w: Double, _ h: Double) -> Double {
    1 + 0.08 / 30 * log(max(w, h) / min(w, h) / 1.78)
  }

  @Test("percentDp: 400 here (Android's psdp: 133.33) on 400 × 800")
  func percentDp() {
    let c = DimensConfiguration(screenWidth: 400, screenHeight: 800)
    // Apple: v × percent ÷ 100 × d ÷ 100 with percent 100 and d = sw = 400.
    #expect(isClose(100.percentDp(c), 400))
    #expect(isClose(100.percentDp(c, percent: 50, qualifier: .width), 200))
    // Android: 100 × 400 ÷ 300, the linear curve.
    #expect(isClose(100 * 400 / 300, 133.333333, tolerance: 1e-6))
    #expect(isClose(100.sdp(c), 100 * 400 / 300))
  }

  @Test("the aspect variant on power: ignored here, 19.479486 (Android: 19.489636) on 390 × 844")
  func aspectRatioOnTheSatelliteCurves() {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let plain = 16 * pow(390.0 / 300, 0.75)  // 19.479486
    #expect(isClose(plain, 19.479486, tolerance: 1e-6))
    #expect(isClose(16.powerDp(c), plain))
    #expect(isClose(16.powerDp(c, options: .init(aspectRatio: true)), plain))
    #expect(isClose(16.fluidDp(c, options: .init(aspectRatio: true)), 16.fluidDp(c)))
    // Android: × (1 + 0.08/30 × ln((844/390) ÷ 1.78)) = × 1.000521.
    let android = plain * Self.androidAspectMultiplier(390, 844)
    #expect(isClose(android, 19.489636, tolerance: 1e-6))
    // At real aspect ratios the factor is within 0.16 % of 1 (square: −0.154 %).
    for ratio in [1.0, 4.0 / 3, 16.0 / 9, 19.5 / 9, 3] {
      #expect(abs(Self.androidAspectMultiplier(100 * ratio, 100) - 1) <= 0.0016)
    }
  }

  @Test("Auto with .aspectRatio(): 66.50 here (Android: 69.33) for 40 on 600 × 800")
  func autoAspectRatio() {
    let c = DimensConfiguration(screenWidth: 600, screenHeight: 800)
    // Apple: d′ = 300 + (600 − 300)(1 + 0.8 ln((800/600) ÷ 1.78)) = 530.657, then the auto curve
    // 480/300 + 0.4 ln(1 + (d′ − 480)/300).
    let adjusted = 300 + 300 * (1 + 0.8 * log(800.0 / 600 / 1.78))
    let apple = 40 * (480.0 / 300 + 0.4 * log(1 + (adjusted - 480) / 300))
    #expect(isClose(apple, 66.496394, tolerance: 1e-6))
    #expect(isClose(40.autoScaledDp.aspectRatio().resolve(c), apple))
    // Without the variant both agree: 40 × (1.6 + 0.4 ln 1.4) = 69.383556.
    let auto = 40 * (480.0 / 300 + 0.4 * log(1.4))
    #expect(isClose(40.autoScaledDp.resolve(c), auto))
    // Android: the auto curve × (1 + 0.08/30 × ln((800/600) ÷ 1.78)).
    #expect(isClose(auto * Self.androidAspectMultiplier(600, 800), 69.330097, tolerance: 1e-6))
  }

  @Test("An orientation adds specificity: 40 here (Android: 48) on 800 × 600")
  func orientationRanking() {
    let c = DimensConfiguration(screenWidth: 800, screenHeight: 600)
    // Apple: both match; the landscape one is more specific (2 + 1 > 2): 20 × 600/300.
    let scaled = 16.scaledDp
      .screen(24, qualifier: .width, minimum: 600)
      .screen(20, orientation: .landscape, qualifier: .width, minimum: 400)
      .resolve(c)
    #expect(isClose(scaled, 40))
    // Android: one priority (qualifier entries), the larger minimum first: 24 × 600/300 = 48.
    #expect(isClose(24 * 600 / 300, 48))
    // The same chain on Auto: 20 × auto(600) = 34.69 here, 24 × auto(600) = 41.63 there.
    let auto600 = 480.0 / 300 + 0.4 * log(1.4)
    let autoChain = 16.autoScaledDp
      .screen(24, qualifier: .width, minimum: 600)
      .screen(20, orientation: .landscape, qualifier: .width, minimum: 400)
      .resolve(c)
    #expect(isClose(autoChain, 20 * auto600))
    #expect(isClose(autoChain, 34.691778, tolerance: 1e-6))
    #expect(isClose(24 * auto600, 41.630133, tolerance: 1e-6))
  }

  @Test("Two TV conditions: 100.8 here (Android: 108) on Apple TV, 1920 × 1080")
  func televisionRanking() {
    let tv = DimensConfiguration(screenWidth: 1920, screenHeight: 1080, uiMode: .television)
    // Apple: the landscape condition names more (4 + 2 + 1 > 4 + 2): 28 × 1080/300.
    let value = 16.scaledDp
      .screen(30, mode: .television, qualifier: .width, minimum: 1280)
      .screen(28, mode: .television, orientation: .landscape, qualifier: .width, minimum: 960)
      .resolve(tv)
    #expect(isClose(value, 100.8))
    // Android: both are priority 1 (mode with qualifier); the larger minimum, 1280, first:
    // 30 × 1080/300.
    #expect(isClose(30 * 1080 / 300, 108))
  }
}
