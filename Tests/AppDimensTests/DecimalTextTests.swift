import AppDimensTestSupport
import Testing

@testable import AppDimens

/// A row of `DecimalText`'s doc table, typed in by hand.
struct DecimalTextCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let digits: Int
  let trimming: Bool
  let text: String
  var testDescription: String { "\(value) to \(digits) → \(text)" }
}

@Test(
  "DecimalText matches its doc table",
  arguments: [
    DecimalTextCase(value: 1.6470588, digits: 6, trimming: true, text: "1.647059"),
    .init(value: 390, digits: 2, trimming: true, text: "390"),
    .init(value: 2.5, digits: 2, trimming: false, text: "2.50"),
    .init(value: -0.001, digits: 2, trimming: true, text: "0"),
    .init(value: -0.1, digits: 6, trimming: true, text: "-0.1"),
    .init(value: .nan, digits: 2, trimming: true, text: "nan"),
    .init(value: 0.05, digits: 3, trimming: false, text: "0.050"),
    .init(value: 12.345, digits: 0, trimming: false, text: "12"),
    .init(value: 1e16, digits: 2, trimming: true, text: "1e+16"),
  ])
func decimalText(_ row: DecimalTextCase) {
  #expect(DecimalText.fixed(row.value, digits: row.digits, trimmingZeros: row.trimming) == row.text)
}
