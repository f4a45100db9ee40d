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

  /// The base value and the links, stored inline and ranked.
  @usableFromInline var storage: ConditionalValueList
  /// How the chosen value is scaled: the final qualifier, inverter and flags, and what they
  /// mean for each orientation.
  @usableFromInline var scaling: Scaling {
    didSet { storage.plan = scaling.plan }
  }

  /// Starts a chain for `base` with no conditions, scaled on the smallest width.
  @inlinable @inline(__always)
  public init(_ base: Double) {
    self.storage = ConditionalValueList(base: base)
    self.scaling = Scaling()
    storage.plan = scaling.plan
  }

  /// The value used when no condition matches.
  @inlinable
  public var base: Double {
    get { storage.base }
    set { storage.base = newValue }
  }

  /// The dimension the chosen value is scaled on (default `.smallWidth`).
  @inlinable
  public var finalQualifier: DpQualifier {
    get { scaling.qualifier }
    set { scaling = scaling.with(qualifier: newValue, inverter: scaling.inverter) }
  }

  /// The inverter applied to the final qualifier.
  @inlinable
  public var inverter: Inverter {
    get { scaling.inverter }
    set { scaling = scaling.with(qualifier: scaling.qualifier, inverter: newValue) }
  }

  /// Whether the aspect-ratio variant is used.
  @inlinable
  public var aspectRatio: Bool {
    get { scaling.aspectRatio }
    set { scaling = scaling.with(aspectRatio: newValue, sensitivity: scaling.sensitivity) }
  }

  /// The aspect-ratio sensitivity k.
  @inlinable
  public var sensitivity: Double {
    get { scaling.sensitivity }
    set { scaling = scaling.with(aspectRatio: scaling.aspectRatio, sensitivity: newValue) }
  }

  /// Whether multi-window layouts return the chosen value unscaled.
  @inlinable
  public var ignoreMultiWindow: Bool {
    get { scaling.ignoreMultiWindow }
    set { scaling = scaling.with(ignoreMultiWindow: newValue) }
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
    set {
      storage = ConditionalValueList(base: base, newValue)
      storage.plan = scaling.plan
    }
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
    copy.scaling = scaling.with(aspectRatio: enabled, sensitivity: k)
    return copy
  }

  /// Returns the chosen value unscaled in multi-window layouts.
  @inlinable @inline(__always)
  public func ignoreMultiWindow(_ enabled: Bool = true) -> Self {
    var copy = self
    copy.scaling = scaling.with(ignoreMultiWindow: enabled)
    return copy
  }

  /// Scales the chosen value on `qualifier` (and `inverter`) instead of the smallest width.
  @inlinable @inline(__always)
  public func finalQualifier(_ qualifier: DpQualifier, inverter: Inverter = .default) -> Self {
    var copy = self
    copy.scaling = scaling.with(qualifier: qualifier, inverter: inverter)
    return copy
  }

  /// The value the ranking rule chooses for this window, unscaled.
  @inlinable @inline(__always)
  public func select(_ configuration: DimensConfiguration) -> Double {
    storage.select(ChainLink.Window(configuration))
  }

  /// Chooses a value by the ranking rule and scales it for the window.
  ///
  /// The same value as `AppDimens.dp(select(c), configuration: c, qualifier: finalQualifier,
  /// inverter: inverter, aspectRatio: aspectRatio, sensitivity: sensitivity,
  /// ignoreMultiWindow: ignoreMultiWindow)`, bit for bit.
  @inlinable @inline(__always)
  public func resolve(_ configuration: DimensConfiguration) -> Double {
    let window = ChainLink.Window(configuration)
    // Policy: the chains users write most (one link or two, the default scaling: every
    // facilitator and the README's chain) are told by one read of two bytes, the count and the
    // plan, and each then reads only its own copy of its links (`lone` or `pair`) and scales.
    // Everything else (the other counts, the other plans) takes one branch-free selection over
    // `four` or the eight slots and scales through one call. A field read on two sides of a
    // branch is read before it, for every chain, so each field is read on one side only: the
    // two-link chains do not read the sensitivity, the window's largest size or the links of
    // the longer chains, and no chain reads `lone` or `pair` but theirs (`appdimens-bench
    // --filter prebuilt --instructions`). A return in each branch keeps the branches: as a
    // selection, every comparison ran for every window. (Merging the two-link chains into the
    // general selection and testing the plan after it read the general path's fields for them
    // too: 57.9 instructions for the README's chain kept in a property instead of 45.1.)
    if _fastPath(storage.shape == 1 | UInt16(Scaling.defaultPlan) &<< 8) {
      let lone = storage.lone
      let factor = Self.defaultFactor(configuration)
      guard lone.test(window) else { return storage.base * factor }
      guard window.width >= lone.widthMinimum else { return storage.base * factor }
      guard window.height >= lone.heightMinimum else { return storage.base * factor }
      return lone.value * factor
    }
    if _fastPath(storage.shape == 2 | UInt16(Scaling.defaultPlan) &<< 8) {
      // `selectAmongTwo` written out with the factor in each return: scaling after its join
      // changed the registers of the whole resolve, and the one-link chains paid 0.4 to 0.9
      // instructions more (`appdimens-bench --filter prebuilt --instructions`).
      let pair = storage.pair
      let factor = Self.defaultFactor(configuration)
      if _fastPath(pair.0.accepts(window)) { return pair.0.value * factor }
      if _fastPath(pair.1.accepts(window)) { return pair.1.value * factor }
      return storage.base * factor
    }
    let chosen = storage.selectWithoutBranches(window)
    // Policy: one test of one byte for the common plan (smallest width, no inverter, no
    // flag); every other plan scales through one call, which keeps a chain step small enough
    // to be inlined wherever it is written. The call takes plain numbers, not `self` or the
    // configuration: a whole value passed to a call is copied first (728 and 136 bytes), by
    // every chain that reaches this line.
    guard _fastPath(scaling.plan == Scaling.defaultPlan) else {
      let plan = scaling.plan
      let reference = configuration.reference
      return Scaling.scaled(
        chosen, plan: plan, sensitivity: scaling.sensitivity, width: configuration.screenWidth,
        height: configuration.screenHeight,
        isMultiWindow: plan & Scaling.ignoresMultiWindow != 0 && configuration.isMultiWindow,
        references: SIMD4(
          reference.smallWidth, reference.width, reference.height, reference.aspectRatio),
        scaleLimits: configuration.scaleLimits)
    }
    return chosen * Self.defaultFactor(configuration)
  }

  /// The factor of the default scaling: the window's smallest width over the reference's,
  /// clamped into the configuration's scale limits when it has them.
  @inlinable @inline(__always)
  static func defaultFactor(_ configuration: DimensConfiguration) -> Double {
    configuration.defaultScalingFactor
  }

  /// Whether the chain scales on the smallest width with no inverter and no flag set.
  @inlinable
  package var hasDefaultScaling: Bool { scaling.plan == Scaling.defaultPlan }

  /// The chain's scaling plan (``Scaling/plan``).
  @inlinable
  package var scalingPlan: UInt8 { scaling.plan }

  /// The window side a chain with scaling plan `plan` scales on in a `width` × `height`
  /// window, and the reference side it divides by, from `references` (smallest width, width,
  /// height, aspect ratio of the configuration's reference).
  @inlinable @inline(__always)
  package static func sideAndReference(
    plan: UInt8, width: Double, height: Double, references: SIMD4<Double>
  ) -> (side: Double, reference: Double) {
    let landscape = width > height
    let side =
      plan & (landscape ? Scaling.landscapeUsesHeight : Scaling.portraitUsesHeight) != 0
      ? height : width
    let index =
      plan &>> (landscape ? Scaling.landscapeReferenceShift : Scaling.portraitReferenceShift)
      & 0b11
    return (side, references[Int(index)])
  }

  /// How a chain scales its chosen value — final qualifier, inverter, aspect ratio and
  /// sensitivity, multi-window — with what they mean for each orientation worked out when the
  /// chain is built, in one byte (`plan`).
  ///
  /// In portrait (width ≤ height) the smaller side is the width and in landscape the height,
  /// so every side a qualifier and an inverter can pick is the width or the height; the
  /// reference side it divides by (300, or the design frame's) is the one of the qualifier the
  /// inverter gives in that orientation:
  ///
  /// | qualifier, inverter | portrait: side (reference) | landscape: side (reference) |
  /// |---|---|---|
  /// | `.smallWidth`, `.default` | width (smallest width) | height (smallest width) |
  /// | `.width`, `.default` | width (width) | width (width) |
  /// | `.height`, `.phToLw` | height (height) | width (width) |
  /// | `.smallWidth`, `.swToPh` | height (height) | height (smallest width) |
  @usableFromInline
  struct Scaling: Hashable, Sendable {
    /// The final qualifier.
    @usableFromInline let qualifier: DpQualifier
    /// The inverter applied to it.
    @usableFromInline let inverter: Inverter
    /// Whether the aspect-ratio variant is used.
    @usableFromInline let aspectRatio: Bool
    /// Whether multi-window layouts return the chosen value unscaled.
    @usableFromInline let ignoreMultiWindow: Bool
    /// The aspect-ratio sensitivity k.
    @usableFromInline let sensitivity: Double
    /// The bits of ``ignoresMultiWindow``, ``usesAspectRatio``, ``portraitUsesHeight`` and
    /// ``landscapeUsesHeight``, and the reference side of each orientation's qualifier (two
    /// bits each, from ``portraitReferenceShift`` and ``landscapeReferenceShift``: 0 the
    /// smallest width's, 1 the width's, 2 the height's).
    @usableFromInline let plan: UInt8

    /// The scaling with these settings.
    @inlinable @inline(__always)
    init(
      qualifier: DpQualifier = .smallWidth, inverter: Inverter = .default,
      aspectRatio: Bool = false, ignoreMultiWindow: Bool = false,
      sensitivity: Double = DimensBaseline.sensitivity
    ) {
      self.qualifier = qualifier
      self.inverter = inverter
      self.aspectRatio = aspectRatio
      self.ignoreMultiWindow = ignoreMultiWindow
      self.sensitivity = sensitivity
      let portrait = inverter.apply(to: qualifier, orientation: .portrait)
      let landscape = inverter.apply(to: qualifier, orientation: .landscape)
      plan =
        (ignoreMultiWindow ? Self.ignoresMultiWindow : 0)
        | (aspectRatio ? Self.usesAspectRatio : 0)
        | (portrait == .height ? Self.portraitUsesHeight : 0)
        | (landscape != .width ? Self.landscapeUsesHeight : 0)
        | (Self.referenceIndex(portrait) &<< Self.portraitReferenceShift)
        | (Self.referenceIndex(landscape) &<< Self.landscapeReferenceShift)
    }

    /// The index of the reference side a qualifier divides by: 0 smallest width, 1 width,
    /// 2 height.
    @inlinable @inline(__always)
    static func referenceIndex(_ qualifier: DpQualifier) -> UInt8 {
      switch qualifier {
      case .smallWidth: 0
      case .width: 1
      case .height: 2
      }
    }

    /// This scaling with `qualifier` and `inverter`.
    @inlinable @inline(__always)
    func with(qualifier: DpQualifier, inverter: Inverter) -> Scaling {
      Scaling(
        qualifier: qualifier, inverter: inverter, aspectRatio: aspectRatio,
        ignoreMultiWindow: ignoreMultiWindow, sensitivity: sensitivity)
    }

    /// This scaling with the aspect-ratio settings.
    @inlinable @inline(__always)
    func with(aspectRatio: Bool, sensitivity: Double) -> Scaling {
      Scaling(
        qualifier: qualifier, inverter: inverter, aspectRatio: aspectRatio,
        ignoreMultiWindow: ignoreMultiWindow, sensitivity: sensitivity)
    }

    /// This scaling with the multi-window setting.
    @inlinable @inline(__always)
    func with(ignoreMultiWindow: Bool) -> Scaling {
      Scaling(
        qualifier: qualifier, inverter: inverter, aspectRatio: aspectRatio,
        ignoreMultiWindow: ignoreMultiWindow, sensitivity: sensitivity)
    }

    /// The plan of the default scaling: the smallest width (the height in landscape), no flag.
    @inlinable static var defaultPlan: UInt8 { landscapeUsesHeight }

    /// The bit set when multi-window layouts return the value unscaled.
    @inlinable static var ignoresMultiWindow: UInt8 { 1 }
    /// The bit set when the aspect-ratio variant is used.
    @inlinable static var usesAspectRatio: UInt8 { 2 }
    /// Both flags.
    @inlinable static var flags: UInt8 { 3 }
    /// The bit set when a portrait window is scaled on its height.
    @inlinable static var portraitUsesHeight: UInt8 { 4 }
    /// The bit set when a landscape window is scaled on its height.
    @inlinable static var landscapeUsesHeight: UInt8 { 8 }
    /// Where the portrait reference index starts.
    @inlinable static var portraitReferenceShift: UInt8 { 4 }
    /// Where the landscape reference index starts.
    @inlinable static var landscapeReferenceShift: UInt8 { 6 }

    /// `chosen` scaled by the scaling whose plan is `plan` (and sensitivity `sensitivity`) for a
    /// `width` × `height` window, unscaled when `isMultiWindow` (the chain ignores multi-window
    /// layouts and the window is one), against the configuration's reference sides and aspect
    /// ratio (`references`: smallest width, width, height, aspect ratio), the factor clamped
    /// into the configuration's `scaleLimits`: what `AppDimens.dp` returns for these settings,
    /// bit for bit.
    //
    // Policy: plain numbers (see `resolve(_:)`).
    @usableFromInline @inline(never)
    static func scaled(
      _ chosen: Double, plan: UInt8, sensitivity: Double, width: Double, height: Double,
      isMultiWindow: Bool, references: SIMD4<Double>, scaleLimits: ClosedRange<Double>?
    ) -> Double {
      if isMultiWindow { return chosen }
      let (d, reference) = ScaledDpBuilder.sideAndReference(
        plan: plan, width: width, height: height, references: references)
      let factor =
        plan & usesAspectRatio != 0
        ? PrincipalScaling.aspectFactor(
          dimension: d, aspectRatio: Swift.max(width, height) / Swift.min(width, height),
          sensitivity: sensitivity, reference: reference, referenceAspectRatio: references[3])
        : PrincipalScaling.linearFactor(dimension: d, reference: reference)
      guard let scaleLimits else { return chosen * factor }
      return chosen * Swift.min(Swift.max(factor, scaleLimits.lowerBound), scaleLimits.upperBound)
    }
  }
}

extension DimensValue {
  /// Starts a ``ScaledDpBuilder`` chain with this value as its base.
  @inlinable @inline(__always)
  public var scaledDp: ScaledDpBuilder { ScaledDpBuilder(dimensValue) }
}
