import Testing

@testable import AppDimensStrategies

/// One row of the fluid curve's worked-value table.
struct FluidCurveCase: Sendable, CustomTestStringConvertible {
  let dimension: Double
  let viewport: ClosedRange<Double>
  let scale: ClosedRange<Double>
  let expected: Double
  var testDescription: String { "fluid(\(dimension), \(viewport), \(scale)) = \(expected)" }
}

@Test(
  "The fluid curve matches its worked-value table",
  arguments: [
    FluidCurveCase(dimension: 162, viewport: 320...768, scale: 0.8...1.2, expected: 0.8),
    FluidCurveCase(dimension: 390, viewport: 320...768, scale: 0.8...1.2, expected: 0.8625),
    FluidCurveCase(dimension: 544, viewport: 320...768, scale: 0.8...1.2, expected: 1),
    FluidCurveCase(dimension: 1024, viewport: 320...768, scale: 0.8...1.2, expected: 1.2),
    FluidCurveCase(dimension: 599, viewport: 600...600, scale: 0.8...1.2, expected: 0.8),
    FluidCurveCase(dimension: 600, viewport: 600...600, scale: 0.8...1.2, expected: 1.2),
    // t = (390 + 1e308) ÷ 2e308 = 0.5 (to 1e-305) by hand; the span overflows a double.
    FluidCurveCase(dimension: 390, viewport: -1e308...1e308, scale: 1...2, expected: 1.5),
    FluidCurveCase(dimension: 1e5, viewport: -1.7e308...1.7e308, scale: 0...1, expected: 0.5),
  ])
func fluidCurveTable(_ row: FluidCurveCase) {
  let factor = ScalingCurves.fluid(
    dimension: row.dimension, viewport: row.viewport, scale: row.scale)
  #expect(abs(factor - row.expected) < 1e-9)
}

@Test("The fluid defaults are the Behavior Reference's 320…768 and 0.8…1.2")
func fluidDefaults() {
  #expect(ScalingCurves.defaultFluidViewport == 320...768)
  #expect(ScalingCurves.defaultFluidScale == 0.8...1.2)
}

@Test("fluidDp matches its doc table")
func fluidDpTable() {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let pad = DimensConfiguration(screenWidth: 768, screenHeight: 1024)
  #expect(abs(16.fluidDp(phone) - 13.8) < 1e-9)
  #expect(abs(16.fluidDp(pad) - 19.2) < 1e-9)
  let gap = 16.fluidDp(
    phone,
    options: .init(
      qualifier: .width,
      fluidViewport: 320...1200,
      fluidScale: 0.85...1.4
    ))
  // t = (390 − 320) / 880; 16 × (0.85 + t × 0.55) = 14.3
  #expect(abs(gap - 14.3) < 1e-9)
}
