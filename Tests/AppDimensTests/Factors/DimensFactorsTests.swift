import Testing

@testable import AppDimens

/// One row of the ratio table of ``DimensFactors``.
struct DimensFactorsRatioCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let smallWidth: Double
  let widthRatio: Double
  let heightRatio: Double
  var testDescription: String { "\(width) × \(height)" }
}

@Test(
  "DimensFactors matches its ratio table",
  arguments: [
    DimensFactorsRatioCase(
      width: 300, height: 533, smallWidth: 1, widthRatio: 1, heightRatio: 1.776667),
    DimensFactorsRatioCase(
      width: 390, height: 844, smallWidth: 1.3, widthRatio: 1.3, heightRatio: 2.813333),
    DimensFactorsRatioCase(
      width: 844, height: 390, smallWidth: 1.3, widthRatio: 2.813333, heightRatio: 1.3),
  ])
func dimensFactorsRatios(_ row: DimensFactorsRatioCase) {
  let factors = DimensFactors(DimensConfiguration(screenWidth: row.width, screenHeight: row.height))
  #expect(abs(factors.smallWidthRatio - row.smallWidth) < 1e-6)
  #expect(abs(factors.widthRatio - row.widthRatio) < 1e-6)
  #expect(abs(factors.heightRatio - row.heightRatio) < 1e-6)
}
