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
    Failure(source: "16.sdp]", column: 7, fragment: "expected '.', found ']'"),
    Failure(source: "--16.sdp", column: 2, fragment: "expected a number"),
    Failure(source: "(16.sdp", column: 8, fragment: "expected ')'"),
    Failure(source: "[w320: 80.scaled(c)", column: 20, fragment: "expected ',' or ']'"),
    Failure(source: "[[w320: 1]", column: 11, fragment: "expected ':' after the key"),
    Failure(source: "[390 16]", column: 6, fragment: "expected ':' after the key"),
    Failure(source: "[, 390: 16]", column: 2, fragment: "expected a key"),
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
    }
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
