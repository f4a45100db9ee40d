import Testing

@testable import AppDimensUnits

@Test("The circle helpers match their doc table (typographic: 72 points per inch)")
func circleHelpers() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let pi = 3.141592653589793
  #expect(
    abs(DimensUnits.radius(diameter: 10, from: .millimeter, configuration: c) - 14.173228) < 1e-6)
  #expect(
    abs(DimensUnits.radius(circumference: 10, from: .millimeter, configuration: c) - 4.511479)
      < 1e-6)
  #expect(
    abs(DimensUnits.circumference(radius: 1, from: .inch, configuration: c) - 452.389342) < 1e-6)
  #expect(
    abs(DimensUnits.circumference(radius: 1, from: .inch, configuration: c) - 2 * pi * 72)
      < 1e-9)
}

@Test("The circle helpers honour a known density")
func circleHelpersPhysical() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 2)
  // 1 inch at 264 PPI on a 2x screen = 132 points; radius 66.
  #expect(DimensUnits.radius(diameter: 1, from: .inch, configuration: c, pixelsPerInch: 264) == 66)
}
