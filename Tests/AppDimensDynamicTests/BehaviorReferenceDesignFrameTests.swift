import AppDimensDynamic
import AppDimensTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One row of the worked table of Behavior Reference › Design frame: a call, what the package
/// returns in the table's four columns, and the expectation written as the arithmetic of the
/// article's rule (frame W × H = 390 × 844, so min(W, H) = 390, AR = 844 ÷ 390, hypot(W, H) =
/// √(390² + 844²), W + H = 1234).
struct DesignFrameRow: Sendable, CustomTestStringConvertible {
  let call: String
  let actual: @Sendable (DimensConfiguration) -> Double
  /// The columns: window 390 × 844, 820 × 1180, 844 × 390 with the frame, 820 × 1180 without.
  let expected: [Double]
  /// The table's printed numbers, the same columns (6 decimals).
  let printed: [Double]

  var testDescription: String { call }
}

private let frame = DesignFrame(width: 390, height: 844)
private let columns: [DimensConfiguration] = [
  DimensConfiguration(screenWidth: 390, screenHeight: 844, designFrame: frame),
  DimensConfiguration(screenWidth: 820, screenHeight: 1180, designFrame: frame),
  DimensConfiguration(screenWidth: 844, screenHeight: 390, designFrame: frame),
  DimensConfiguration(screenWidth: 820, screenHeight: 1180),
]

// The frame's numbers, from the article's rule.
private let frameAR = 844.0 / 390
private let frameDiagonal = (390.0 * 390 + 844 * 844).squareRoot()
// The iPad column's: sw = 820, lg = 1180, ar = 1180 ÷ 820; r = 820 ÷ 390 with the frame.
private let padAR = 1180.0 / 820
private let padR = 820.0 / 390
private let baseR = 820.0 / 300

/// `1 + (d − D) × (1 + k × ln(max(ar ÷ AR, 1e−4))) ÷ D`, k = 0.8.
private func bend(_ d: Double, _ side: Double, _ ar: Double, _ reference: Double) -> Double {
  1 + (d - side) * (1 + 0.8 * log(max(ar / reference, 1e-4))) / side
}

/// `d ≤ 1.6 × D ? d ÷ D : 1.6 + 0.4 × ln(1 + (d − 1.6 × D) ÷ D)`.
private func autoCurve(_ d: Double, _ side: Double) -> Double {
  d <= 1.6 * side ? d / side : 1.6 + 0.4 * log(1 + (d - 1.6 * side) / side)
}

let designFrameRows: [DesignFrameRow] = [
  .init(
    call: "16.sdp", actual: { 16.sdp($0) },
    expected: [16 * 390 / 390, 16 * 820 / 390, 16 * 390 / 390, 16 * 820 / 300],
    printed: [16, 33.641026, 16, 43.733333]),
  .init(
    call: "100.wdp", actual: { 100.wdp($0) },
    expected: [100 * 390 / 390, 100 * 820 / 390, 100 * 844 / 390, 100 * 820 / 300],
    printed: [100, 210.25641, 216.410256, 273.333333]),
  .init(
    call: "48.hdp", actual: { 48.hdp($0) },
    expected: [48 * 844 / 844, 48 * 1180 / 844, 48 * 390 / 844, 48 * 1180 / 300],
    printed: [48, 67.109005, 22.180095, 188.8]),
  .init(
    call: "16.sdpa", actual: { 16.sdpa($0) },
    // On the frame d = D; on 844 × 390, d = 390 = D too; the iPad bends around AR.
    expected: [
      16, 16 * bend(820, 390, padAR, frameAR), 16, 16 * bend(820, 300, padAR, 1.78),
    ],
    printed: [16, 27.882425, 16, 39.015383]),
  .init(
    call: "16.ssp, fontScale 1.25",
    actual: { c in
      16.ssp(
        DimensConfiguration(
          screenWidth: c.screenWidth, screenHeight: c.screenHeight, fontScale: 1.25,
          designFrame: c.designFrame))
    },
    expected: [16 * 1.25, 16 * padR * 1.25, 16 * 1.25, 16 * baseR * 1.25],
    printed: [20, 42.051282, 20, 54.666667]),
  .init(
    call: "16.dynamic(.auto, c)", actual: { 16.dynamic(.auto, $0) },
    // 820 > 1.6 × 390 = 624: the logarithmic branch, 1.6 + 0.4 × ln(1 + 196 ÷ 390).
    expected: [16, 16 * (1.6 + 0.4 * log(1 + 196.0 / 390)), 16, 16 * autoCurve(820, 300)],
    printed: [16, 28.205908, 16, 30.449188]),
  .init(
    call: "16.powerDp(c)", actual: { 16.powerDp($0) },
    expected: [16, 16 * pow(padR, 0.75), 16, 16 * pow(baseR, 0.75)],
    printed: [16, 27.937138, 16, 34.012569]),
  .init(
    call: "16.logarithmicDp(c)", actual: { 16.logarithmicDp($0) },
    expected: [16, 16 * (1 + 0.4 * log(padR)), 16, 16 * (1 + 0.4 * log(baseR))],
    printed: [16, 20.756209, 16, 22.435340]),
  .init(
    call: "16.interpolatedDp(c)", actual: { 16.interpolatedDp($0) },
    expected: [16, 16 * (1 + (padR - 1) * 0.5), 16, 16 * (1 + (baseR - 1) * 0.5)],
    printed: [16, 24.820513, 16, 29.866667]),
  .init(
    call: "16.diagonalDp(c)", actual: { 16.diagonalDp($0) },
    expected: [
      16, 16 * (820.0 * 820 + 1180 * 1180).squareRoot() / frameDiagonal, 16,
      16 * (820.0 * 820 + 1180 * 1180).squareRoot() / (300.0 * 300 + 533 * 533).squareRoot(),
    ],
    printed: [16, 24.728203, 16, 37.589929]),
  .init(
    call: "16.perimeterDp(c)", actual: { 16.perimeterDp($0) },
    expected: [16, 16 * 2000 / 1234, 16, 16 * 2000 / 833],
    printed: [16, 25.931929, 16, 38.415366]),
  .init(
    call: "16.fitDp(c)", actual: { 16.fitDp($0) },
    expected: [16, 16 * min(820 / 390, 1180.0 / 844), 16, 16 * min(820 / 300, 1180.0 / 533)],
    printed: [16, 22.369668, 16, 35.422139]),
  .init(
    call: "16.fillDp(c)", actual: { 16.fillDp($0) },
    expected: [16, 16 * max(820 / 390, 1180.0 / 844), 16, 16 * max(820 / 300, 1180.0 / 533)],
    printed: [16, 33.641026, 16, 43.733333]),
  .init(
    call: "16.fluidDp(c)", actual: { 16.fluidDp($0) },
    // In window points, never the frame: d = 390 → 0.8 + (70 ÷ 448) × 0.4; d = 820 > 768 → 1.2.
    expected: [16 * (0.8 + 70.0 / 448 * 0.4), 16 * 1.2, 16 * (0.8 + 70.0 / 448 * 0.4), 16 * 1.2],
    printed: [13.8, 19.2, 13.8, 19.2]),
  .init(
    call: "100.percentDp(c, percent: 50, qualifier: .width)",
    actual: { 100.percentDp($0, percent: 50, qualifier: .width) },
    expected: [100 * 0.5 * 3.9, 100 * 0.5 * 8.2, 100 * 0.5 * 8.44, 100 * 0.5 * 8.2],
    printed: [195, 410, 422, 410]),
  .init(
    call: "AppDimens.qualified(10, qualifiedValue: 20, qualifier: .width, minimum: 600)",
    actual: {
      AppDimens.qualified(
        10, qualifiedValue: 20, configuration: $0, qualifier: .width, minimum: 600)
    },
    // 390 < 600 keeps 10; the others take 20; then × sw ÷ D.
    expected: [10 * 390 / 390, 20 * 820 / 390, 20 * 390 / 390, 20 * 820 / 300],
    printed: [10, 42.051282, 20, 54.666667]),
  .init(
    call: "AppDimens.dp(16, qualifier: .smallWidth, inverter: .swToLw)",
    actual: { AppDimens.dp(16, configuration: $0, qualifier: .smallWidth, inverter: .swToLw) },
    // Only the landscape window turns smallWidth into width: 844 ÷ W.
    expected: [16, 16 * 820 / 390, 16 * 844 / 390, 16 * 820 / 300],
    printed: [16, 33.641026, 34.625641, 43.733333]),
  .init(
    call: "16.autoScaledDp.aspectRatio()", actual: { 16.autoScaledDp.aspectRatio().resolve($0) },
    // d′ = D + (d − D) × (1 + 0.8 × ln(ar ÷ AR)) = D × bend, then the auto curve of d′.
    expected: [
      16, 16 * autoCurve(390 * bend(820, 390, padAR, frameAR), 390), 16,
      16 * autoCurve(300 * bend(820, 300, padAR, 1.78), 300),
    ],
    printed: [16, 26.453450, 16, 29.497146]),
  .init(
    call: "([390: 16, 820: 24]).resolve(c)",
    actual: { ([390: 16, 820: 24] as DesignPoints).resolve($0) },
    // Window sizes in points, never the frame: sw 390 → 16, sw 820 → 24.
    expected: [16, 24, 16, 24], printed: [16, 24, 16, 24]),
]

@Suite("Behavior Reference › Design frame: the worked table, by the article's arithmetic")
struct BehaviorReferenceDesignFrameTests {
  @Test(arguments: designFrameRows)
  func row(_ row: DesignFrameRow) {
    for (index, configuration) in columns.enumerated() {
      let got = row.actual(configuration)
      #expect(
        isClose(got, row.expected[index], tolerance: 1e-12 * max(1, abs(row.expected[index]))),
        "\(row.call), column \(index): \(got), the rule gives \(row.expected[index])")
      #expect(
        abs(got - row.printed[index]) <= 5e-7 * max(1, abs(row.printed[index])),
        "\(row.call), column \(index): \(got), the table prints \(row.printed[index])")
    }
  }

  /// Without a frame the configuration's reference is the baseline's, bit for bit: the same
  /// numbers as the 300-point formulas written with literals.
  @Test func noFrameIsTheBaselineBitForBit() {
    let pad = columns[3]
    #expect(pad.designFrame == nil && pad.reference == .baseline)
    #expect(16.sdp(pad) == 16 * (820.0 / 300))
    #expect(100.wdp(pad) == 100 * (820.0 / 300))
    #expect(48.hdp(pad) == 48 * (1180.0 / 300))
  }

  /// The baseline is not the frame 300 × 533: `hdp` divides by 300 without a frame and by 533
  /// with that frame, and the aspect reference is 1.78, not 533 ÷ 300.
  @Test func theBaselineIsNotTheFrame300By533() {
    let baseline = DimensConfiguration(screenWidth: 300, screenHeight: 533, fontScale: 1.25)
    let framed = baseline.replacingDesignFrame(DesignFrame(width: 300, height: 533))
    #expect(isClose(16.hdp(baseline), 16 * 533 / 300))  // 28.426667, the Vectors row
    #expect(16.hdp(framed) == 16)
    #expect(isClose(framed.reference.aspectRatio, 533.0 / 300))
    #expect(baseline.reference.aspectRatio == 1.78)
  }
}
