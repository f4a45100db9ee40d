import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// A value and its CSS text.
struct CSSNumberCase: Sendable, CustomTestStringConvertible {
  let value: Double
  var digits = 6
  let text: String
  var testDescription: String { "\(value) → \(text)" }
}

@Test(arguments: [
  CSSNumberCase(value: 2, text: "2"),
  CSSNumberCase(value: 1.6470588235, text: "1.647059"),
  CSSNumberCase(value: -0.1, text: "-0.1"),
  CSSNumberCase(value: 0.0000001, text: "0"),
  CSSNumberCase(value: -0.0000001, text: "0"),
  CSSNumberCase(value: 0.05, text: "0.05"),
  CSSNumberCase(value: 1.000001, text: "1.000001"),
  CSSNumberCase(value: 123.456, digits: 1, text: "123.5"),
  CSSNumberCase(value: 7.6, digits: 0, text: "8"),
  CSSNumberCase(value: .nan, text: "0"),
  CSSNumberCase(value: -.infinity, text: "0"),
])
func numbersFormatForCSS(_ c: CSSNumberCase) {
  #expect(CSSNumber.format(c.value, fractionDigits: c.digits) == c.text)
}

@Test func formattedNumbersParseBackWithinHalfAUnit() {
  var generator = SplitMix64(seed: 42)
  for _ in 0..<1000 {
    let value = Double.random(in: -1000...1000, using: &generator)
    let parsed = Double(CSSNumber.format(value))
    #expect(parsed.map { isClose($0, value, tolerance: 5.0001e-7) } == true)
  }
}
