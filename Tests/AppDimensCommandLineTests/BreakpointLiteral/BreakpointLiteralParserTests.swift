import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

struct ValidLiteralCase: Sendable, CustomTestStringConvertible {
  let text: String
  let table: Breakpoints<Double>
  var testDescription: String { text }
}

let validLiterals: [ValidLiteralCase] = [
  .init(
    text: "[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390): 70]",
    table: [
      w320: 80, wC.phone: 100, wR.all: 140, wAny: 60, w375.default: 90, .width(390): 70,
    ]),
  .init(text: "[:]", table: [:]),
  .init(text: "[]", table: [:]),
  .init(text: " [ : ] ", table: [:]),
  .init(text: "[.width(390.5).default: 7]", table: [.width(390.5).default: 7]),
  .init(
    text: "[ScreenIdentifier.width(1_000): 1, .w375: 2, w320: -4.5e1,]",
    table: [.width(1000): 1, w375: 2, w320: -45]),
  .init(
    text: "[\n  wC.pad : 1 ,\n\twR.phone.default: 2\n]", table: [wC.pad: 1, wR.phone.default: 2]),
  .init(
    text: "[ScreenIdentifier.wC.all: 3, .wAny: 4, w1366: 5E-1]",
    table: [wC.all: 3, wAny: 4, w1366: 0.5]),
]

@Test(arguments: validLiterals)
func validLiteral(_ row: ValidLiteralCase) throws {
  #expect(try BreakpointLiteralParser.parse(row.text) == row.table)
}

struct InvalidLiteralCase: Sendable, CustomTestStringConvertible {
  let text: String
  let column: Int
  let reason: BreakpointLiteralError.Reason
  var testDescription: String { text.isEmpty ? "(empty)" : text }
}

// Columns counted by hand, 1-based; the first six are the rows of the error's doc comment.
let invalidLiterals: [InvalidLiteralCase] = [
  .init(text: "w320: 80]", column: 1, reason: .expected("'['")),
  .init(text: "[w390: 70]", column: 2, reason: .unknownIdentifier("w390")),
  .init(text: "[wC.tablet: 1]", column: 5, reason: .unknownMember("tablet")),
  .init(text: "[w320 80]", column: 7, reason: .expected("':'")),
  .init(text: "[w320: 1, w320: 2]", column: 11, reason: .duplicateKey(w320)),
  .init(text: "[w320: 80] x", column: 12, reason: .unexpectedTrailingText),
  .init(text: "", column: 1, reason: .expected("'['")),
  .init(text: "[w320: 80,, w375: 1]", column: 11, reason: .expected("a key")),
  .init(text: "[w320: ]", column: 8, reason: .expected("a number")),
  .init(text: "[w320: 1e999]", column: 8, reason: .numberOutOfRange("1e999")),
  .init(text: "[w320: 80", column: 10, reason: .expected("',' or ']'")),
  .init(text: "[width(390): 1]", column: 2, reason: .unknownIdentifier("width")),
  .init(text: "[.width(390: 1]", column: 12, reason: .expected("')'")),
  .init(text: "[w320.big: 1]", column: 7, reason: .unknownMember("big")),
  .init(text: "[wC: 1]", column: 4, reason: .expected("'.' after wC")),
  .init(text: "[wAny: 1 2]", column: 10, reason: .expected("',' or ']'")),
  .init(text: "[w320: 8.]", column: 9, reason: .expected("',' or ']'")),
  .init(text: "[w320: 1e]", column: 10, reason: .expected("exponent digits")),
  .init(text: "[ScreenIdentifier.w390: 1]", column: 19, reason: .unknownIdentifier("w390")),
  .init(
    text: "[.ScreenIdentifier.w320: 1]", column: 3, reason: .unknownIdentifier("ScreenIdentifier")),
  .init(text: "[w320: -]", column: 9, reason: .expected("a number")),
  .init(text: "[:", column: 3, reason: .expected("']'")),
  .init(text: "[w320: 1, é: 1]", column: 11, reason: .expected("a key")),
  .init(text: "[w0320: 1]", column: 2, reason: .unknownIdentifier("w0320")),
  .init(text: "[w320.default.default: 1]", column: 14, reason: .expected("':'")),
  .init(text: "[wR.: 1]", column: 5, reason: .expected("phone, pad or all")),
]

@Test(arguments: invalidLiterals)
func invalidLiteral(_ row: InvalidLiteralCase) {
  #expect(throws: BreakpointLiteralError(column: row.column, reason: row.reason)) {
    try BreakpointLiteralParser.parse(row.text)
  }
}

@Test func singleIdentifiers() throws {
  #expect(try BreakpointLiteralParser.parseIdentifier("wC.phone") == wC.phone)
  #expect(try BreakpointLiteralParser.parseIdentifier(" w320.default ") == w320.default)
  #expect(try BreakpointLiteralParser.parseIdentifier(".width(393)") == .width(393))
  #expect(throws: BreakpointLiteralError(column: 6, reason: .unexpectedTrailingText)) {
    try BreakpointLiteralParser.parseIdentifier("w320 x")
  }
}

private func randomTable(_ generator: inout SplitMix64) -> Breakpoints<Double> {
  var pairs: [(ScreenIdentifier, Double)] = []
  for _ in 0..<Int.random(in: 0...8, using: &generator) {
    var key: ScreenIdentifier
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      key = .width(ScreenIdentifier.adaptizerWidths.randomElement(using: &generator) ?? 320)
    case 1: key = .width(Double(Int.random(in: -10...3000, using: &generator)) / 2)
    case 2:
      key =
        [wC.phone, wC.pad, wC.all, wR.phone, wR.pad, wR.all].randomElement(using: &generator)
        ?? wAny
    default: key = wAny
    }
    if Bool.random(using: &generator) { key = key.default }
    let value =
      Bool.random(using: &generator)
      ? Double(Int.random(in: -200...200, using: &generator))
      : Double.random(in: -1e25...1e25, using: &generator)
    pairs.append((key, value))
  }
  return Breakpoints(pairs)
}

@Test func descriptionsRoundTrip() throws {
  var generator = SplitMix64(seed: 0xD0)
  for _ in 0..<2000 {
    let table = randomTable(&generator)
    #expect(try Breakpoints<Double>(parsing: table.description) == table)
  }
}

@Test func randomInputNeverTraps() {
  // A small in-process fuzzer: grammar fragments and stray characters.
  let fragments = [
    "[", "]", ":", ",", ".", "(", ")", " ", "\n", "w320", "w390", "wC", "wR", "phone", "pad",
    "all", "wAny", "default", "width", "ScreenIdentifier", "1", "0.5", "-", "e", "1e999", "_",
    "é", "[:]", "9", "x",
  ]
  var generator = SplitMix64(seed: 0xD1)
  var parsed = 0
  for _ in 0..<20_000 {
    var text = ""
    for _ in 0..<Int.random(in: 0...14, using: &generator) {
      text += fragments.randomElement(using: &generator) ?? ""
    }
    do {
      let table = try BreakpointLiteralParser.parse(text)
      parsed += 1
      #expect(try Breakpoints<Double>(parsing: table.description) == table)
    } catch {
      #expect(error.column >= 1)
      #expect(error.column <= text.unicodeScalars.count + 1)
    }
  }
  #expect(parsed > 0)
}
