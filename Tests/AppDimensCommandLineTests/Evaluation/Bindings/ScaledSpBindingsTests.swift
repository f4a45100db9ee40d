import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("ScaledSp bindings: the general text form = AppDimens.sp")
struct ScaledSpBindingsTests {
  static let baselineLarge = DimensConfiguration(
    screenWidth: 300, screenHeight: 533, fontScale: 1.25)

  @Test func docTableRows() {
    // Behavior Reference › Vectors: 300×533, fontScale 1.25 → 16.ssp = 20, 16.sem = 16.
    #expect(evaluate("16.scaledSp()", Self.baselineLarge).map { isClose($0, 20) } == true)
    #expect(evaluate("16.scaledSp", Self.baselineLarge).map { isClose($0, 20) } == true)
    #expect(
      evaluate("16.scaledSp(fontScale: false)", Self.baselineLarge).map { isClose($0, 16) } == true)
  }

  @Test func equalsDirectCalls() {
    var generator = SplitMix64(seed: 99)
    for _ in 0..<200 {
      let c = DimensConfiguration(
        screenWidth: Double.random(in: 200...1500, using: &generator),
        screenHeight: Double.random(in: 200...1500, using: &generator),
        fontScale: Double.random(in: 0.8...3, using: &generator))
      let qualifier = DpQualifier.allCases.randomElement(using: &generator) ?? .height
      let font = Bool.random(using: &generator)
      let aspect = Bool.random(using: &generator)
      let source =
        "12.scaledSp(qualifier: \(qualifier), aspectRatio: \(aspect), fontScale: \(font))"
      let expected = AppDimens.sp(
        12, configuration: c, qualifier: qualifier, aspectRatio: aspect, fontScale: font)
      #expect(evaluate(source, c) == expected)
    }
  }

  @Test func rejectsAChain() {
    #expect(compileError("16.scaledSp.rotate(1, landscape)") != nil)
    #expect(
      compileError("16.scaledSp(fontScale: 1)")?.description
        == "at column 13: 'fontScale:' of 'scaledSp' must be true or false, got number 1")
  }
}
