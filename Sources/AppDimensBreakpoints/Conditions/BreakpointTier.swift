/// How a breakpoint key matches a window, from the most to the least specific (Behavior Reference ›
/// Breakpoints).
///
/// Each tier maps to a specificity of the package's one ranking rule (``/AppDimens/RankKey``,
/// ``/AppDimens/ConditionRanking``); inside a tier the threshold decides, then the canonical key
/// order.
///
/// | tier | step of Behavior Reference › Breakpoints | specificity | threshold |
/// |---|---|---|---|
/// | ``exactWidth`` | 1. width key = window width ± 0.5 pt | 4 | −\|w − key\| (closest) |
/// | ``sizeClassAndIdiom`` | 2. `wC.phone`, `wR.pad` | 3 | −∞ |
/// | ``sizeClass`` | 3. `wC.all`, `wR.all` | 2 | −∞ |
/// | ``widthBelow`` | 4. largest width key below the window | 1 | key width (largest) |
/// | ``fallback`` | 5. `wAny` or a `.default` key | 0 | −∞ |
///
/// No candidate in any tier → nil (step 6).
public enum BreakpointTier: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// `wAny`, or a key marked `.default` that matched nothing better.
  case fallback = 0
  /// A width key below the window width (min-width semantics): the largest one wins.
  case widthBelow = 1
  /// A size-class key for every idiom (`wC.all`, `wR.all`).
  case sizeClass = 2
  /// A size-class key for the window's idiom (`wC.phone`, `wR.pad`).
  case sizeClassAndIdiom = 3
  /// A width key within ±0.5 pt of the window width.
  case exactWidth = 4

  /// The specificity of this tier in the one ranking rule (its raw value).
  @inlinable
  public var specificity: Int { rawValue }

  /// Whether this tier ranks below `other`.
  @inlinable
  public static func < (lhs: BreakpointTier, rhs: BreakpointTier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The tolerance of an exact width match, in points (±0.5).
  public static let exactWidthTolerance: Double = 0.5
}
