import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("ExpressionParser: the generic syntax tree and every error path with its column")
struct ExpressionParserTests {
  @Test func shorthand() throws {
    let parsed = try ExpressionParser.parse("16.sdp")
    #expect(parsed.base == 16)
    #expect(parsed.members == [MemberCall(name: "sdp", column: 4, arguments: nil)])
  }

  @Test func negativeAndDecimalBases() throws {
    #expect(try ExpressionParser.parse("-16.sdp").base == -16)
    #expect(try ExpressionParser.parse("+2.5.hdp").base == 2.5)
    #expect(try ExpressionParser.parse("- 0.25.ssp").base == -0.25)
  }

  @Test func generalFormWithEveryKindOfValue() throws {
    let parsed = try ExpressionParser.parse(
      "16.fluidDp(viewport: 320...1200, q: .height, on: true, -0.5, w)")
    let call = try #require(parsed.members.first)
    #expect(call.name == "fluidDp")
    #expect(
      call.arguments == [
        CallArgument(label: "viewport", value: .range(320, 1200), column: 12),
        CallArgument(label: "q", value: .identifier("height"), column: 34),
        CallArgument(label: "on", value: .boolean(true), column: 46),
        CallArgument(label: nil, value: .number(-0.5), column: 56),
        CallArgument(label: nil, value: .identifier("w"), column: 62),
      ])
  }

  @Test func chainAndEmptyArgumentLists() throws {
    let parsed = try ExpressionParser.parse("16.scaledDp.rotate(12, landscape).aspectRatio()")
    #expect(parsed.members.map(\.name) == ["scaledDp", "rotate", "aspectRatio"])
    #expect(parsed.members[0].arguments == nil)
    #expect(parsed.members[2].arguments == [])
    #expect(parsed.members[1].column == 13)
  }

  @Test func negativeRangeBounds() throws {
    let parsed = try ExpressionParser.parse("1.x(r: -5...-1)")
    #expect(parsed.members[0].arguments?.first?.value == .range(-5, -1))
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let source: String
    let column: Int
    let fragment: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Failure(source: "", column: 1, fragment: "expected a number"),
    Failure(source: "sdp", column: 1, fragment: "expected a number"),
    Failure(source: ".5.sdp", column: 1, fragment: "expected a number"),
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
    Failure(source: "--16.sdp", column: 2, fragment: "expected a number"),
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
    let alphabet = Array("0123456789.()-+:,_eE sdphaiwqtrue…é\u{0}")
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let source = String(
        (0..<length).map { _ in alphabet[Int.random(in: alphabet.indices, using: &generator)] })
      _ = try? ExpressionParser.parse(source)
      _ = compileError(source)
    }
  }
}
