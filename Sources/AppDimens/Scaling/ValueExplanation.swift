/// Why a value is what it is: the steps that turned a base value into a number in one window,
/// with the number after each step — for a debug overlay, a log line or
/// `appdimens resolve EXPR --explain`.
///
/// ```swift
/// let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
/// print(AppDimens.explain(16, configuration: window))
/// // window: 390 × 844 pt, portrait, large, no design frame (reference 300 pt)
/// // qualifier: smallWidth → the shorter side, 390 pt
/// // factor: 390 ÷ 300 = 1.3 → 20.8
/// // result: 20.8
/// ```
///
/// The result always equals the function it explains (`AppDimens.dp`, `AppDimens.sp`); the
/// steps name each decision that function takes. Numbers print at most six decimals.
public struct ValueExplanation: Hashable, Sendable, CustomStringConvertible {
  /// One decision: what it is, what was decided, and the number after it (nil when the step
  /// changes no number, such as naming the window).
  public struct Step: Hashable, Sendable {
    /// The decision: "window", "qualifier", "factor", "text size", …
    public let title: String
    /// What was decided, in words and numbers.
    public let detail: String
    /// The value after the step, if the step changed it.
    public let value: Double?

    /// Creates a step.
    public init(title: String, detail: String, value: Double? = nil) {
      self.title = title
      self.detail = detail
      self.value = value
    }
  }

  /// The steps in the order they were taken.
  public let steps: [Step]
  /// The final value.
  public let result: Double

  /// Creates an explanation from its steps and result.
  public init(steps: [Step], result: Double) {
    self.steps = steps
    self.result = result
  }

  /// One line per step, `title: detail`, then `result: R`.
  public var description: String {
    (steps.map { $0.title + ": " + $0.detail } + ["result: " + Self.number(result)])
      .joined(separator: "\n")
  }

  /// The first step of every explanation: the window's size, orientation, text size, design
  /// frame (or the 300-point reference) and whether it is a multi-window pane.
  public static func window(_ c: DimensConfiguration) -> Step {
    let n = number
    let frame = c.designFrame.map { "design frame \(n($0.width)) × \(n($0.height))" }
    return Step(
      title: "window",
      detail: "\(n(c.screenWidth)) × \(n(c.screenHeight)) pt, \(c.orientation.rawValue), "
        + "\(c.contentSizeCategory.rawValue), "
        + (frame ?? "no design frame (reference \(n(c.reference.width)) pt)")
        + (c.isMultiWindow ? ", multi-window" : ""))
  }

  /// `value` at most six decimals, without trailing zeros: 20.8, 13, 21.550307.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "−∞") }
    let rounded = (value * 1e6).rounded() / 1e6
    guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(value)" }
    let text = "\(rounded == 0 ? 0 : rounded)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

extension AppDimens {
  /// The steps of ``dp(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:scaleLimits:roundsToPixels:)``
  /// (and, with `text`, ``sp(_:configuration:qualifier:inverter:aspectRatio:sensitivity:ignoreMultiWindow:fontScale:scaleLimits:roundsToPixels:)``)
  /// for the same arguments: the window and its reference, the multi-window rule, the
  /// qualifier and inverter, the factor, the scale limits (the value's own, else the
  /// configuration's), the text size, the pixel rounding (the value's own, else the
  /// configuration's).
  ///
  /// | window | call | steps → result |
  /// |---|---|---|
  /// | 390 × 844 | `explain(16)` | qualifier 390, factor 1.3 → 20.8 |
  /// | 844 × 390 | `explain(16, qualifier: .width)` | qualifier 844, factor 2.813333 → 45.013333 |
  /// | 390 × 844, fontScale 1.5 | `explain(16, text: true)` | factor 1.3 → 20.8, text × 1.5 → 31.2 |
  /// | 390 × 844, Split View | `explain(16, ignoreMultiWindow: true)` | left unscaled → 16 |
  /// | 1024 × 1366, scale limits 0.8...1.5 | `explain(16)` | factor 3.413333 kept in 0.8...1.5 → 1.5 → 24 |
  /// | 390 × 844, scale 3, rounding to pixels | `explain(16)` | factor 1.3 → 20.8, round 62.4 px → 62 px → 20.666667 |
  public static func explain(
    _ value: Double,
    configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    inverter: Inverter = .default,
    aspectRatio: Bool = false,
    sensitivity: Double = DimensBaseline.sensitivity,
    ignoreMultiWindow: Bool = false,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool? = nil,
    text: Bool = false
  ) -> ValueExplanation {
    let c = configuration
    let n = ValueExplanation.number
    var steps: [ValueExplanation.Step] = []
    steps.append(ValueExplanation.window(c))
    let final: Double
    if ignoreMultiWindow && c.isMultiWindow {
      steps.append(
        .init(
          title: "multi-window",
          detail: "the window is a Split View pane or another multi-window layout and the "
            + "value ignores multi-window (suffix i): left unscaled", value: value))
      final = value
    } else {
      let effective = inverter.apply(to: qualifier, orientation: c.orientation)
      let (d, reference) = c.dimensionAndReference(qualifier, inverter: inverter)
      let side =
        switch effective {
        case .smallWidth: "the shorter side"
        case .width: "the width"
        case .height: "the height"
        }
      let swapped =
        effective == qualifier
        ? ""
        : " (inverter: \(qualifier.rawValue) → "
          + "\(effective.rawValue) in \(c.orientation.rawValue))"
      steps.append(
        .init(
          title: "qualifier",
          detail: "\(qualifier.rawValue)\(swapped) → \(side), \(n(d)) pt"))
      let raw =
        aspectRatio
        ? PrincipalScaling.aspectFactor(
          dimension: d, aspectRatio: c.aspectRatio, sensitivity: sensitivity,
          reference: reference, referenceAspectRatio: c.reference.aspectRatio)
        : PrincipalScaling.linearFactor(dimension: d, reference: reference)
      let formula =
        aspectRatio
        ? "1 + (\(n(d)) − \(n(reference))) × (1 + k × ln(\(n(c.aspectRatio)) ÷ "
          + "\(n(c.reference.aspectRatio)))) ÷ \(n(reference)) with k = \(n(sensitivity))"
        : "\(n(d)) ÷ \(n(reference))"
      steps.append(
        .init(
          title: "factor", detail: formula + " = \(n(raw)) → \(n(value * raw))",
          value: value * raw))
      // The value itself comes from the function explained, so the two can never disagree.
      // Rounding is the last step, after the text size, so it is explained there.
      let scaled = dp(
        value, configuration: c, qualifier: qualifier, inverter: inverter,
        aspectRatio: aspectRatio, sensitivity: sensitivity, scaleLimits: scaleLimits,
        roundsToPixels: false)
      if let limits = scaleLimits ?? c.scaleLimits {
        let whose = scaleLimits == nil ? "the configuration's scale limits" : "this value's"
        let limited = value == 0 ? raw : scaled / value
        let kept = limited == raw ? "within" : "kept in"
        steps.append(
          .init(
            title: "limit",
            detail: "factor \(n(raw)) \(kept) \(n(limits.lowerBound))...\(n(limits.upperBound)) "
              + "(\(whose)) → \(n(limited)) → \(n(scaled))", value: scaled))
      }
      final = scaled
    }
    var result = final
    if text {
      result = final * c.fontScale
      steps.append(
        .init(
          title: "text size",
          detail: "× fontScale \(n(c.fontScale)) (\(c.contentSizeCategory.rawValue) on "
            + "\(c.platform.rawValue)) → \(n(result))", value: result))
    }
    if roundsToPixels ?? c.roundsToPixels {
      let step = ValueExplanation.rounding(
        result, displayScale: c.displayScale, whose: roundsToPixels == nil ? nil : "this value's")
      steps.append(step)
      result = step.value ?? result
    }
    return ValueExplanation(steps: steps, result: result)
  }
}

extension ValueExplanation {
  /// The pixel-rounding step of `value` on a display of `displayScale` pixels per point
  /// (``PrincipalScaling/roundToPixelGrid(_:displayScale:)``); `whose` names whose rounding
  /// it is when not the configuration's.
  ///
  /// | value | displayScale | detail |
  /// |---|---|---|
  /// | 20.8 | 3 | `to the pixel grid of 3x (1/3 pt): 20.8 × 3 = 62.4 px → 62 px → 20.666667` |
  /// | 26 | 3 | `to the pixel grid of 3x (1/3 pt): 26 × 3 = 78 px, already on it → 26` |
  public static func rounding(_ value: Double, displayScale: Double, whose: String? = nil)
    -> Step
  {
    let n = number
    let rounded = PrincipalScaling.roundToPixelGrid(value, displayScale: displayScale)
    let pixels = value * displayScale
    let grid = "to the pixel grid of \(n(displayScale))x (1/\(n(displayScale)) pt)"
    let move =
      rounded == value
      ? "\(n(pixels)) px, already on it"
      : "\(n(pixels)) px → \(n(rounded * displayScale)) px"
    return Step(
      title: "round",
      detail: grid + (whose.map { " (\($0))" } ?? "") + ": \(n(value)) × \(n(displayScale)) = "
        + move + " → \(n(rounded))", value: rounded)
  }
}
