// Fuzz target: every public resolve function fed arbitrary bytes as doubles.
//
// Checks the promises of Documentation/Guarantees.md on each input:
// - no trap, whatever the configuration, options, conditions or tables;
// - a sanitized configuration (sides in 1…100,000, scales in (0, 16] and (0, 10]);
// - a finite result for every base value with |v| ≤ 1e6 (value-like parameters such as a
//   ScalingRule multiplier or a pixel density also ≤ 1e6 in magnitude);
// - never NaN for any finite base value.

import AppDimens
import AppDimensAuto
import AppDimensBreakpoints
import AppDimensDynamicType
import AppDimensMetal
import AppDimensResize
import AppDimensStrategies
import AppDimensUnits

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let configuration = makeConfiguration(&input)
  checkSanitized(configuration)
  let options = makeOptions(&input)
  let realistic = input.realisticDouble()
  let any = input.double()
  for (v, strict) in [(realistic, true), (any, false)] {
    var check = Checker(value: v, strict: strict)
    resolvePrincipal(v, configuration, &input, &check)
    resolveStrategies(v, configuration, options, &check)
    resolveBuilders(v, configuration, &input, &check)
    resolveTables(v, configuration, &input, &check)
    resolveTypeAndUnits(v, configuration, &input, &check)
  }
  let uniforms = AppDimensUniforms(configuration)
  for lane in [uniforms.viewport, uniforms.ratios, uniforms.display, uniforms.reserved] {
    for i in 0..<4 where !lane[i].isFinite { violated("uniform not finite: \(uniforms)") }
  }
  return 0
}

/// Applies the right promise to each result: finite (strict) or merely not NaN.
struct Checker {
  let value: Double
  let strict: Bool

  func callAsFunction(_ result: Double, _ path: @autoclosure () -> String, valueLike: Double = 0) {
    guard value.isFinite else { return }
    if strict && abs(valueLike) <= 1e6 && !result.isFinite {
      violated("\(path()) of \(value) is \(result), not finite")
    }
    if result.isNaN { violated("\(path()) of \(value) is NaN") }
  }
}

func makeConfiguration(_ input: inout FuzzInput) -> DimensConfiguration {
  DimensConfiguration(
    screenWidth: input.double(), screenHeight: input.double(), displayScale: input.double(),
    fontScale: input.bool() ? input.double() : nil,
    contentSizeCategory: input.pick(ContentSizeCategory.allCases),
    uiMode: input.pick(UIMode.allCases), idiom: input.pick(DeviceIdiom.allCases),
    horizontalSizeClass: input.maybe(SizeClass.allCases),
    verticalSizeClass: input.maybe(SizeClass.allCases),
    maximumWindowWidth: input.bool() ? input.double() : nil,
    maximumWindowHeight: input.bool() ? input.double() : nil,
    pixelsPerInch: input.bool() ? input.double() : nil,
    designFrame: input.bool() ? DesignFrame(width: input.double(), height: input.double()) : nil)
}

func checkSanitized(_ c: DimensConfiguration) {
  let frame = c.designFrame.map { [$0.width, $0.height] } ?? []
  for side in [c.screenWidth, c.screenHeight, c.maximumWindowWidth, c.maximumWindowHeight] + frame
  where !(side >= 1 && side <= 100_000) {
    violated("side \(side) not sanitized in \(c)")
  }
  if !(c.displayScale > 0 && c.displayScale <= 16) { violated("displayScale \(c.displayScale)") }
  if !(c.fontScale > 0 && c.fontScale <= 10) { violated("fontScale \(c.fontScale)") }
  if let ppi = c.pixelsPerInch, !(ppi.isFinite && ppi > 0) { violated("pixelsPerInch \(ppi)") }
}

/// A closed range from two doubles, or nil when they cannot form one (NaN).
func range(_ a: Double, _ b: Double) -> ClosedRange<Double>? {
  guard !a.isNaN, !b.isNaN else { return nil }
  return min(a, b)...max(a, b)
}

func makeOptions(_ input: inout FuzzInput) -> StrategyOptions {
  StrategyOptions(
    qualifier: input.pick(DpQualifier.allCases), inverter: input.pick(Inverter.allCases),
    aspectRatio: input.bool(), sensitivity: input.double(), ignoreMultiWindow: input.bool(),
    percent: input.double(), power: input.double(), interpolation: input.double(),
    fluidViewport: range(input.double(), input.double()) ?? 320...768,
    fluidScale: range(input.double(), input.double()) ?? 0.8...1.2,
    scaleLimits: input.bool() ? range(input.double(), input.double()) : nil)
}

func resolvePrincipal(
  _ v: Double, _ c: DimensConfiguration, _ input: inout FuzzInput, _ check: inout Checker
) {
  let shorthands: [(String, (Double) -> Double)] = [
    ("sdp", { $0.sdp(c) }), ("sdpa", { $0.sdpa(c) }), ("sdpi", { $0.sdpi(c) }),
    ("sdpia", { $0.sdpia(c) }), ("wdp", { $0.wdp(c) }), ("wdpa", { $0.wdpa(c) }),
    ("wdpi", { $0.wdpi(c) }), ("wdpia", { $0.wdpia(c) }), ("hdp", { $0.hdp(c) }),
    ("hdpa", { $0.hdpa(c) }), ("hdpi", { $0.hdpi(c) }), ("hdpia", { $0.hdpia(c) }),
    ("ssp", { $0.ssp(c) }), ("hsp", { $0.hsp(c) }), ("wsp", { $0.wsp(c) }),
    ("sem", { $0.sem(c) }), ("hem", { $0.hem(c) }), ("wem", { $0.wem(c) }),
  ]
  for (name, shorthand) in shorthands { check(shorthand(v), name) }
  let qualifier = input.pick(DpQualifier.allCases)
  let inverter = input.pick(Inverter.allCases)
  let sensitivity = input.double()
  let aspect = input.bool()
  let ignore = input.bool()
  check(
    AppDimens.dp(
      v, configuration: c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
      sensitivity: sensitivity, ignoreMultiWindow: ignore), "dp k=\(sensitivity)")
  check(
    AppDimens.sp(
      v, configuration: c, qualifier: qualifier, inverter: inverter, aspectRatio: aspect,
      sensitivity: sensitivity, ignoreMultiWindow: ignore, fontScale: input.bool()),
    "sp k=\(sensitivity)")
  let other = input.realisticDouble()
  let minimum = input.double()
  let mode = input.pick(UIMode.allCases)
  let orientation = input.pick(Orientation.allCases)
  check(
    AppDimens.qualified(
      v, qualifiedValue: other, configuration: c, qualifier: qualifier, minimum: minimum),
    "qualified")
  check(
    AppDimens.rotate(v, rotationValue: other, configuration: c, orientation: orientation),
    "rotate")
  check(AppDimens.mode(v, modeValue: other, configuration: c, mode: mode), "mode")
  check(
    AppDimens.screen(
      v, screenValue: other, configuration: c, mode: mode, qualifier: qualifier,
      minimum: minimum), "screen")
  let factors = DimensFactors(c)
  for strategy in ScalingStrategy.allCases {
    check(factors.resolve(v, strategy: strategy), "factors.\(strategy)")
  }
  check(factors.aspect(v, qualifier), "factors.aspect")
}

func resolveStrategies(
  _ v: Double, _ c: DimensConfiguration, _ options: StrategyOptions, _ check: inout Checker
) {
  for strategy in ScalingStrategy.allCases {
    check(v.dynamic(strategy, c, options: options), "dynamic(.\(strategy)) \(options)")
  }
  let percent = options.percent ?? ScalingCurves.defaultPercent
  check(v.percentDp(c, percent: percent, qualifier: options.qualifier), "percentDp")
}

func makeConditions(_ input: inout FuzzInput) -> [(Double, ScreenCondition)] {
  (0..<Int(input.byte() % 6)).map { _ in
    (
      input.realisticDouble(),
      ScreenCondition(
        mode: input.maybe(UIMode.allCases), orientation: input.maybe(Orientation.allCases),
        qualifier: input.maybe(DpQualifier.allCases), minimum: input.double())
    )
  }
}

func resolveBuilders(
  _ v: Double, _ c: DimensConfiguration, _ input: inout FuzzInput, _ check: inout Checker
) {
  let conditions = makeConditions(&input)
  var builder = v.scaledDp
  var auto = input.bool() ? v.autoSp : v.autoScaledDp
  for (value, condition) in conditions {
    builder = builder.screen(value, condition: condition)
    auto = auto.screen(value, condition: condition)
  }
  let k = input.double()
  let aspect = input.bool()
  let ignore = input.bool()
  let qualifier = input.pick(DpQualifier.allCases)
  let inverter = input.pick(Inverter.allCases)
  builder = builder.aspectRatio(aspect, sensitivity: k).ignoreMultiWindow(ignore)
    .finalQualifier(qualifier, inverter: inverter)
  auto = auto.aspectRatio(aspect, sensitivity: k).ignoreMultiWindow(ignore)
    .finalQualifier(qualifier, inverter: inverter)
  check(builder.resolve(c), "scaledDp k=\(k) \(conditions)")
  check(auto.resolve(c), "autoScaledDp k=\(k) \(conditions)")
}

func makeIdentifier(_ input: inout FuzzInput) -> ScreenIdentifier {
  let key: ScreenIdentifier
  switch input.byte() % 4 {
  case 0: key = .width(input.double())
  case 1: key = .width(input.pick(ScreenIdentifier.adaptizerWidths))
  case 2: key = .sizeClass(input.pick(SizeClass.allCases), idiom: input.maybe(DeviceIdiom.allCases))
  default: key = .wAny
  }
  return input.bool() ? key.default : key
}

func resolveTables(
  _ v: Double, _ c: DimensConfiguration, _ input: inout FuzzInput, _ check: inout Checker
) {
  let pairs = (0..<Int(input.byte() % 8)).map { _ in (makeIdentifier(&input), input.double()) }
  let table = Breakpoints(pairs)
  let reversed = Breakpoints(pairs.reversed())
  let unique = Set(pairs.map(\.0)).count == pairs.count
  let resolved = table.resolve(c)
  if unique, resolved?.bitPattern != reversed.resolve(c)?.bitPattern {
    violated("breakpoints depend on declaration order: \(pairs)")
  }
  let rule = ScalingRule(multipliers: table)
  let multiplier = rule.multiplier(for: c) ?? 1
  if !multiplier.isFinite { violated("multiplier \(multiplier)") }
  let rounding = input.pick(ScalingRounding.allCases)
  check(v.scaled(by: rule, c, rounding: rounding), "scaled(by:) \(pairs)", valueLike: multiplier)
}

func resolveTypeAndUnits(
  _ v: Double, _ c: DimensConfiguration, _ input: inout FuzzInput, _ check: inout Checker
) {
  let style = input.pick(TextStyle.allCases)
  let platform = input.pick(DimensPlatform.allCases)
  let maximum = input.pick(ContentSizeCategory.allCases)
  let minimum = input.maybe(ContentSizeCategory.allCases)
  check(
    DynamicType.scaled(
      v, relativeTo: style, category: c.contentSizeCategory, maxSize: maximum,
      minSize: minimum, platform: platform), "DynamicType.scaled")
  let maximumScale: Double? = input.bool() ? input.double() : nil
  check(
    DynamicType.text(
      v, configuration: c, qualifier: input.pick(DpQualifier.allCases), relativeTo: style,
      maxSize: maximum, minSize: minimum, maximumScale: maximumScale),
    "DynamicType.text")
  check(
    DynamicType.scaled(v, relativeTo: style, in: c, maxSize: maximum),
    "DynamicType.scaled(in:)")
  check(v.ssp(c, relativeTo: style, maximumScale: maximumScale), "ssp(relativeTo:)")
  let size = input.double()
  let font = FontSpec(size: size, style: style, maxSize: maximum)
    .resolve(category: c.contentSizeCategory, platform: platform)
  if !(font.pointSize > 0) || (abs(size) <= 1e6 && !font.pointSize.isFinite) {
    violated("font of size \(size): \(font)")
  }
  let ppi: Double? = input.bool() ? input.double() : nil
  let effectivePPI = ppi.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? c.pixelsPerInch ?? 0
  for unit in DimensUnit.allCases {
    check(
      DimensUnits.points(v, from: unit, configuration: c, pixelsPerInch: ppi), "points \(unit)",
      valueLike: effectivePPI)
    check(
      DimensUnits.pixels(v, from: unit, configuration: c, pixelsPerInch: ppi), "pixels \(unit)",
      valueLike: effectivePPI)
  }
  let bounds: [ResizeBound] = [
    .fixedDp(v), .fixedSp(v), .percent(input.double(), input.pick(DpQualifier.allCases)),
  ]
  for bound in bounds { check(bound.points(c), "\(bound)") }
  let steps = DimensResize.steps(minimum: input.double(), maximum: input.double(), step: v)
  if steps.count > DimensResize.maximumStepCount { violated("\(steps.count) steps") }
  if steps.contains(where: { !$0.isFinite }) { violated("non-finite step in \(steps.prefix(4))") }
  let limit = input.double()
  if let fit = DimensResize.largestFitting(steps, { $0 <= limit }), !(fit <= limit) {
    violated("largestFitting \(fit) > \(limit)")
  }
}
