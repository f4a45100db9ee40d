import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// the Behavior Reference's bad-input policy on every public resolve path: random configurations
/// and options whose numeric fields include 0, −0, negative, NaN, ±∞, subnormal and 1e308.
///
/// - No path traps (the test process would die).
/// - Every finite base value with |v| ≤ 1e6 resolves to finite numbers.
/// - A finite base value of any size never resolves to NaN. (1e308 × a factor > 1 overflows
///   to ±∞ by IEEE arithmetic; that is documented, not clamped.)
@Suite("Property: finite in, finite out, on every resolve path")
struct FinitenessPropertyTests {
  static let iterations = 2_000

  @Test(arguments: ResolvePath.all)
  func realisticBaseValuesResolveToFiniteNumbers(_ path: ResolvePath) {
    var rng = SplitMix64(seed: 0xF1_417E)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      let c = Arbitrary.configuration(&rng)
      let v = Arbitrary.base(&rng)
      let results = path.run(v, c, &rng)
      if let bad = results.first(where: { !$0.isFinite }) {
        failure = "\(path.name)(\(v)) = \(bad) on \(c)"
      }
    }
    #expect(failure == nil)
  }

  @Test(arguments: ResolvePath.all)
  func hugeFiniteBaseValuesNeverResolveToNaN(_ path: ResolvePath) {
    var rng = SplitMix64(seed: 0x0E_0308)
    var failure: String?
    for _ in 0..<Self.iterations / 2 where failure == nil {
      let c = Arbitrary.configuration(&rng)
      let v = Arbitrary.extremeBase(&rng)
      if let bad = path.run(v, c, &rng).first(where: \.isNaN) {
        failure = "\(path.name)(\(v)) = \(bad) on \(c)"
      }
    }
    #expect(failure == nil)
  }

  @Test("Every configuration is sanitized into the Behavior Reference's ranges")
  func configurationsAreSanitized() {
    var rng = SplitMix64(seed: 0x5A_417)
    for _ in 0..<Self.iterations * 5 {
      let c = Arbitrary.configuration(&rng)
      let sides = [c.screenWidth, c.screenHeight, c.maximumWindowWidth, c.maximumWindowHeight]
      guard sides.allSatisfy({ $0 >= 1 && $0 <= 100_000 }), c.maximumWindowWidth >= c.screenWidth,
        c.maximumWindowHeight >= c.screenHeight, c.displayScale >= 1.0 / 16,
        c.displayScale <= 16, c.fontScale > 0, c.fontScale <= 10,
        c.pixelsPerInch.map({ $0.isFinite && $0 > 0 }) ?? true
      else {
        Issue.record("not sanitized: \(c)")
        return
      }
    }
  }
}
