import Testing

@testable import AppDimensUnits

/// One conversion on a 390 × 844 window at 3x.
struct UnitsCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let unit: DimensUnit
  let argumentPPI: Double?
  let configurationPPI: Double?
  let points: Double
  let pixels: Double
  var testDescription: String {
    "\(value) \(unit) ppi \(String(describing: argumentPPI)) / "
      + "\(String(describing: configurationPPI))"
  }
}

@Test(
  "points and pixels follow Behavior Reference › Resize and units",
  arguments: [
    // Behavior Reference › Vectors: typographic, 10 / 25.4 × 72.
    UnitsCase(
      value: 10, unit: .millimeter, argumentPPI: nil, configurationPPI: nil,
      points: 10 / 25.4 * 72, pixels: 10 / 25.4 * 72 * 3),
    UnitsCase(
      value: 1, unit: .inch, argumentPPI: 460, configurationPPI: nil, points: 460.0 / 3,
      pixels: 460),
    // The configuration's density is used when no argument is given…
    UnitsCase(
      value: 2.54, unit: .centimeter, argumentPPI: nil, configurationPPI: 326,
      points: 326.0 / 3, pixels: 326),
    // …and the argument wins over it; a bad argument falls back to it.
    UnitsCase(
      value: 1, unit: .inch, argumentPPI: 460, configurationPPI: 326, points: 460.0 / 3,
      pixels: 460),
    UnitsCase(
      value: 1, unit: .inch, argumentPPI: -1, configurationPPI: 326, points: 326.0 / 3,
      pixels: 326),
    UnitsCase(
      value: 1, unit: .inch, argumentPPI: .nan, configurationPPI: nil, points: 72, pixels: 216),
    UnitsCase(
      value: 30, unit: .pixel, argumentPPI: 460, configurationPPI: nil, points: 10, pixels: 30),
    UnitsCase(
      value: 10, unit: .point, argumentPPI: 460, configurationPPI: nil, points: 10, pixels: 30),
  ])
func unitsTable(_ row: UnitsCase) {
  let c = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3, pixelsPerInch: row.configurationPPI)
  let points = DimensUnits.points(
    row.value, from: row.unit, configuration: c, pixelsPerInch: row.argumentPPI)
  let pixels = DimensUnits.pixels(
    row.value, from: row.unit, configuration: c, pixelsPerInch: row.argumentPPI)
  #expect(abs(points - row.points) < 1e-9)
  #expect(abs(pixels - row.pixels) < 1e-9)
}

@Test("The Behavior Reference vector and the seed's examples")
func unitsSeedExamples() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
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
  #expect(abs(tenMillimeters - 28.346457) < 1e-4)
  #expect(oneInchOnKnownHardware == 460)
}

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
