/// A chain of conditional values scaled linearly: `16.scaledDp.screen(…).rotate(…).resolve(c)`.
///
/// Each link adds a candidate value with a ``ScreenCondition``; `resolve` picks one by the one
/// ranking rule (``ConditionRanking``: specificity, then threshold, then declaration order),
/// falls back to the base value when nothing matches, and scales it with the principal formula
/// on the final qualifier, with the aspect-ratio and multi-window flags.
///
/// ```swift
/// let built = 16.scaledDp
///   .screen(24, qualifier: .width, minimum: 600)
///   .rotate(12, .landscape)
///   .aspectRatio()
///   .resolve(configuration)  // 68.554697 on a 1366 × 1024 window
/// ```
///
/// A chain is a value with a nameable type: keep it in a property and resolve it as often as
/// needed, or write it inline where it is used, in a SwiftUI body. Building and resolving a
/// chain never allocates, and a chain written inline costs no more than resolving one built in
/// advance (`appdimens-bench --filter inline`).
///
/// A chain holds up to ``conditionCapacity`` (eight) conditions, stored in the value itself.
/// A condition added to a full chain is not used; ``ignoredConditionCount`` counts such
/// conditions. For more alternatives, resolve a ``ConditionalValue`` array with
/// `links.select(base:_:)`.
public struct ScaledDpBuilder: ConditionalChain, Hashable, Sendable {
  // Policy: every step is `@inlinable` and `@inline(__always)`, and the links live in fixed
  // slots (`ConditionalValueList`), so the chain is a trivially copyable value: a chain
  // written inline with literal conditions compiles to a few comparisons on the window, with
  // no array and no heap allocation. See `ConditionalValueList` for why there is a capacity.

  /// The value used when no condition matches.
  public var base: Double
  /// The links, stored inline.
  @usableFromInline var storage: ConditionalValueList
  /// The dimension the chosen value is scaled on (default `.smallWidth`).
  public var finalQualifier: DpQualifier
  /// The inverter applied to the final qualifier.
  public var inverter: Inverter
  /// Whether the aspect-ratio variant is used.
  public var aspectRatio: Bool
  /// The aspect-ratio sensitivity k.
  public var sensitivity: Double
  /// Whether multi-window layouts return the chosen value unscaled.
  public var ignoreMultiWindow: Bool

  /// Starts a chain for `base` with no conditions, scaled on the smallest width.
  @inlinable @inline(__always)
  public init(_ base: Double) {
    self.base = base
    self.storage = ConditionalValueList()
    self.finalQualifier = .smallWidth
    self.inverter = .default
    self.aspectRatio = false
    self.sensitivity = DimensBaseline.sensitivity
    self.ignoreMultiWindow = false
  }

  /// The most conditions a chain holds (eight).
  @inlinable
  public static var conditionCapacity: Int { ConditionalValueList.capacity }

  /// The conditional values, in declaration order.
  ///
  /// Reading builds an array. Setting keeps the first ``conditionCapacity`` values and counts
  /// the rest in ``ignoredConditionCount``.
  public var links: [ConditionalValue] {
    get { Array(storage) }
    set { storage = ConditionalValueList(newValue) }
  }

  /// How many conditions were added to this chain when it already held
  /// ``conditionCapacity`` and are therefore not used (0 for every chain of up to eight).
  @inlinable
  public var ignoredConditionCount: Int { storage.ignoredCount }

  /// Adds `value` for windows that match `condition` (ignored when the chain already holds
  /// ``conditionCapacity`` conditions).
  @inlinable @inline(__always)
  public func screen(_ value: Double, condition: ScreenCondition) -> Self {
    var copy = self
    copy.storage.append(ConditionalValue(value, when: condition))
    return copy
  }

  /// Uses the aspect-ratio variant with sensitivity `k` (default 0.8).
  @inlinable @inline(__always)
  public func aspectRatio(
    _ enabled: Bool = true, sensitivity k: Double = DimensBaseline.sensitivity
  )
    -> Self
  {
    var copy = self
    copy.aspectRatio = enabled
    copy.sensitivity = k
    return copy
  }

  /// Returns the chosen value unscaled in multi-window layouts.
  @inlinable @inline(__always)
  public func ignoreMultiWindow(_ enabled: Bool = true) -> Self {
    var copy = self
    copy.ignoreMultiWindow = enabled
    return copy
  }

  /// Scales the chosen value on `qualifier` (and `inverter`) instead of the smallest width.
  @inlinable @inline(__always)
  public func finalQualifier(_ qualifier: DpQualifier, inverter: Inverter = .default) -> Self {
    var copy = self
    copy.finalQualifier = qualifier
    copy.inverter = inverter
    return copy
  }

  /// The value the ranking rule chooses for this window, unscaled.
  @inlinable @inline(__always)
  public func select(_ configuration: DimensConfiguration) -> Double {
    storage.select(base: base, configuration)
  }

  /// Chooses a value by the ranking rule and scales it for the window.
  @inlinable @inline(__always)
  public func resolve(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      select(configuration), configuration: configuration, qualifier: finalQualifier,
      inverter: inverter, aspectRatio: aspectRatio, sensitivity: sensitivity,
      ignoreMultiWindow: ignoreMultiWindow)
  }
}

extension DimensValue {
  /// Starts a ``ScaledDpBuilder`` chain with this value as its base.
  @inlinable @inline(__always)
  public var scaledDp: ScaledDpBuilder { ScaledDpBuilder(dimensValue) }
}
