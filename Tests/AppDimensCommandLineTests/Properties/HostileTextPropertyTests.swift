import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

/// The command line's public value and error types, described with hostile contents (NaN,
/// ±∞, subnormal and huge numbers, extreme columns, control characters, invalid UTF-8): no
/// trap, and each text keeps its documented shape.
@Suite("Property: command-line descriptions of hostile values never trap")
struct HostileTextPropertyTests {
  static let numbers: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, .leastNonzeroMagnitude, 1e308, -1e308, 1e19,
  ]
  static let columns = [Int.min, -1, 0, 1, Int.max]

  @Test func errorsKeepTheirShape() {
    for column in Self.columns {
      let error = ExpressionError(column: column, "bad \u{0}\n")
      #expect(error.description.hasPrefix("at column \(column): "))
      #expect(ExpressionError(column: nil, "whole").description == "whole")
      #expect(JSONLineError(byte: column, "x").description == "at byte \(column): x")
    }
    // A usage error is one line whatever it is given.
    let usage = UsageError("first\nsecond\r\u{2028}\u{7F}")
    #expect(!usage.description.contains("\n") && !usage.description.contains("\r"))
  }

  @Test func valuesDescribeHostileNumbers() {
    var rng = SplitMix64(seed: 0x7E47)
    for _ in 0..<200 {
      let number = rng.pick(Self.numbers)
      let json: [JSONValue] = [.number(number), .string("\u{0}"), .bool(false), .null]
      let line = InputLine(bytes: [0xFF, 0xFE, 0x00], isTruncated: true)
      let configuration = DimensConfiguration(screenWidth: number, screenHeight: number)
      let subject = ResolutionGrid.Subject(label: "\u{0}", configuration: configuration)
      let values: [Any] = [json, line, subject, OutputFormat.allCases, JSONText.string("\u{0}")]
      for value in values {
        #expect(!String(describing: value).isEmpty && !String(reflecting: value).isEmpty)
      }
    }
  }

  @Test("A table of finite keys and values reads back from its description")
  func tableDescriptionsReadBack() throws {
    var rng = SplitMix64(seed: 0x7E49)
    let finite = Self.numbers.filter(\.isFinite) + [390, 2.5, -0.25, 844.333333, 1e15]
    for _ in 0..<600 {
      let table = Breakpoints<Double>(
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
          let key: ScreenIdentifier = .width(rng.pick(finite))
          return (rng.chance(0.3) ? key.default : key, rng.pick(finite))
        })
      #expect(try Breakpoints<Double>(parsing: table.description) == table, "\(table)")
    }
  }
}
