import Testing

@testable import AppDimens

@Suite("Sanitizing initializer: bad input never traps (Behavior Reference › Configuration)")
struct ConfigurationSanitizerTests {
  struct SideCase: Sendable, CustomTestStringConvertible {
    let given: Double
    let expectedWidth: Double
    let expectedHeight: Double
    var testDescription: String { "side \(given)" }
  }

  @Test(arguments: [
    SideCase(given: .nan, expectedWidth: 300, expectedHeight: 533),
    SideCase(given: .infinity, expectedWidth: 300, expectedHeight: 533),
    SideCase(given: -.infinity, expectedWidth: 300, expectedHeight: 533),
    SideCase(given: 0, expectedWidth: 300, expectedHeight: 533),
    SideCase(given: -5, expectedWidth: 300, expectedHeight: 533),
    SideCase(given: 0.25, expectedWidth: 1, expectedHeight: 1),
    SideCase(given: .leastNonzeroMagnitude, expectedWidth: 1, expectedHeight: 1),
    SideCase(given: 1e308, expectedWidth: 100_000, expectedHeight: 100_000),
    SideCase(given: 100_001, expectedWidth: 100_000, expectedHeight: 100_000),
    SideCase(given: 390, expectedWidth: 390, expectedHeight: 390),
  ])
  func windowSides(_ c: SideCase) {
    let config = DimensConfiguration(screenWidth: c.given, screenHeight: c.given)
    #expect(config.screenWidth == c.expectedWidth)
    #expect(config.screenHeight == c.expectedHeight)
  }

  struct FactorCase: Sendable, CustomTestStringConvertible {
    let given: Double
    let expectedScale: Double
    let expectedFont: Double
    var testDescription: String { "factor \(given)" }
  }

  @Test(arguments: [
    FactorCase(given: .nan, expectedScale: 1, expectedFont: 1),
    FactorCase(given: .infinity, expectedScale: 1, expectedFont: 1),
    FactorCase(given: 0, expectedScale: 1, expectedFont: 1),
    FactorCase(given: -2, expectedScale: 1, expectedFont: 1),
    FactorCase(given: 3, expectedScale: 3, expectedFont: 3),
    // Regression (property tests): a subnormal scale made `10 px → points` = +∞.
    FactorCase(
      given: .leastNonzeroMagnitude, expectedScale: 1.0 / 16, expectedFont: .leastNonzeroMagnitude),
    FactorCase(given: 0.01, expectedScale: 1.0 / 16, expectedFont: 0.01),
    FactorCase(given: 0.5, expectedScale: 0.5, expectedFont: 0.5),
    FactorCase(given: 12, expectedScale: 12, expectedFont: 10),
    FactorCase(given: 40, expectedScale: 16, expectedFont: 10),
  ])
  func scales(_ c: FactorCase) {
    let config = DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: c.given, fontScale: c.given)
    #expect(config.displayScale == c.expectedScale)
    #expect(config.fontScale == c.expectedFont)
  }

  @Test func maximumBelowTheWindowIsRaised() {
    let config = DimensConfiguration(
      screenWidth: 800, screenHeight: 600, maximumWindowWidth: 400, maximumWindowHeight: .nan)
    #expect(config.maximumWindowWidth == 800)
    #expect(config.maximumWindowHeight == 600)
    #expect(!config.isMultiWindow)
  }

  @Test(arguments: [Double.nan, .infinity, 0, -326])
  func badPixelDensityBecomesNil(_ ppi: Double) {
    let config = DimensConfiguration(screenWidth: 390, screenHeight: 844, pixelsPerInch: ppi)
    #expect(config.pixelsPerInch == nil)
  }

  @Test func goodPixelDensityIsKept() {
    let config = DimensConfiguration(screenWidth: 390, screenHeight: 844, pixelsPerInch: 460)
    #expect(config.pixelsPerInch == 460)
  }
}
