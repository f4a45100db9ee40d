import AppDimensTestSupport
import Testing

@testable import AppDimensStrategies

/// One row of the bulk doc table, with the expectation written from Behavior Reference › Principal
/// scaling (`v × d / 300`).
struct BulkCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let fontScale: Double?
  let qualifier: DpQualifier
  let text: Bool
  let input: [Double]
  let expected: [Double]

  var testDescription: String {
    "\(width)×\(height) \(qualifier)\(text ? " text" : "") \(input) → \(expected)"
  }
}

@Suite("DimensFactors bulk resolution")
struct DimensFactorsBulkTests {
  static let docTable: [BulkCase] = [
    .init(
      width: 390, height: 844, fontScale: nil, qualifier: .smallWidth, text: false,
      input: [10, 16, 0], expected: [13, 20.8, 0]),
    .init(
      width: 390, height: 844, fontScale: nil, qualifier: .height, text: false, input: [10],
      expected: [28.133333]),
    .init(
      width: 844, height: 390, fontScale: nil, qualifier: .width, text: false, input: [16],
      expected: [45.013333]),
    .init(
      width: 300, height: 533, fontScale: 1.25, qualifier: .smallWidth, text: true, input: [16],
      expected: [20]),
  ]

  @Test(arguments: docTable)
  func docTableRows(_ row: BulkCase) {
    let factors = DimensFactors(
      DimensConfiguration(
        screenWidth: row.width, screenHeight: row.height, fontScale: row.fontScale))
    var output = [Double](repeating: .nan, count: row.input.count)
    let written = row.input.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer {
        factors.resolve(input, into: $0, qualifier: row.qualifier, text: row.text)
      }
    }
    #expect(written == row.input.count)
    for (value, expected) in zip(output, row.expected) { #expect(isClose(value, expected)) }
    let all = factors.resolveAll(row.input, qualifier: row.qualifier, text: row.text)
    #expect(all.count == row.expected.count)
    for (value, expected) in zip(all, row.expected) { #expect(isClose(value, expected)) }
  }

  @Test func seededRandomBuffersMatchTheFormulaPerValue() {
    var rng = SplitMix64(seed: 0xB01C_0DE5)
    for _ in 0..<200 {
      let width = Double.random(in: 100...3000, using: &rng)
      let height = Double.random(in: 100...3000, using: &rng)
      let fontScale = Double.random(in: 0.8...3.2, using: &rng)
      let factors = DimensFactors(
        DimensConfiguration(screenWidth: width, screenHeight: height, fontScale: fontScale))
      let values = (0..<Int.random(in: 0...300, using: &rng)).map { _ in
        Double.random(in: -500...500, using: &rng)
      }
      let qualifier = DpQualifier.allCases[Int.random(in: 0..<3, using: &rng)]
      let d = qualifier == .smallWidth ? min(width, height) : qualifier == .width ? width : height
      let scaled = factors.resolveAll(values, qualifier: qualifier)
      let text = factors.resolveAll(values, qualifier: qualifier, text: true)
      #expect(scaled.count == values.count && text.count == values.count)
      for (index, v) in values.enumerated() {
        #expect(isClose(scaled[index], v * d / 300, tolerance: 1e-9))
        #expect(isClose(text[index], v * d / 300 * fontScale, tolerance: 1e-9))
      }
    }
  }

  @Test func writesOnlyWhatBothBuffersHold() {
    let factors = DimensFactors(DimensConfiguration(screenWidth: 600, screenHeight: 900))
    let input: [Double] = [1, 2, 3, 4]
    var short = [Double](repeating: -1, count: 2)
    let written = input.withUnsafeBufferPointer { source in
      short.withUnsafeMutableBufferPointer { factors.resolve(source, into: $0) }
    }
    #expect(written == 2)
    #expect(short == [2, 4])
    var long = [Double](repeating: -1, count: 6)
    let writtenLong = input.withUnsafeBufferPointer { source in
      long.withUnsafeMutableBufferPointer { factors.resolve(source, into: $0) }
    }
    #expect(writtenLong == 4)
    #expect(long == [2, 4, 6, 8, -1, -1])
    let empty = [Double]().withUnsafeBufferPointer { source in
      long.withUnsafeMutableBufferPointer { factors.resolve(source, into: $0) }
    }
    #expect(empty == 0)
    #expect(factors.resolveAll([]).isEmpty)
  }

  @Test func scalesInPlace() {
    let factors = DimensFactors(DimensConfiguration(screenWidth: 390, screenHeight: 844))
    var values: [Double] = [10, 20, 30]
    _ = values.withUnsafeMutableBufferPointer { buffer in
      factors.resolve(UnsafeBufferPointer(buffer), into: buffer)
    }
    #expect(isClose(values[0], 13) && isClose(values[1], 26) && isClose(values[2], 39))
  }

  @Test func linearFactorMatchesTheShorthands() {
    let c = DimensConfiguration(screenWidth: 844, screenHeight: 390, fontScale: 1.5)
    let factors = DimensFactors(c)
    #expect(isClose(16 * factors.linearFactor(), 16.sdp(c), tolerance: 1e-12))
    #expect(isClose(16 * factors.linearFactor(.width), 16.wdp(c), tolerance: 1e-12))
    #expect(isClose(16 * factors.linearFactor(.height, text: true), 16.hsp(c), tolerance: 1e-12))
  }

  @Test(arguments: [
    StrategyBulkCase(strategy: .power, expected: 19.479486),
    StrategyBulkCase(strategy: .fluid, expected: 13.8),
    StrategyBulkCase(strategy: .interpolated, expected: 18.4),
    StrategyBulkCase(strategy: .scaled, expected: 20.8),
    StrategyBulkCase(strategy: .plain, expected: 16),
  ])
  func strategyBuffersFollowSpecVectors(_ row: StrategyBulkCase) {
    let factors = DimensFactors(DimensConfiguration(screenWidth: 390, screenHeight: 844))
    let input: [Double] = [16, 16, 0]
    var output = [Double](repeating: .nan, count: 3)
    let written = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer {
        factors.resolve(source, into: $0, strategy: row.strategy)
      }
    }
    #expect(written == 3)
    #expect(isClose(output[0], row.expected) && isClose(output[1], row.expected))
    #expect(output[2] == 0)
  }
}

/// A Behavior Reference vector (390 × 844, v = 16) for one strategy's bulk path.
struct StrategyBulkCase: Sendable, CustomTestStringConvertible {
  let strategy: ScalingStrategy
  let expected: Double

  var testDescription: String { "16 \(strategy) → \(expected)" }
}
