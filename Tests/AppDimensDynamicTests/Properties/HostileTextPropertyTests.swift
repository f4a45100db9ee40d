import AppDimensAudit
import AppDimensTestSupport
import Testing

@testable import AppDimensDynamic

/// Every public type's `description` and `debugDescription` (its own, or reflection's), for
/// values built from NaN, ±∞, 0, −0, negative numbers, subnormals, 1e308 and 1e19: no trap
/// (the process would die), never an empty text, and the texts that promise something keep
/// it. A `DimensConfiguration` with `pixelsPerInch: 1e19` used to trap in
/// `debugDescription` (a `Double` to `Int` conversion).
@Suite("Property: descriptions of hostile values never trap")
struct HostileTextPropertyTests {
  static let iterations = 600

  /// One value of every public type that holds data, built from hostile numbers.
  static func values(_ rng: inout SplitMix64) -> [Any] {
    let h = { (rng: inout SplitMix64) in Hostile.double(&rng) }
    let c = Arbitrary.configuration(&rng)
    let condition = ScreenCondition(
      mode: rng.maybe(UIMode.allCases), orientation: rng.maybe(Orientation.allCases),
      qualifier: rng.maybe(DpQualifier.allCases), minimum: h(&rng))
    let chain = (0..<Int.random(in: 0...10, using: &rng)).reduce(h(&rng).scaledDp) {
      chain, _ in chain.screen(Hostile.double(&rng), condition: condition)
    }
    let key = ScreenIdentifier.width(h(&rng))
    let text = ScreenIdentifier.textSize(
      from: rng.pick(ContentSizeCategory.allCases), through: rng.pick(ContentSizeCategory.allCases))
    let table = Breakpoints<Double>([
      (key, h(&rng)), (.wAny, h(&rng)), (.wC.phone, h(&rng)), (text, h(&rng)),
    ])
    let device = DeviceProfile(
      name: "Hostile", identifier: "hostile", family: rng.pick(DeviceFamily.allCases),
      width: h(&rng), height: h(&rng), displayScale: h(&rng), pixelsPerInch: h(&rng),
      diagonalInches: h(&rng),
      splitView: SplitViewWidths(
        landscapeThird: h(&rng), landscapeHalf: h(&rng), landscapeTwoThirds: h(&rng),
        portraitThird: h(&rng), portraitTwoThirds: h(&rng)))
    let metrics = TypeMetrics(size: h(&rng), leading: h(&rng))
    let window = AuditWindow(
      name: "hostile", configuration: c, textSizes: [.percent(h(&rng)), .percent(100)])
    let textSize = AppTextSize.percent(h(&rng))
    let violation = DesignViolation(
      token: "t", rule: rng.pick(DesignRule.allCases), window: window, textSize: textSize,
      value: h(&rng), limit: h(&rng), failingTextSizes: [textSize])
    let value = h(&rng)
    let token = DesignToken.text("hostile") { _ in value }
    let explanation: ValueExplanation = AppDimens.explain(
      h(&rng), configuration: c, qualifier: rng.pick(DpQualifier.allCases),
      inverter: rng.pick(Inverter.allCases), aspectRatio: rng.chance(0.5),
      sensitivity: h(&rng), ignoreMultiWindow: rng.chance(0.5), text: rng.chance(0.5))
    return [
      c, DesignFrame(width: h(&rng), height: h(&rng)), c.reference,
      ScalingReference(designFrame: DesignFrame(width: h(&rng), height: h(&rng))),
      DimensConfigurationError(
        field: rng.pick(DimensConfigurationError.Field.allCases),
        value: h(&rng), expected: "a finite number"),
      condition, ConditionalValue(h(&rng), when: condition), chain,
      AutoScaledBuilder(h(&rng), fontScale: rng.chance(0.5)).screen(h(&rng), condition: condition),
      RankKey(specificity: Int.random(in: -9...9, using: &rng), threshold: h(&rng)),
      DimensFactors(c), ScaledDimensionSpec(h(&rng)), ScaledDimensionSpec(text: h(&rng)),
      explanation,
      WindowMetrics(
        windowWidth: h(&rng), windowHeight: h(&rng), screenWidth: h(&rng), screenHeight: h(&rng),
        displayScale: h(&rng), pixelsPerInch: h(&rng)),
      ConfigurationTracker(), rng.pick(DimensPlatform.allCases), rng.pick(ScalingStrategy.allCases),
      rng.pick(Inverter.allCases), rng.pick(ContentSizeCategory.allCases),
      StrategyOptions(
        sensitivity: h(&rng), percent: h(&rng), power: h(&rng), interpolation: h(&rng),
        fluidViewport: Hostile.range(&rng) ?? 0...1, fluidScale: Hostile.range(&rng) ?? 0...1,
        scaleLimits: Hostile.range(&rng)),
      key, key.default, table, table.entries, ScalingRule(multipliers: table),
      ScreenIdentifier.wR, BreakpointTier.allCases,
      rng.pick(ScalingRounding.allCases),
      ResizeBound.fixedDp(h(&rng)), ResizeBound.fixedSp(h(&rng)),
      ResizeBound.percent(h(&rng), .width), rng.pick(DimensUnit.allCases),
      device, DeviceWindow(device: device, orientation: .landscape, split: .half),
      rng.pick(SplitFraction.allCases),
      FontSpec(size: h(&rng), style: rng.pick(TextStyle.allCases)),
      DesignPoints(
        (0..<Int.random(in: 0...9, using: &rng)).map { _ in (h(&rng), h(&rng)) },
        extrapolation: rng.pick([.clamp, .proportional, .linear])),
      rng.pick([
        DesignPointsError.empty, .invalidSize(index: 1, size: h(&rng)),
        .invalidValue(index: 2, size: h(&rng), value: h(&rng)),
        .duplicateSize(index: 3, size: h(&rng), firstIndex: 0),
      ]),
      ResolvedFont(pointSize: h(&rng), leading: h(&rng), weight: rng.pick(FontWeight.allCases)),
      metrics,
      TypeRampCell(category: .large, metrics: metrics, scale: h(&rng), metricsScale: h(&rng)),
      rng.pick(DynamicTypeCurve.allCases),
      FluidTypeClamp(
        minimumViewport: h(&rng), maximumViewport: h(&rng), minimumScale: h(&rng),
        maximumScale: h(&rng), rootSize: h(&rng)),
      rng.pick(WatchContentSizeCategory.allCases),
      AppDimensUniforms(c),
      AppDimensUniforms(
        viewport: SIMD4(repeating: Float(h(&rng))), ratios: .zero, display: .one),
      window, textSize, violation, violation.key,
      DesignAudit(tokens: [token], windows: [window]).run(),
      rng.pick(DesignPlatform.allCases),
      DesignTokenLocation(
        file: "\u{1B}[2J", line: Int.random(in: Int.min...Int.max, using: &rng), column: -1),
      DesignTokenProblem(path: "a\nb", location: nil, message: "\u{0}"),
      DesignSystem.ReadError(message: "\u{2028}"),
      TokenCodeGenerator.Failure("\u{1B}[2J\n\u{0}"),
      TokenPattern("**.\u{7}*") as Any,
      PlatformLimits(
        minimumTextSize: h(&rng), hitTarget: h(&rng), textGrowth: h(&rng),
        largestCategory: nil),
    ]
  }

  @Test("Every public type describes hostile values")
  func everyTypeDescribesHostileValues() {
    var rng = SplitMix64(seed: 0xD35C)
    var failure: String?
    for _ in 0..<Self.iterations where failure == nil {
      for value in Self.values(&rng) where Hostile.texts(value) == nil {
        failure = "an empty text for \(type(of: value))"
      }
    }
    #expect(failure == nil)
  }

  @Test("A sanitized configuration's summary shows finite numbers only")
  func configurationSummaryIsFinite() {
    var rng = SplitMix64(seed: 0xD35D)
    for _ in 0..<Self.iterations {
      let c = DimensConfiguration(
        screenWidth: Hostile.double(&rng), screenHeight: Hostile.double(&rng),
        displayScale: Hostile.double(&rng), fontScale: Hostile.double(&rng),
        maximumWindowWidth: Hostile.double(&rng), maximumWindowHeight: Hostile.double(&rng),
        pixelsPerInch: Hostile.double(&rng))
      let lines = c.debugSummaryLines
      #expect(lines.count == (c.pixelsPerInch == nil ? 4 : 5))
      #expect(!c.debugDescription.contains("nan") && !c.debugDescription.contains("inf"))
    }
  }

  @Test("Error texts name what went wrong, whatever the value")
  func errorTextsNameTheField() {
    for value in Hostile.doubles {
      for field in DimensConfigurationError.Field.allCases {
        let text = DimensConfigurationError(field: field, value: value, expected: "x").description
        #expect(text.hasPrefix(field.rawValue + " must be x, got "))
      }
      #expect(AppTextSize.percent(value).rawValue.hasSuffix("%"))
      // CSS has no NaN or infinity: those print 0; every text is a number CSS can read.
      let css = CSSNumber.format(value)
      #expect(value.isFinite ? Double(css) != nil : css == "0", "\(value) → \(css)")
    }
  }
}
