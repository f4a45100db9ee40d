/// A chain of conditional values scaled with the auto curve: `16.autoScaledDp` and `20.autoSp`.
///
/// Each link adds a candidate value with a ``/AppDimens/ScreenCondition``; `resolve` picks one by
/// the one ranking rule of the package (``/AppDimens/ConditionRanking``: specificity, then
/// threshold, then declaration order), falls back to the base value when nothing matches, and multiplies it by
/// the auto factor of the final qualifier's dimension (``AutoScaling``), and by `fontScale` for
/// `autoSp`.
///
/// ```
/// v       = the winning link's value, or the base value
/// d       = the final qualifier's dimension (after the inverter; default smallest width)
/// result  = v × auto(d)                  autoScaledDp
///         = v × auto(d) × fontScale      autoSp
///         = v (× fontScale)              with ignoreMultiWindow() in a multi-window pane
/// ```
///
/// | window | chain | result |
/// |---|---|---|
/// | 390 × 844 | `16.autoScaledDp.qualifier(24, .width, minimum: 600)` | 16 × 1.3 = 20.8 |
/// | 844 × 390 | same | 24 × 1.3 = 31.2 |
/// | 1024 × 1366 | `16.autoScaledDp` | 16 × 2.013748 = 32.219968 |
/// | 1920 × 1080, television | `….mode(28, .television)` | 28 × 2.039445 = 57.104458 |
///
/// ```swift
/// let value = 16.autoScaledDp
///   .qualifier(24, .width, minimum: 600)
///   .rotate(14, .landscape)
///   .mode(28, .television)
///   .resolve(configuration)
/// ```
///
/// A chain is a value with a nameable type: keep it in a property and resolve it as often as
/// needed, or write it inline where it is used. Building and resolving a chain never allocates,
/// and a chain written inline costs no more than resolving one built in advance
/// (`appdimens-bench --filter inline`). Like ``/AppDimens/ScaledDpBuilder``, a chain holds up to
/// eight conditions (``/AppDimens/ScaledDpBuilder/conditionCapacity``).
public struct AutoScaledBuilder: ConditionalChain, Hashable, Sendable, Codable {
  // Policy: the chain state (base, links, final qualifier, inverter, aspect and multi-window
  // flags) IS a principal `ScaledDpBuilder`; this type only swaps the final curve, so the
  // selection can never drift from the `scaledDp` builder's.

  /// The principal chain that stores the links and flags and selects the value.
  public var chain: ScaledDpBuilder
  /// Whether the result is multiplied by the configuration's `fontScale` (`autoSp`).
  public var fontScale: Bool

  /// Starts a chain for `base` with no conditions, scaled on the smallest width.
  ///
  /// - Parameters:
  ///   - base: The value used when no condition matches.
  ///   - fontScale: Whether to multiply by the Dynamic Type `fontScale` (`autoSp`).
  @inlinable @inline(__always)
  public init(_ base: Double, fontScale: Bool = false) {
    self.chain = ScaledDpBuilder(base)
    self.fontScale = fontScale
  }

  /// The value used when no condition matches.
  @inlinable
  public var base: Double { chain.base }

  /// The conditional values, in declaration order (reading builds an array).
  public var links: [ConditionalValue] { chain.links }

  /// How many conditions were added to the full chain and are not used (see
  /// ``/AppDimens/ScaledDpBuilder/ignoredConditionCount``).
  @inlinable
  public var ignoredConditionCount: Int { chain.ignoredConditionCount }

  /// Adds `value` for windows that match `condition` (mode, orientation, qualifier ≥ minimum);
  /// ignored when the chain already holds eight conditions.
  @inlinable @inline(__always)
  public func screen(_ value: Double, condition: ScreenCondition) -> Self {
    var copy = self
    copy.chain = chain.screen(value, condition: condition)
    return copy
  }

  /// Feeds the aspect-adjusted dimension into the auto curve (see ``AutoScaling``).
  @inlinable @inline(__always)
  public func aspectRatio(
    _ enabled: Bool = true, sensitivity k: Double = DimensBaseline.sensitivity
  ) -> Self {
    var copy = self
    copy.chain = chain.aspectRatio(enabled, sensitivity: k)
    return copy
  }

  /// Returns the chosen value unscaled (text: `× fontScale`) in multi-window layouts.
  @inlinable @inline(__always)
  public func ignoreMultiWindow(_ enabled: Bool = true) -> Self {
    var copy = self
    copy.chain = chain.ignoreMultiWindow(enabled)
    return copy
  }

  /// Scales the chosen value on `qualifier` (and `inverter`) instead of the smallest width.
  @inlinable @inline(__always)
  public func finalQualifier(_ qualifier: DpQualifier, inverter: Inverter = .default) -> Self {
    var copy = self
    copy.chain = chain.finalQualifier(qualifier, inverter: inverter)
    return copy
  }

  /// The value the ranking rule chooses for this window, unscaled.
  @inlinable @inline(__always)
  public func select(_ configuration: DimensConfiguration) -> Double {
    chain.select(configuration)
  }

  /// The factor the chosen value is multiplied by: the auto factor (clamped into the
  /// configuration's ``/AppDimens/DimensConfiguration/scaleLimits`` when it has them), times `fontScale`
  /// for text, or just that font scale (or 1) under `ignoreMultiWindow()` in a multi-window pane.
  @inlinable @inline(__always)
  public func factor(_ configuration: DimensConfiguration) -> Double {
    let text = fontScale ? configuration.fontScale : 1
    // Policy: the same factor as `AutoScaling.factor(configuration, qualifier:
    // chain.finalQualifier, inverter: chain.inverter, aspectRatio:, sensitivity:)`, against the
    // configuration's reference (300, or the design frame's); the common chain (smallest
    // width, no inverter, no flag) in line, every other through one call taking plain
    // numbers, which keeps a chain step small enough to be inlined wherever it is written.
    guard chain.hasDefaultScaling else {
      let reference = configuration.reference
      return Self.factor(
        text: text, plan: chain.scalingPlan, width: configuration.screenWidth,
        height: configuration.screenHeight,
        isMultiWindow: chain.ignoreMultiWindow && configuration.isMultiWindow,
        aspectRatio: chain.aspectRatio, sensitivity: chain.sensitivity,
        references: SIMD4(
          reference.smallWidth, reference.width, reference.height, reference.aspectRatio),
        scaleLimits: configuration.scaleLimits)
    }
    return text
      * configuration.limitingFactor(
        ScalingCurves.auto(
          dimension: configuration.smallestWidth, reference: configuration.reference.smallWidth))
  }

  /// ``factor(_:)`` of a `width` × `height` window for a chain whose scaling plan `plan` is not
  /// the default, against the reference sides and aspect ratio `references`.
  @usableFromInline @inline(never)
  static func factor(
    text: Double, plan: UInt8, width: Double, height: Double, isMultiWindow: Bool,
    aspectRatio: Bool, sensitivity: Double, references: SIMD4<Double>,
    scaleLimits: ClosedRange<Double>?
  ) -> Double {
    if isMultiWindow { return text }
    let (d, reference) = ScaledDpBuilder.sideAndReference(
      plan: plan, width: width, height: height, references: references)
    let factor =
      aspectRatio
      ? AutoScaling.aspectFactor(
        dimension: d, aspectRatio: Swift.max(width, height) / Swift.min(width, height),
        sensitivity: sensitivity, reference: reference, referenceAspectRatio: references[3])
      : ScalingCurves.auto(dimension: d, reference: reference)
    guard let scaleLimits else { return text * factor }
    return text * Swift.min(Swift.max(factor, scaleLimits.lowerBound), scaleLimits.upperBound)
  }

  /// Chooses a value by the ranking rule and scales it with the auto curve for the window.
  @inlinable @inline(__always)
  public func resolve(_ configuration: DimensConfiguration) -> Double {
    select(configuration) * factor(configuration)
  }
}

extension DimensValue {
  /// Starts an ``AutoScaledBuilder`` chain for a dimension, scaled with the auto curve.
  ///
  /// ```
  /// result = v × auto(d),  d = the final qualifier's dimension (default smallest width)
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844 | `16.autoScaledDp.resolve` | 20.8 |
  /// | 1024 × 1366 | `16.autoScaledDp.resolve` | 32.219968 |
  @inlinable @inline(__always)
  public var autoScaledDp: AutoScaledBuilder { AutoScaledBuilder(dimensValue) }

  /// Starts an ``AutoScaledBuilder`` chain for text: the auto curve times Dynamic Type.
  ///
  /// ```
  /// result = v × auto(d) × fontScale
  /// ```
  ///
  /// | window | call | result |
  /// |---|---|---|
  /// | 390 × 844, fontScale 1 | `20.autoSp.resolve` | 26 |
  /// | 390 × 844, fontScale 1.25 | `20.autoSp.resolve` | 32.5 |
  @inlinable @inline(__always)
  public var autoSp: AutoScaledBuilder { AutoScaledBuilder(dimensValue, fontScale: true) }
}
