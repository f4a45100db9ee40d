import AppDimensDynamic
import Testing

/// The README's code, as written there, with the numbers its comments promise.
@Suite("README examples")
struct ReadmeExamplesTests {
  @Test func headless() {
    let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    #expect(abs(10.sdp(configuration) - 13) < 1e-9)
    #expect(abs(16.sdpa(configuration) - 21.550307) < 1e-6)
    let built = 16.scaledDp
      .screen(24, qualifier: .width, minimum: 600)
      .rotate(12, .landscape)
      .resolve(configuration)
    #expect(abs(built - 20.8) < 1e-9)
  }

  @Test func strategiesAutoBreakpointsAndDynamicType() {
    let c = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)
    #expect(abs(16.powerDp(c) - 19.479486) < 1e-6)
    #expect(abs(16.fluidDp(c) - 13.8) < 1e-9)
    #expect(abs(100.percentDp(c, percent: 50, qualifier: .width) - 195) < 1e-9)
    let windowDiagonal: Double = (390.0 * 390.0 + 844.0 * 844.0).squareRoot()
    let baselineDiagonal: Double = (300.0 * 300.0 + 533.0 * 533.0).squareRoot()
    let diagonal: Double = 16 * windowDiagonal / baselineDiagonal
    #expect(abs(16.dynamic(.diagonal, c) - diagonal) < 1e-9)
    #expect(abs(16.dynamic(.scaled, c, options: .init(scaleLimits: 0.8...1.5)) - 16 * 1.3) < 1e-9)
    let tablet = DimensConfiguration(screenWidth: 2000, screenHeight: 2400)
    #expect(abs(16.dynamic(.scaled, tablet, options: .init(scaleLimits: 0.8...1.5)) - 24) < 1e-9)
    let auto = 16.autoScaledDp
      .qualifier(20, .width, minimum: 600)
      .qualifier(24, .width, minimum: 900)
      .resolve(c)
    #expect(abs(auto - 20.8) < 1e-9)
    let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]
    #expect(padding.resolve(c) == 16)
    let pane = DimensConfiguration(screenWidth: 605, screenHeight: 1024)
    #expect(abs(padding.resolve(pane) - 20) < 1e-12)  // 16 + (605 − 390)/(820 − 390) × 8
    let tablet820 = DimensConfiguration(screenWidth: 820, screenHeight: 1180)
    #expect(padding.resolve(tablet820) == 24)
    let columns: Breakpoints<Int> = [.wAny: 1, .wR.all: 2, .w1024: 3]
    #expect(columns.resolve(c) == 1)
    // Measured on iOS 26 (@3x): body 17 pt at AX3 is 37; the body font there is 40 (HIG).
    #expect(17.scaled(relativeTo: .body, category: .accessibility3) == 37)
    #expect(17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp) == 40)
    #expect(17.scaled(c, relativeTo: .body) == 17)
    // A @2x watch: 17 × 23 ÷ 16 = 24.4375 on the half-point grid.
    let watch = DimensConfiguration(
      screenWidth: 198, screenHeight: 242, displayScale: 2, contentSizeCategory: .accessibility3,
      idiom: .watch)
    #expect(17.scaled(watch, relativeTo: .body) == 24.5)
    let f = DimensFactors(c)
    #expect(f.resolve(16, strategy: .power) == 16.powerDp(c))
  }
}
