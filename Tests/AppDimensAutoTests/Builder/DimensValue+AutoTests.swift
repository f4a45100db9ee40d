import AppDimensTestSupport
import Testing

@testable import AppDimensAuto

struct AutoShorthandCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let fontScale: Double
  let text: Bool
  let expected: Double
  var testDescription: String { "\(text ? "autoSp" : "autoScaledDp") \(width)×\(height)" }
}

// The rows of the doc comments of `autoScaledDp` and `autoSp`.
let autoShorthandRows: [AutoShorthandCase] = [
  .init(width: 390, height: 844, fontScale: 1, text: false, expected: 20.8),
  .init(width: 1024, height: 1366, fontScale: 1, text: false, expected: 32.219968),
  .init(width: 390, height: 844, fontScale: 1, text: true, expected: 26),
  .init(width: 390, height: 844, fontScale: 1.25, text: true, expected: 32.5),
]

@Test(arguments: autoShorthandRows)
func documentedShorthandRows(_ row: AutoShorthandCase) {
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: row.height, fontScale: row.fontScale)
  let base: Double = row.text ? 20 : 16
  let result =
    row.text
    ? 20.autoSp.resolve(configuration) : 16.autoScaledDp.resolve(configuration)
  #expect(isClose(result, row.expected))
  // From the Behavior Reference formula, independently.
  let d = min(row.width, row.height)
  #expect(
    isClose(result, base * Reference.auto(d) * (row.text ? row.fontScale : 1)))
}

@Test func everyNumericTypeStartsTheSameChain() {
  let configuration = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  let expected = 16 * Reference.auto(1024)
  #expect(isClose(16.autoScaledDp.resolve(configuration), expected))
  #expect(isClose(16.0.autoScaledDp.resolve(configuration), expected))
  #expect(isClose(Float(16).autoScaledDp.resolve(configuration), expected))
  #expect(isClose(UInt8(16).autoScaledDp.resolve(configuration), expected))
  #expect(16.autoScaledDp.fontScale == false)
  #expect(16.autoSp.fontScale == true)
}
