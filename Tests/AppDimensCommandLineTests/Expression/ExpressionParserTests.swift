import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("ExpressionParser: Swift's postfix expressions and every error path with its column")
struct ExpressionParserTests {
  @Test func shorthand() throws {
    #expect(
      try ExpressionParser.parse("16.sdp") == .member(.number(16, column: 1), "sdp", column: 4))
  }

  @Test func negativeAndDecimalBases() throws {
    #expect(
      try ExpressionParser.parse("-16.sdp") == .member(.number(-16, column: 1), "sdp", column: 5))
    #expect(
      try ExpressionParser.parse("+2.5.hdp") == .member(.number(2.5, column: 1), "hdp", column: 6))
    #expect(
      try ExpressionParser.parse("- 0.25.ssp")
        == .member(.number(-0.25, column: 1), "ssp", column: 8))
  }

  @Test func argumentsOfEveryKind() throws {
    let parsed = try ExpressionParser.parse(
      "16.fluidDp(viewport: 320...1200, q: .height, on: true, -0.5, w)")
    guard
      case .call(.member(.number(16, _), "fluidDp", column: 4), let arguments, column: 11) = parsed
    else { Issue.record("\(parsed)"); return }
    #expect(
      arguments == [
        .init(
          label: "viewport",
          value: .range(.number(320, column: 22), .number(1200, column: 28), column: 25),
          column: 12),
        .init(label: "q", value: .implicitMember("height", column: 37), column: 34),
        .init(label: "on", value: .name("true", column: 50), column: 46),
        .init(label: nil, value: .number(-0.5, column: 56), column: 56),
        .init(label: nil, value: .name("w", column: 62), column: 62),
      ])
  }

  @Test func swiftForms() throws {
    // A configuration argument, options built in place, a type's member, optional chaining,
    // a table literal and parentheses.
    let options = try ExpressionParser.parse("16.powerDp(c, options: .init(power: 0.5))")
    guard case .call(_, let arguments, _) = options, arguments.count == 2,
      case .call(.implicitMember("init", column: 24), let inner, column: 29) = arguments[1].value
    else { Issue.record("\(options)"); return }
    #expect(inner == [.init(label: "power", value: .number(0.5, column: 37), column: 30)])
    #expect(
      try ExpressionParser.parse("AppDimens.dp(16)")
        == .call(
          .member(.name("AppDimens", column: 1), "dp", column: 11),
          [.init(label: nil, value: .number(16, column: 14), column: 14)], column: 13))
    #expect(
      try ExpressionParser.parse("pane?.screenWidth")
        == .member(.name("pane", column: 1), "screenWidth", column: 7))
    #expect(
      try ExpressionParser.parse("[w320: 80].scaled")
        == .member(
          .dictionary(
            [.init(key: .name("w320", column: 2), value: .number(80, column: 8))], column: 1),
          "scaled", column: 12))
    #expect(
      try ExpressionParser.parse("[:].scaled")
        == .member(.dictionary([], column: 1), "scaled", column: 5))
    #expect(
      try ExpressionParser.parse("[390: 16, 820: -24,]")
        == .dictionary(
          [
            .init(key: .number(390, column: 2), value: .number(16, column: 7)),
            .init(key: .number(820, column: 11), value: .number(-24, column: 16)),
          ], column: 1))
    #expect(
      try ExpressionParser.parse("(16).sdp") == .member(.number(16, column: 2), "sdp", column: 6))
  }

  @Test func chainAndEmptyArgumentLists() throws {
    let parsed = try ExpressionParser.parse("16.scaledDp.rotate(12, landscape).aspectRatio()")
    guard case .call(.member(let rotate, "aspectRatio", _), let empty, _) = parsed,
      case .call(.member(.member(.number(16, _), "scaledDp", _), "rotate", column: 13), _, _) =
        rotate
    else { Issue.record("\(parsed)"); return }
    #expect(empty.isEmpty)
  }

  @Test func negativeRangeBounds() throws {
    guard case .call(_, let arguments, _) = try ExpressionParser.parse("1.x(r: -5...-1)") else {
      Issue.record("not a call")
      return
    }
    #expect(
      arguments.first?.value
        == .range(.number(-5, column: 8), .number(-1, column: 13), column: 10))
  }

  @Test func arithmeticFollowsSwiftsPrecedence() throws {
    #expect(
      try ExpressionParser.parse("2 + 3 * 4.sdp")
        == .binary(
          .add, .number(2, column: 1),
          .binary(
            .multiply, .number(3, column: 5), .member(.number(4, column: 9), "sdp", column: 11),
            column: 7), column: 3))
    #expect(
      try ExpressionParser.parse("8 - 2 - 1")
        == .binary(
          .subtract,
          .binary(.subtract, .number(8, column: 1), .number(2, column: 5), column: 3),
          .number(1, column: 9), column: 7))
    #expect(
      try ExpressionParser.parse("-(16.sdp)")
        == .negation(.member(.number(16, column: 3), "sdp", column: 6), column: 1))
    #expect(
      try ExpressionParser.parse("max(44, 30.sdp)")
        == .call(
          .name("max", column: 1),
          [
            .init(label: nil, value: .number(44, column: 5), column: 5),
            .init(label: nil, value: .member(.number(30, column: 9), "sdp", column: 12), column: 9),
          ], column: 4))
  }

  @Test func statements() throws {
    #expect(
      try ExpressionParser.parse("let spacing: CGFloat = 16.sdp // 20.8")
        == .declaration(
          "spacing", type: "CGFloat", .member(.number(16, column: 24), "sdp", column: 27),
          column: 5))
    #expect(
      try ExpressionParser.parse("let p = [390: 16]\np.resolve(c)")
        == .sequence([
          .declaration(
            "p", type: nil,
            .dictionary(
              [.init(key: .number(390, column: 10), value: .number(16, column: 15))], column: 9),
            column: 5),
          .call(
            .member(.reference("p", column: 19), "resolve", column: 21),
            [.init(label: nil, value: .name("c", column: 29), column: 29)], column: 28),
        ]))
    #expect(
      try ExpressionParser.parse("@ScaledDimension(16) private var spacing")
        == .declaration(
          "spacing", type: nil,
          .call(
            .name("ScaledDimension", column: 2),
            [.init(label: nil, value: .number(16, column: 18), column: 18)], column: 17),
          column: 34))
    #expect(
      try ExpressionParser.parse("@Breakpoint([.wR.all: 32]) var inset: CGFloat = 12")
        == .declaration(
          "inset", type: "CGFloat",
          .call(
            .name("Breakpoint", column: 2),
            [
              .init(
                label: nil,
                value: .dictionary(
                  [
                    .init(
                      key: .member(.implicitMember("wR", column: 14), "all", column: 18),
                      value: .number(32, column: 23))
                  ], column: 13), column: 13),
              .init(label: "wrappedValue", value: .number(12, column: 49), column: 49),
            ], column: 12), column: 32))
    // An assignment gives its value; a chain continues on the next line, a call does not.
    #expect(
      try ExpressionParser.parse("view.layer.cornerRadius = 12.sdpa")
        == .member(.number(12, column: 27), "sdpa", column: 30))
    #expect(
      try ExpressionParser.parse("16.scaledDp\n  .resolve(c)")
        == .call(
          .member(.member(.number(16, column: 1), "scaledDp", column: 4), "resolve", column: 16),
          [.init(label: nil, value: .name("c", column: 24), column: 24)], column: 23))
    guard case .sequence(let two) = try ExpressionParser.parse("16.sdp\n(2).sdp") else {
      Issue.record("a parenthesis on a new line is a new statement")
      return
    }
    #expect(two.count == 2)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let column: Int
    let fragment: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(source: "", column: 1, fragment: "expected a number"),
    Failure(source: ".5.sdp", column: 2, fragment: "expected a name after '.'"),
    Failure(source: "16", column: 3, fragment: "expected a function after the number"),
    Failure(source: "16 sdp", column: 4, fragment: "expected '.' and a function"),
    Failure(source: "16.", column: 4, fragment: "expected a function name after '.'"),
    Failure(source: "16.(", column: 4, fragment: "expected a function name"),
    Failure(source: "16.sdp(", column: 8, fragment: "expected a value"),
    Failure(source: "16.sdp(c", column: 9, fragment: "expected ')' or ','"),
    Failure(source: "16.rotate(12 x)", column: 14, fragment: "expected ')' or ','"),
    Failure(source: "16.f(a:)", column: 8, fragment: "expected a value for 'a:'"),
    Failure(source: "16.f(1,)", column: 8, fragment: "expected a value"),
    Failure(source: "16.f(1...)", column: 10, fragment: "upper bound"),
    Failure(source: "16.f(.)", column: 7, fragment: "expected a name after '.'"),
    Failure(source: "16.sdp x", column: 8, fragment: "expected '.'"),
    Failure(source: "16.sdp)", column: 7, fragment: "expected '.'"),
    Failure(source: "16.sdp?", column: 7, fragment: "expected '.'"),
    Failure(source: "16.sdp]", column: 7, fragment: "expected '.' or an operator, found ']'"),
    Failure(source: "--16.sdp", column: 2, fragment: "expected a number"),
    Failure(source: "(16.sdp", column: 8, fragment: "expected ')'"),
    Failure(source: "[w320: 80.scaled(c)", column: 20, fragment: "expected ',' or ']'"),
    Failure(source: "[[w320: 1]", column: 11, fragment: "expected ':' after the key"),
    Failure(source: "[390 16]", column: 6, fragment: "expected ':' after the key"),
    Failure(source: "[, 390: 16]", column: 2, fragment: "expected a key"),
    // The issue's dead ends and the statements around values.
    Failure(
      source: "16px", column: 3,
      fragment: "'16px' is a length, not an expression: write 16.sdp to scale 16 points with the "
        + "window, or run 'appdimens units 16px' to convert it"),
    Failure(source: "2.5cm", column: 4, fragment: "run 'appdimens units 2.5cm'"),
    Failure(source: "16sdp", column: 3, fragment: "found 'sdp' (write 16.sdp)"),
    // No way out that is not one: "write 0.x10" and "write 2.REM" would not parse either.
    Failure(source: "0x10", column: 2, fragment: "found 'x10'"),
    Failure(source: "2REM", column: 2, fragment: "found 'REM'"),
    Failure(source: "10.sdp(c) 13", column: 11, fragment: "(a comment starts with //)"),
    Failure(source: "// 13", column: 6, fragment: "expected a number for the base value"),
    Failure(source: "let x =", column: 8, fragment: "expected a number for the value of 'x'"),
    Failure(source: "let x: = 1", column: 8, fragment: "expected a type, found '='"),
    Failure(source: "let x: A<B = 1", column: 12, fragment: "expected '>' after the type"),
    Failure(source: "struct A {", column: 10, fragment: "unexpected character '{'"),
    Failure(source: "struct A", column: 1, fragment: "'struct' starts a declaration"),
    Failure(source: "@main", column: 2, fragment: "unknown attribute '@main'"),
    Failure(source: "16.sdp = 4", column: 8, fragment: "expected '.' or an operator, found '='"),
    // Hostile nesting is an error, not a stack overflow (the 101st level).
    Failure(
      source: String(repeating: "(", count: 1000) + "16.sdp" + String(repeating: ")", count: 1000),
      column: 101, fragment: "nests more than 100 levels"),
    Failure(
      source: "16.sdp" + String(repeating: ".sdp", count: 200), column: 399,
      fragment: "nests more than 100 levels"),
    Failure(
      source: String(repeating: "16.scaled(by: [w320: ", count: 200), column: 520,
      fragment: "nests more than 100 levels"),
  ])
  func errors(_ f: Failure) {
    do {
      _ = try ExpressionParser.parse(f.source)
      Issue.record("no error")
    } catch {
      #expect(error.column == f.column, "\(error)")
      #expect(error.message.contains(f.fragment), "\(error)")
      #expect(error.description.hasPrefix("at column \(f.column): "))
      #expect(!error.message.contains("(write") || f.source == "16sdp", "\(error)")
    }
  }

  /// A flat sum of 101 terms is a chain too deep, said in the chain's own words (each operator
  /// counts one level), not as 101 nested parentheses.
  @Test func longFlatSumSaysOperatorsCount() {
    let source = "16.sdp" + String(repeating: " + 1", count: 101)
    #expect(throws: ExpressionError.self) { try ExpressionParser.parse(source) }
    do {
      _ = try ExpressionParser.parse(source)
    } catch {
      #expect(error.message.contains("more than 100 operations deep"), "\(error)")
      #expect(!error.message.contains("nests"), "\(error)")
    }
  }

  /// An error quotes a name of at most 40 characters whole; a longer one is cut to its first 40
  /// and `…`, so a 131 KB name does not make a 131 KB error line. Apostrophes inside words open
  /// no quote.
  @Test func longQuotedNamesAreCut() {
    let long = String(repeating: "a", count: 131_000)
    let error = ExpressionError(column: 1, "unknown name '\(long)' (the command's names)")
    #expect(
      error.message == "unknown name '\(String(repeating: "a", count: 40))…' (the command's names)")
    let forty = String(repeating: "b", count: 40)
    let kept = "unknown name '\(forty)' and the command's own long explanation of it, unchanged"
    #expect(ExpressionError(column: 1, kept).message == kept)
    #expect(ExpressionError(column: 1, "a '\(long)").message == "a '\(long)")
  }

  @Test func neverTrapsOnRandomInput() {
    var generator = SplitMix64(seed: 0xC0FFEE)
    let alphabet = Array("0123456789.()-+:,_eE sdphaiwqtrue…é\u{0}[]?cA")
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let source = String(
        (0..<length).map { _ in alphabet[Int.random(in: alphabet.indices, using: &generator)] })
      _ = try? ExpressionParser.parse(source)
      _ = compileError(source)
    }
  }
}
