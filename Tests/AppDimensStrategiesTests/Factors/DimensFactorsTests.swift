import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

@Suite("DimensFactors equals the principal API")
struct DimensFactorsTests {
  @Test func docTable() {
    let base = DimensFactors(DimensConfiguration(screenWidth: 300, screenHeight: 533))
    #expect(base.smallWidthRatio == 1 && base.widthRatio == 1)
    #expect(isClose(base.heightRatio, 1.776667))
    let phone = DimensFactors(DimensConfiguration(screenWidth: 390, screenHeight: 844))
    #expect(isClose(phone.smallWidthRatio, 1.3) && isClose(phone.heightRatio, 2.813333))
    let landscape = DimensFactors(DimensConfiguration(screenWidth: 844, screenHeight: 390))
    #expect(isClose(landscape.widthRatio, 2.813333) && isClose(landscape.heightRatio, 1.3))
  }

  @Test func seededRandomConfigurationsAgreeWithTheShorthands() {
    var rng = SplitMix64(seed: 0xA11D_1AE5)
    for _ in 0..<2000 {
      let c = DimensConfiguration(
        screenWidth: Double.random(in: 100...3000, using: &rng),
        screenHeight: Double.random(in: 100...3000, using: &rng),
        fontScale: Double.random(in: 0.8...3.2, using: &rng))
      let f = DimensFactors(c)
      let v = Double.random(in: -100...100, using: &rng)
      #expect(isClose(f.sdp(v), v.sdp(c), tolerance: 1e-9))
      #expect(isClose(f.wdp(v), v.wdp(c), tolerance: 1e-9))
      #expect(isClose(f.hdp(v), v.hdp(c), tolerance: 1e-9))
      #expect(isClose(f.ssp(v), v.ssp(c), tolerance: 1e-9))
      #expect(isClose(f.aspect(v), v.sdpa(c), tolerance: 1e-9))
      #expect(isClose(f.aspect(v, .height), v.hdpa(c), tolerance: 1e-9))
    }
  }

  /// The doc table's frame row: 820 × 1180 on a 390 × 844 frame, every ratio against the frame.
  @Test func docTableWithAFrame() {
    let f = DimensFactors(
      DimensConfiguration(
        screenWidth: 820, screenHeight: 1180, designFrame: DesignFrame(width: 390, height: 844)))
    #expect(f.smallWidthRatio == 820.0 / 390 && f.widthRatio == 820.0 / 390)
    #expect(f.heightRatio == 1180.0 / 844)
    #expect(isClose(f.smallWidthRatio, 2.102564) && isClose(f.heightRatio, 1.398104))
  }

  /// With random frames too, every factor is the shorthand's, and every strategy's default
  /// factor the strategy API's, bit for bit (the same functions on the same stored numbers).
  @Test func seededRandomFramesAgreeWithTheShorthandsAndStrategies() {
    var rng = SplitMix64(seed: 0xF4A3_E000)
    for _ in 0..<2000 {
      let c = DimensConfiguration(
        screenWidth: Double.random(in: 100...3000, using: &rng),
        screenHeight: Double.random(in: 100...3000, using: &rng),
        fontScale: Double.random(in: 0.8...3.2, using: &rng),
        designFrame: DesignFrame(
          width: Double.random(in: 100...2000, using: &rng),
          height: Double.random(in: 100...2000, using: &rng)))
      let f = DimensFactors(c)
      let v = Double.random(in: -100...100, using: &rng)
      #expect(f.sdp(v) == v.sdp(c) && f.wdp(v) == v.wdp(c) && f.hdp(v) == v.hdp(c))
      #expect(isClose(f.ssp(v), v.ssp(c), tolerance: 1e-9))
      #expect(f.aspect(v) == v.sdpa(c))
      #expect(f.aspect(v, .width) == v.wdpa(c) && f.aspect(v, .height) == v.hdpa(c))
      for strategy in ScalingStrategy.allCases {
        #expect(f.resolve(v, strategy: strategy) == v.dynamic(strategy, c), "\(strategy)")
      }
    }
  }
}
