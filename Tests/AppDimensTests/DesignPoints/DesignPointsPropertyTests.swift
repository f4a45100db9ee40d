import AppDimensTestSupport
import Testing

@testable import AppDimens

/// The formula of `DesignPoints` written out from its documentation, independently of the
/// precomputed segments the type resolves with: find the frames around `d`, interpolate with
/// `t = (d − sᵢ) ÷ (sᵢ₊₁ − sᵢ)`, or extrapolate from the nearest frame.
private enum DesignPointsModel {
  static func value(
    _ points: [(size: Double, value: Double)], _ d: Double,
    _ extrapolation: DesignPoints.Extrapolation
  ) -> Double {
    guard let first = points.first, let last = points.last else { return 0 }
    if d < first.size || d > last.size {
      let (end, neighbour) =
        d < first.size
        ? (first, points.count > 1 ? points[1] : first)
        : (last, points.count > 1 ? points[points.count - 2] : last)
      switch extrapolation {
      case .clamp: return end.value
      case .proportional: return end.value * d / end.size
      case .linear:
        guard neighbour.size != end.size else { return end.value }
        let slope = (neighbour.value - end.value) / (neighbour.size - end.size)
        return end.value + (d - end.size) * slope
      }
    }
    for i in 0..<points.count - 1 where points[i].size <= d && d <= points[i + 1].size {
      let t = (d - points[i].size) / (points[i + 1].size - points[i].size)
      return points[i].value + t * (points[i + 1].value - points[i].value)
    }
    return last.value
  }
}

@Suite("DesignPoints: properties over random tables and windows")
struct DesignPointsPropertyTests {
  static let iterations = 3_000

  /// A table of 1…10 points with distinct sizes in 100…3000 and values in −50…200.
  static func table(_ rng: inout SplitMix64) -> [(Double, Double)] {
    var sizes = Set<Double>()
    for _ in 0..<Int.random(in: 1...10, using: &rng) {
      sizes.insert(Double(Int.random(in: 100...3000, using: &rng)))
    }
    return sizes.map { ($0, Double.random(in: -50...200, using: &rng)) }
  }

  @Test("Resolving agrees with the formula written out, for every extrapolation")
  func agreesWithTheModel() {
    var rng = SplitMix64(seed: 0xDE51_6E)
    for _ in 0..<Self.iterations {
      let entries = Self.table(&rng)
      let extrapolation = rng.pick(DesignPoints.Extrapolation.allCases)
      let points = DesignPoints(entries, extrapolation: extrapolation)
      let sorted = entries.sorted { $0.0 < $1.0 }.map { (size: $0.0, value: $0.1) }
      let d = Double.random(in: 1...4000, using: &rng)
      let c = DimensConfiguration(screenWidth: d, screenHeight: 5000)
      let expected = DesignPointsModel.value(sorted, d, extrapolation)
      let got = points.resolve(c)
      #expect(abs(got - expected) <= 1e-9 * max(1, abs(expected)), "\(points) at \(d)")
    }
  }

  @Test("At every frame the value is the frame's own, exactly")
  func framesAreExact() {
    var rng = SplitMix64(seed: 0xF4A_3E5)
    for _ in 0..<Self.iterations / 3 {
      let entries = Self.table(&rng)
      let points = DesignPoints(
        entries, qualifier: .width, extrapolation: rng.pick(DesignPoints.Extrapolation.allCases))
      for (size, value) in entries {
        let c = DimensConfiguration(screenWidth: size, screenHeight: 1)
        #expect(points.resolve(c) == value)
      }
    }
  }

  @Test("Clamped values stay between the smallest and largest design value")
  func clampedStaysInRange() {
    var rng = SplitMix64(seed: 0xC1A3_9)
    for _ in 0..<Self.iterations {
      let entries = Self.table(&rng)
      let values = entries.map(\.1)
      let (low, high) = (values.min() ?? 0, values.max() ?? 0)
      let c = DimensConfiguration(
        screenWidth: Double.random(in: 1...5000, using: &rng), screenHeight: 5000)
      let got = DesignPoints(entries).resolve(c)
      #expect(got >= low - 1e-9 && got <= high + 1e-9)
    }
  }

  @Test("Values that grow with the frame never shrink as the window grows")
  func monotone() {
    var rng = SplitMix64(seed: 0x3070_70)
    for _ in 0..<Self.iterations {
      let sizes = Self.table(&rng).map(\.0).sorted()
      var value = Double.random(in: 0...20, using: &rng)
      let entries = sizes.map { size -> (Double, Double) in
        defer { value += Double.random(in: 0...10, using: &rng) }
        return (size, value)
      }
      let points = DesignPoints(
        entries, extrapolation: rng.pick(DesignPoints.Extrapolation.allCases))
      let a = Double.random(in: 1...4000, using: &rng)
      let b = a + Double.random(in: 0...500, using: &rng)
      let small = points.resolve(DimensConfiguration(screenWidth: a, screenHeight: 5000))
      let large = points.resolve(DimensConfiguration(screenWidth: b, screenHeight: 5000))
      // Rounding may differ by an ulp where two segments meet at a frame.
      #expect(large >= small - 1e-12 * max(1, abs(small)), "\(points): \(a) → \(b)")
    }
  }

  @Test("The order the entries are written in does not matter")
  func orderDoesNotMatter() {
    var rng = SplitMix64(seed: 0x0DE7)
    for _ in 0..<Self.iterations / 3 {
      let entries = Self.table(&rng)
      let points = DesignPoints(entries)
      let shuffled = DesignPoints(entries.shuffled(using: &rng))
      #expect(points == shuffled)
      let c = DimensConfiguration(
        screenWidth: Double.random(in: 1...4000, using: &rng), screenHeight: 5000)
      #expect(points.resolve(c) == shuffled.resolve(c))
    }
  }

  @Test("Huge finite values never give NaN, tiny or huge frames included")
  func hugeValuesNeverNaN() {
    var rng = SplitMix64(seed: 0x4E_0308)
    let extreme: [Double] = [
      1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, 1e-300,
    ]
    let sizes: [Double] = [1, 1.000_000_000_000_000_2, 2, 390, 99_999, 100_000, 1e-300, 1e300]
    for _ in 0..<Self.iterations {
      let entries = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        (rng.pick(sizes), rng.pick(extreme))
      }
      let points = DesignPoints(
        entries, qualifier: rng.pick(DpQualifier.allCases),
        extrapolation: rng.pick(DesignPoints.Extrapolation.allCases))
      let c = DimensConfiguration(
        screenWidth: rng.pick(sizes + [500]), screenHeight: rng.pick(sizes + [700]))
      #expect(!points.resolve(c).isNaN, "\(points) on \(c.screenWidth) × \(c.screenHeight)")
    }
  }
}
