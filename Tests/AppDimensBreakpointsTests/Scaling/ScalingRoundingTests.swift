import AppDimensTestSupport
import Testing

@testable import AppDimensBreakpoints

struct RoundingCase: Sendable, CustomTestStringConvertible {
  let x: Double
  let scale: Double
  let pixels: Double
  let points: Double
  var testDescription: String { "\(x) @\(scale)x" }
}

// The rows of the doc comment; `none` is x itself.
let roundingRows: [RoundingCase] = [
  .init(x: 10.4, scale: 2, pixels: 10.5, points: 10),
  .init(x: 20.4, scale: 3, pixels: 61.0 / 3, points: 20),
  .init(x: 10.25, scale: 2, pixels: 10.5, points: 10),
  .init(x: 16.6, scale: 1, pixels: 17, points: 17),
]

@Test(arguments: roundingRows)
func documentedRounding(_ row: RoundingCase) {
  #expect(isClose(ScalingRounding.pixels.round(row.x, displayScale: row.scale), row.pixels))
  #expect(ScalingRounding.points.round(row.x, displayScale: row.scale) == row.points)
  #expect(ScalingRounding.none.round(row.x, displayScale: row.scale) == row.x)
}

@Test func pixelRoundingLandsOnTheGrid() {
  var generator = SplitMix64(seed: 0xC0)
  for _ in 0..<1000 {
    let x = Double.random(in: -500...500, using: &generator)
    for scale in [1.0, 2, 3] {
      let rounded = ScalingRounding.pixels.round(x, displayScale: scale)
      let pixels = rounded * scale
      #expect(isClose(pixels, pixels.rounded(), tolerance: 1e-9))
      #expect(abs(rounded - x) <= 0.5 / scale + 1e-12)
    }
  }
}

// Regression (property tests): a direct caller's scale 0 gave 0 / 0 = NaN, and a finite
// 1e308 overflowed to +∞ on the way to the pixel grid.
@Test func badScalesAndHugeValuesStayFinite() {
  for scale in [0, -2, Double.nan, .infinity] {
    #expect(ScalingRounding.pixels.round(10.4, displayScale: scale) == 10)
  }
  #expect(ScalingRounding.pixels.round(1e308, displayScale: 16) == 1e308)
  #expect(
    ScalingRounding.pixels.round(-.greatestFiniteMagnitude, displayScale: 3)
      == -.greatestFiniteMagnitude)
}

@Test func nonFiniteValuesPassThrough() {
  for rounding in ScalingRounding.allCases {
    #expect(rounding.round(.infinity, displayScale: 3) == .infinity)
    #expect(rounding.round(.nan, displayScale: 3).isNaN)
  }
}
