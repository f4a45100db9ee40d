import Testing

@testable import AppDimensUnits

/// A unit and its length in inches.
struct DimensUnitCase: Sendable, CustomTestStringConvertible {
  let unit: DimensUnit
  let inches: Double?
  var testDescription: String { unit.rawValue }
}

@Test(
  "Each physical unit has its length in inches",
  arguments: [
    DimensUnitCase(unit: .inch, inches: 1), DimensUnitCase(unit: .centimeter, inches: 1 / 2.54),
    DimensUnitCase(unit: .millimeter, inches: 1 / 25.4), DimensUnitCase(unit: .point, inches: nil),
    DimensUnitCase(unit: .pixel, inches: nil),
  ])
func dimensUnitInches(_ row: DimensUnitCase) {
  #expect(row.unit.inches == row.inches)
}

@Test("The typographic column of the unit table: 72 points per inch")
func dimensUnitTypographicTable() {
  let c = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
  #expect(abs(DimensUnits.points(1, from: .centimeter, configuration: c) - 28.346457) < 1e-6)
  #expect(abs(DimensUnits.points(1, from: .millimeter, configuration: c) - 2.834646) < 1e-6)
  #expect(DimensUnits.points(1, from: .inch, configuration: c) == 72)
}
