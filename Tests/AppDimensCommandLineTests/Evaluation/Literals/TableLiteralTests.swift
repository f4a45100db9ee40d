import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

struct ValidLiteralCase: Sendable, CustomTestStringConvertible {
  let text: String
  let table: Breakpoints<Double>
  var testDescription: String { text }
}

// The tables as the Swift compiler builds them from the same literal.
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
  // Swift accepts `.default` twice (the property of a key is a key).
  .init(text: "[w320.default.default: 1]", table: [w320.default.default: 1]),
  // Text-size keys, in the spelling their description writes and with the short category
  // names the command line takes.
  .init(
    text: "[.accessibilityTextSizes: 1, .textSize(from: .xLarge, through: .xxxLarge): 2, w375: 3]",
    table: [.accessibilityTextSizes: 1, .textSize(from: .xLarge, through: .xxxLarge): 2, w375: 3]),
  .init(
    text: "[ScreenIdentifier.textSize(from: .AX3).default: 1]",
    table: [ScreenIdentifier.textSize(from: .accessibility3).default: 1]),
  .init(
    text: "[.textSize(through: .xLarge, from: .xLarge): 4]",
    table: [.textSize(from: .xLarge, through: .xLarge): 4]),
]

@Test(arguments: validLiterals)
func validLiteral(_ row: ValidLiteralCase) throws {
  #expect(try Breakpoints<Double>(parsing: row.text) == row.table)
}

struct InvalidLiteralCase: Sendable, CustomTestStringConvertible {
  let text: String
  let column: Int
  let message: String
  var testDescription: String { text.isEmpty ? "(empty)" : text }
}

// Columns counted by hand, 1-based; the first rows are those of the doc comment.
let invalidLiterals: [InvalidLiteralCase] = [
  .init(text: "w320: 80]", column: 1, message: "expected '[', found 'w320'"),
  .init(text: "[w390: 70]", column: 2, message: "unknown key 'w390' (write .width(390))"),
  .init(
    text: "[wC.tablet: 1]", column: 5,
    message: "unknown member 'tablet' of SizeClassIdentifiers (expected phone, pad, all)"),
  .init(text: "[w320 80]", column: 7, message: "expected ':' after the key, found number 80"),
  .init(text: "[w320: 1, w320: 2]", column: 11, message: "duplicate key 'w320'"),
  .init(text: "[w320: 80] x", column: 12, message: "unexpected text after the table, found 'x'"),
  .init(text: "", column: 1, message: "expected '[', found the end of the expression"),
  .init(text: "[w320: 80,, w375: 1]", column: 11, message: "expected a key, found ','"),
  .init(
    text: "[w320: ]", column: 8, message: "expected a number for the value of a key, found ']'"),
  .init(text: "[w320: 1e999]", column: 8, message: "number '1e999' is too large"),
  .init(
    text: "[w320: 80", column: 10,
    message: "expected ',' or ']', found the end of the expression"),
  .init(text: "[width(390): 1]", column: 2, message: "'width' cannot be called"),
  .init(
    text: "[.width(390: 1]", column: 12,
    message: "expected ')' or ',' after an argument to 'width', found ':'"),
  .init(
    text: "[w320.big: 1]", column: 7,
    message: "unknown member 'big' of ScreenIdentifier (expected default)"),
  .init(
    text: "[wC: 1]", column: 2,
    message:
      "a key of the table must be a ScreenIdentifier such as w320, wC.phone or .width(390), got 'wC'"
  ),
  .init(text: "[wAny: 1 2]", column: 10, message: "expected ',' or ']', found number 2"),
  .init(text: "[w320: 8.]", column: 10, message: "expected a function name after '.', found ']'"),
  .init(text: "[w320: 1e]", column: 10, message: "expected digits after the exponent 'e'"),
  .init(
    text: "[w320: 1.sdp]", column: 8,
    message: "a value of a dictionary literal must be a number, got '.sdp'"),
  .init(
    text: "[w320: -]", column: 9, message: "expected a number for the value of a key, found ']'"),
  .init(text: "[:", column: 3, message: "expected ']', found the end of the expression"),
  .init(text: "[w320: 1, é: 1]", column: 11, message: "unexpected character U+00E9"),
  .init(text: "[w0320: 1]", column: 2, message: "unknown key 'w0320' (write .width(320))"),
  .init(text: "[wR.: 1]", column: 5, message: "expected a function name after '.', found ':'"),
  .init(
    text: "[[w320: 1]: 1]", column: 2,
    message:
      "a key of the table must be a ScreenIdentifier such as w320, wC.phone or .width(390), got a dictionary literal"
  ),
]

@Test(arguments: invalidLiterals)
func invalidLiteral(_ row: InvalidLiteralCase) {
  #expect(throws: ExpressionError(column: row.column, row.message)) {
    try Breakpoints<Double>(parsing: row.text)
  }
}

@Test func aScalingRuleIsATableOfMultipliers() throws {
  let rule = ScalingRule(
    multipliers: try Breakpoints<Double>(parsing: "[w320: 0.8, w375: 1, w414: 1.2]"))
  #expect(rule == [w320: 0.8, w375: 1, w414: 1.2])
}

private func randomTable(_ generator: inout SplitMix64) -> Breakpoints<Double> {
  var pairs: [(ScreenIdentifier, Double)] = []
  for _ in 0..<Int.random(in: 0...8, using: &generator) {
    var key: ScreenIdentifier
    switch Int.random(in: 0..<5, using: &generator) {
    case 0:
      key = .width(ScreenIdentifier.adaptizerWidths.randomElement(using: &generator) ?? 320)
    case 3:
      let categories = ContentSizeCategory.allCases
      key = .textSize(
        from: categories.randomElement(using: &generator) ?? .large,
        through: categories.randomElement(using: &generator) ?? .large)
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
      let table = try Breakpoints<Double>(parsing: text)
      parsed += 1
      #expect(try Breakpoints<Double>(parsing: table.description) == table)
    } catch {
      let column = error.column ?? 0
      #expect(column >= 1 && column <= text.unicodeScalars.count + 1, "\(text): \(error)")
    }
  }
  #expect(parsed > 0)
}

@Test func hostileNestingIsAnError() {
  for text in [String(repeating: "[", count: 100_000), String(repeating: "[w320: ", count: 5_000)] {
    #expect(throws: ExpressionError.self) { try Breakpoints<Double>(parsing: text) }
  }
}
