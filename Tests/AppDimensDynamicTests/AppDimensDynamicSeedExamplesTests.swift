import AppDimensDynamic
import AppDimensTestSupport
import Testing

// The seed check: the principal seed's portable code, as written, through the public umbrella
// import (not @testable), so a renamed or removed public name fails to compile here. Expected
// numbers come from the Behavior Reference's formulas. The SwiftUI, UIKit and Metal snippets
// are Examples/*.swift and the Dynamic Type guide's are Tools/AppleSDKStubs/Probes, both
// type-checked by Scripts/check-apple.sh.

@Test("The seed's deterministic use, qualifiers, inverters, facilitators and builder")
func seedPrincipal() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let spacing = 10.sdp(configuration)  // 13
  let value = AppDimens.dp(
    16, configuration: configuration,
    qualifier: .smallWidth, inverter: .swToLw)
  let responsive = AppDimens.qualified(
    16, qualifiedValue: 24,
    configuration: configuration, qualifier: .width, minimum: 600)
  let rotated = AppDimens.rotate(
    16, rotationValue: 12,
    configuration: configuration, orientation: .landscape)
  let built = 16.scaledDp
    .screen(24, qualifier: .width, minimum: 600)
    .rotate(12, .landscape)
    .aspectRatio()
    .resolve(configuration)
  #expect(isClose(spacing, 13))
  #expect(isClose(value, 20.8))  // portrait: swToLw does not fire
  #expect(isClose(responsive, 20.8))  // 390 < 600: the base value, scaled
  #expect(isClose(rotated, 20.8))  // portrait: the base value, scaled
  #expect(isClose(built, 16 * Reference.aspectFactor(d: 390, ar: 844.0 / 390)))
}

@Test("The seed's Auto section and Auto examples")
func seedAuto() {
  let configuration = DimensConfiguration(
    screenWidth: 1920, screenHeight: 1080, uiMode: .television)
  let value = 16.autoScaledDp
    .qualifier(24, .width, minimum: 600)
    .rotate(14, .landscape)
    .mode(28, .television)
    .resolve(configuration)
  let spacing = 16.autoScaledDp
    .qualifier(20, .width, minimum: 600)
    .qualifier(24, .width, minimum: 900)
    .resolve(configuration)
  let televisionTitle = 24.autoScaledDp
    .screen(
      42,
      condition: .init(
        mode: .television,
        orientation: .landscape,
        qualifier: .width,
        minimum: 1280
      )
    )
    .resolve(configuration)
  let title = 20.autoSp
    .screen(28, condition: .init(qualifier: .width, minimum: 700))
    .resolve(configuration)
  let auto1080 = Reference.auto(1080)
  #expect(isClose(value, 28 * auto1080))  // mode (4) outranks qualifier (2) and rotation (1)
  #expect(isClose(spacing, 24 * auto1080))  // the larger minimum wins the tie
  #expect(isClose(televisionTitle, 42 * auto1080))
  #expect(isClose(title, 28 * auto1080))  // tvOS: font scale 1
}

@Test("The seed's Strategies section compiles and gives the Behavior Reference's numbers")
func seedStrategies() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let power = 16.powerDp(configuration)
  let fluid = 16.fluidDp(configuration)
  let halfWidth = 100.percentDp(configuration, percent: 50, qualifier: .width)
  let any = 16.dynamic(.diagonal, configuration)
  #expect(abs(power - 19.479486) < 1e-4)
  #expect(abs(fluid - 13.8) < 1e-4)
  #expect(abs(halfWidth - 195) < 1e-4)
  let windowDiagonal: Double = (390.0 * 390.0 + 844.0 * 844.0).squareRoot()
  #expect(abs(any - 16 * windowDiagonal / 611.628155) < 1e-4)
}

@Test("The seed's Strategy examples compile and give the Behavior Reference's numbers")
func seedStrategyExamples() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let twoDimensional = 24.diagonalDp(configuration)
  let balanced = 24.perimeterDp(configuration)
  let fullyVisible = 320.fitDp(configuration)
  let coversViewport = 320.fillDp(configuration)
  let gap = 16.fluidDp(
    configuration,
    options: .init(
      qualifier: .width,
      fluidViewport: 320...1200,
      fluidScale: 0.85...1.4
    ))
  let subtle = 16.interpolatedDp(
    configuration,
    options: .init(
      interpolation: 0.25
    ))
  let perceptual = 24.powerDp(configuration, options: .init(power: 0.75))
  let damped = 24.logarithmicDp(configuration)
  let halfWidth = 100.percentDp(
    configuration,
    percent: 50,
    qualifier: .width
  )
  let windowDiagonal: Double = (390.0 * 390.0 + 844.0 * 844.0).squareRoot()
  let baselineDiagonal: Double = (300.0 * 300.0 + 533.0 * 533.0).squareRoot()
  let diagonal = windowDiagonal / baselineDiagonal
  #expect(abs(twoDimensional - 24 * diagonal) < 1e-4)
  #expect(abs(balanced - 24.0 * 1234.0 / 833.0) < 1e-4)
  #expect(abs(fullyVisible - 320 * min(390.0 / 300, 844.0 / 533)) < 1e-4)
  #expect(abs(coversViewport - 320 * max(390.0 / 300, 844.0 / 533)) < 1e-4)
  let t: Double = (390.0 - 320) / (1200 - 320)
  let fluidFactor: Double = 0.85 + t * (1.4 - 0.85)
  #expect(abs(gap - 16 * fluidFactor) < 1e-4)
  #expect(abs(subtle - 16 * (1 + (1.3 - 1) * 0.25)) < 1e-4)
  #expect(abs(perceptual - 29.219229) < 1e-4)
  #expect(abs(damped - 26.518697) < 1e-4)
  #expect(abs(halfWidth - 195) < 1e-4)
}

@Test("The seed's dashboard values compile: fitDp and a 4 % inset")
func seedDashboard() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let cardWidth = 320.fitDp(configuration)
  let horizontalInset = 100.percentDp(
    configuration,
    percent: 4,
    qualifier: .width
  )
  #expect(abs(cardWidth - 416) < 1e-4)
  #expect(abs(horizontalInset - 15.6) < 1e-4)
}

@Test("The seed's resize and physical unit examples")
func seedResizeAndUnitExamples() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
  let availableWidth = 40.0
  func measuredTextWidth(fontSize: Double) -> Double { fontSize * 2 }
  let candidates = DimensResize.steps(
    minimum: ResizeBound.fixedSp(12).points(configuration),
    maximum: ResizeBound.percent(12, .width).points(configuration),
    step: 1
  )
  let fontSize = DimensResize.largestFitting(candidates) { candidate in
    measuredTextWidth(fontSize: candidate) <= availableWidth
  }
  let tenMillimeters = DimensUnits.points(
    10,
    from: .millimeter,
    configuration: configuration
  )
  let oneInchOnKnownHardware = DimensUnits.pixels(
    1,
    from: .inch,
    configuration: configuration,
    pixelsPerInch: 460
  )
  #expect(candidates.first == 12 && candidates.last == 46.8)  // 12 % of 390
  #expect(fontSize == 20)
  #expect(isClose(tenMillimeters, 28.346457))
  #expect(oneInchOnKnownHardware == 460)
}

@Test("The seed's Resize and units section compiles")
func seedResizeAndUnits() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
  let available = 30.0
  func measure(_ size: Double) -> Double { size }
  let steps = DimensResize.steps(minimum: 12, maximum: 48, step: 1)
  let fitted = DimensResize.largestFitting(steps) { measure($0) <= available }
  let millimeters = DimensUnits.points(10, from: .millimeter, configuration: configuration)
  #expect(steps.count == 37)
  #expect(fitted == 30)
  #expect(abs(millimeters - 28.346457) < 1e-4)
}

@Test("The seed's Metal section: a 64-byte uniform block (the buffer needs Metal)")
func seedMetalPortable() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let uniforms = AppDimensUniforms(configuration)
  #expect(MemoryLayout<AppDimensUniforms>.stride == 64)
  #expect(uniforms.viewport == SIMD4(390, 844, 390, 844))
}

@Test("The precomputed factors agree with the strategy API through the umbrella")
func seedFactorsForRenderLoops() {
  let configuration = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  let factors = DimensFactors(configuration)
  for strategy in ScalingStrategy.allCases {
    #expect(factors.resolve(16, strategy: strategy) == 16.dynamic(strategy, configuration))
  }
  #expect(abs(factors.resolve(16, strategy: .auto) - 32.219968) < 1e-4)
}
