import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("ExpressionEvaluator: the Behavior Reference vectors, dispatch and unknown functions")
struct ExpressionEvaluatorTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let source: String
    let configuration: DimensConfiguration
    let expected: Double
    var testDescription: String {
      "\(source) @ \(configuration.screenWidth)×\(configuration.screenHeight)"
    }
  }

  static let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  static let baselineLarge = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, fontScale: 1.25)
  static let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  static let pad = DimensConfiguration(screenWidth: 1366, screenHeight: 1024)

  // Behavior Reference › Vectors (results copied from the article, not computed).
  static let vectors: [Vector] = [
    .init(source: "10.sdp", configuration: phone, expected: 13),
    .init(source: "16.ssp", configuration: baselineLarge, expected: 20),
    .init(source: "16.sem", configuration: baselineLarge, expected: 16),
    .init(source: "16.hdp", configuration: baselineLarge, expected: 28.426667),
    .init(source: "16.sdpa", configuration: phone, expected: 21.550307),
    .init(source: "16.wdp", configuration: landscape, expected: 45.013333),
    .init(source: "16.hdp", configuration: landscape, expected: 20.8),
    .init(
      source: "16.scaledDp.screen(24, qualifier: width, minimum: 600).rotate(12, landscape)"
        + ".aspectRatio()", configuration: pad, expected: 68.554697),
    .init(
      source: "16.scaledDp.screen(24, qualifier: .width, minimum: 600)"
        + ".rotate(12, .landscape).aspectRatio().resolve(c)", configuration: pad,
      expected: 68.554697),
  ]

  @Test(arguments: vectors)
  func specVectors(_ v: Vector) throws {
    let value = try ExpressionEvaluator().evaluate(v.source, configuration: v.configuration)
    #expect(isClose(value, v.expected), "\(value)")
  }

  struct Unknown: Sendable, CustomTestStringConvertible {
    let source: String
    let message: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Unknown(source: "16.sdx", message: "at column 4: unknown function 'sdx' (did you mean 'sdp'?)"),
    Unknown(source: "16.SDP", message: "at column 4: unknown function 'SDP' (did you mean 'sdp'?)"),
    Unknown(
      source: "16.scaledDP()",
      message: "at column 4: unknown function 'scaledDP' (did you mean 'scaledDp'?)"),
    Unknown(source: "16.zzzzzzzz", message: "at column 4: unknown function 'zzzzzzzz'"),
  ])
  func unknownFunctions(_ u: Unknown) {
    #expect(compileError(u.source)?.description == u.message)
  }

  /// Every name of the binding table is unique for its owner and form (one overload per
  /// label set), and the shorthands of Behavior Reference › Principal scaling are all there.
  @Test func bindingsAreUnambiguous() {
    var seen: Set<String> = []
    for binding in ExpressionBindings.all {
      let labels = binding.parameters.map { $0.labels.joined(separator: "|") }.joined(
        separator: ",")
      #expect(
        seen.insert("\(binding.owner).\(binding.name)(\(labels)) \(binding.form)").inserted,
        "\(binding.name)")
    }
    let numberNames = Set(ExpressionBindings.all.filter { $0.owner == .number }.map(\.name))
    #expect(
      numberNames.isSuperset(of: ["sdp", "scaledDp", "scaledSp", "powerDp", "dynamic", "scaled"]))
  }

  @Test func compiledExpressionsEvaluateOnManyWindows() throws {
    let compiled = try ExpressionEvaluator().compile("10.wdp")
    #expect(compiled.source == "10.wdp")
    for width in stride(from: 100.0, through: 2000, by: 100) {
      let c = DimensConfiguration(screenWidth: width, screenHeight: 500)
      #expect(isClose(compiled.value(in: c), 10 * width / 300, tolerance: 1e-9))
    }
  }

  /// The deepest expressions the parser accepts — 98 parentheses around `16.sdp`, a chain of
  /// 99 additions — parse, compile and resolve on the stack of an Apple secondary thread
  /// (512 KiB) in the debug build, and so does a design-token file holding one.
  @Test func deepestExpressionsOnA512KiBStack() {
    let parenthesized =
      String(repeating: "(", count: 98) + "16.sdp" + String(repeating: ")", count: 98)
    let sum = (0..<99).map { _ in "1" }.joined(separator: " + ")
    let results = onSmallStack(stackSize: appleSecondaryThreadStack) { () -> [Double] in
      [parenthesized, sum].map { source in
        (try? ExpressionEvaluator().compile(source))?.value(in: Self.phone) ?? .nan
      }
        + [
          (try? DesignSystem(
            files: [
              .init(
                name: "t.json",
                bytes: Array(#"{"t": {"$type": "fontSize", "$value": "\#(parenthesized)"}}"#.utf8))
            ], options: .init(expressions: AuditCommand.compiler)))?.tokens.first?.value(
              in: Self.phone) ?? .nan
        ]
    }
    // 16 × 390 ÷ 300 = 20.8; 99 ones.
    #expect(results == [20.8, 99, 20.8])
  }
}
