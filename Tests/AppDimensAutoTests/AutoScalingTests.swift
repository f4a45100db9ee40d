import AppDimensTestSupport
import Testing

@testable import AppDimensAuto

struct AutoScalingCase: Sendable, CustomTestStringConvertible {
  let d: Double
  let ar: Double
  let factor: Double
  let aspectFactor: Double
  var testDescription: String { "d \(d), ar \(ar)" }
}

// The rows of the table in AutoScaling's doc comment.
let autoScalingRows: [AutoScalingCase] = [
  .init(d: 300, ar: 1.78, factor: 1, aspectFactor: 1),
  .init(d: 390, ar: 844.0 / 390, factor: 1.3, aspectFactor: 1.346894),
  .init(d: 480, ar: 1.78, factor: 1.6, aspectFactor: 1.6),
  .init(d: 1024, ar: 1366.0 / 1024, factor: 2.013748, aspectFactor: 1.925516),
  .init(d: 1080, ar: 1920.0 / 1080, factor: 2.039445, aspectFactor: 2.039098),
]

@Test(arguments: autoScalingRows)
func documentedRows(_ row: AutoScalingCase) {
  #expect(isClose(ScalingCurves.auto(dimension: row.d), row.factor))
  #expect(
    isClose(
      AutoScaling.aspectFactor(dimension: row.d, aspectRatio: row.ar, sensitivity: 0.8),
      row.aspectFactor))
  // The same rows from the Behavior Reference formulas, written independently in the test target.
  #expect(isClose(Reference.auto(row.d), row.factor))
  #expect(
    isClose(
      Reference.auto(300 * Reference.aspectFactor(d: row.d, ar: row.ar)), row.aspectFactor))
}

@Test func aspectBelowTransitionIsThePrincipalAspectVariant() {
  // Below 480 adjusted points the aspect flag gives exactly the Behavior Reference's aspect factor.
  var generator = SplitMix64(seed: 0xA070)
  for _ in 0..<500 {
    let d = Double.random(in: 150...400, using: &generator)
    let ar = Double.random(in: 1...2.4, using: &generator)
    let adjusted = 300 * Reference.aspectFactor(d: d, ar: ar)
    guard adjusted <= 480 else { continue }
    #expect(
      isClose(
        AutoScaling.aspectFactor(dimension: d, aspectRatio: ar, sensitivity: 0.8),
        Reference.aspectFactor(d: d, ar: ar), tolerance: 1e-12))
  }
}

@Test func aspectFactorIsNonDecreasingInTheDimension() {
  var generator = SplitMix64(seed: 0xA071)
  for _ in 0..<200 {
    let ar = Double.random(in: 1...3, using: &generator)
    var previous = -Double.infinity
    for step in 0...400 {
      let d = 100 + Double(step) * 5
      let factor = AutoScaling.aspectFactor(dimension: d, aspectRatio: ar, sensitivity: 0.8)
      #expect(factor >= previous - 1e-12)
      previous = factor
    }
  }
}

@Test func referenceRatioLeavesTheCurveUnchanged() {
  for d in stride(from: 100.0, through: 2000, by: 37) {
    #expect(
      isClose(
        AutoScaling.aspectFactor(dimension: d, aspectRatio: 1.78, sensitivity: 0.8),
        Reference.auto(d), tolerance: 1e-12))
  }
}

@Test func nonFiniteSensitivityUsesTheDefault() {
  let expected = Reference.auto(300 * Reference.aspectFactor(d: 1024, ar: 1366.0 / 1024))
  for k in [Double.nan, .infinity, -.infinity] {
    #expect(
      isClose(
        AutoScaling.aspectFactor(dimension: 1024, aspectRatio: 1366.0 / 1024, sensitivity: k),
        expected))
  }
}

@Test func configurationFactorFollowsQualifierAndInverter() {
  let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  #expect(isClose(AutoScaling.factor(landscape), Reference.auto(390)))
  #expect(isClose(AutoScaling.factor(landscape, qualifier: .width), Reference.auto(844)))
  #expect(
    isClose(
      AutoScaling.factor(landscape, qualifier: .smallWidth, inverter: .swToLw),
      Reference.auto(844)))
  // The inverter fires only in its orientation.
  let portrait = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(
    isClose(
      AutoScaling.factor(portrait, qualifier: .smallWidth, inverter: .swToLw),
      Reference.auto(390)))
}

@Test func aDesignFrameIsTheReferenceOfTheAutoCurve() {
  let frame = DesignFrame(width: 390, height: 844)
  let onTheFrame = DimensConfiguration(screenWidth: 390, screenHeight: 844, designFrame: frame)
  #expect(AutoScaling.factor(onTheFrame) == 1)
  #expect(AutoScaling.factor(onTheFrame, aspectRatio: true) == 1)
  let pad = DimensConfiguration(screenWidth: 820, screenHeight: 1180, designFrame: frame)
  // auto(820) with D = 390, and with the flag d′ = D + (d − D) × (1 + 0.8 × ln(ar ÷ AR)).
  #expect(isClose(AutoScaling.factor(pad), Reference.auto(820, side: 390), tolerance: 1e-12))
  #expect(
    isClose(
      AutoScaling.factor(pad, aspectRatio: true),
      Reference.autoAspect(
        d: 820, ar: 1180.0 / 820, side: 390, referenceRatio: 844.0 / 390), tolerance: 1e-12))
  #expect(isClose(16 * AutoScaling.factor(pad, aspectRatio: true), 26.453450, tolerance: 1e-6))
  // The height qualifier divides by H.
  #expect(
    isClose(
      AutoScaling.factor(pad, qualifier: .height), Reference.auto(1180, side: 844),
      tolerance: 1e-12))
}
