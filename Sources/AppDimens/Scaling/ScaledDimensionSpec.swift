/// What one scaled dimension asks for: a base value, the axis it follows, and its variants.
///
/// `@ScaledDimension` in SwiftUI stores one of these and resolves it against the configuration
/// of its window; the resolution is portable and tested here. Each initializer mirrors one
/// spelling of the property wrapper and one shorthand of Behavior Reference › Principal scaling:
///
/// | spec | shorthand | 390 × 844 | 300 × 533, fontScale 1.25 |
/// |---|---|---|---|
/// | `.init(16)` | `16.sdp` | 20.8 | 16 |
/// | `.init(100, .width)` | `100.wdp` | 130 | 100 |
/// | `.init(48, .height)` | `48.hdp` | 135.04 | 85.28 |
/// | `.init(16, aspectRatio: true)` | `16.sdpa` | 21.550307 | 16 |
/// | `.init(text: 16)` | `16.ssp` | 20.8 | 20 |
/// | `.init(text: 16, .height)` | `16.hsp` | 45.013333 | 35.533333 |
/// | `.init(text: 16, fontScale: false)` | `16.sem` | 20.8 | 16 |
///
/// With `ignoreMultiWindow: true` (suffix `i`) a multi-window configuration returns the base
/// value (text: the base value × fontScale). With `scaleLimits` the value's window factor is
/// clamped into that range instead of the configuration's ``DimensConfiguration/scaleLimits``:
/// `.init(16, scaleLimits: 0.8...1.5)` is 24 in a 1024 × 1366 window, 20.8 in a 390 × 844 one.
/// `roundsToPixels` replaces the configuration's ``DimensConfiguration/roundsToPixels`` the same
/// way: `.init(16, roundsToPixels: true)` is 20.666667 in a 390 × 844 window at @3x.
///
/// Made from ``DesignPoints`` (`.init([390: 16, 820: 24, 1280: 32])`), the spec resolves them
/// with their own qualifier and extrapolation: 16 at 390 pt, 20 at 605 pt, 24 at 820 pt; the
/// text form (`.init(text: [390: 17, 820: 20])`) multiplies by `fontScale`.
public struct ScaledDimensionSpec: Hashable, Sendable {
  /// Whether the value is a dimension (`dp`) or text (`sp`).
  public enum Kind: Hashable, Sendable {
    /// A length: `sdp`, `wdp`, `hdp`.
    case dimension
    /// A text size: `ssp`/`hsp`/`wsp` when `fontScale` is true, `sem`/`hem`/`wem` otherwise.
    case text(fontScale: Bool)
  }

  /// The base value in points, drawn for the configuration's design frame (a 300-point-wide
  /// window without one).
  public var value: Double
  /// The window dimension the value follows.
  public var qualifier: DpQualifier
  /// Dimension or text.
  public var kind: Kind
  /// Whether the aspect-ratio variant is used (suffix `a`).
  public var aspectRatio: Bool
  /// Whether multi-window layouts return the base value (suffix `i`).
  public var ignoreMultiWindow: Bool
  /// The design points resolved instead of `value`, or nil for a single base value.
  ///
  /// When set, `value` is 0 and unused, `qualifier` repeats the design points' own, and
  /// `aspectRatio` and `ignoreMultiWindow` are false: they apply to a single base value only.
  public var designPoints: DesignPoints?
  /// The range this value's window factor is clamped into, replacing the configuration's; nil
  /// (the default) uses the configuration's. Design points are not limited.
  public var scaleLimits: ClosedRange<Double>?
  /// Whether this value is rounded to the pixel grid, replacing the configuration's; nil (the
  /// default) uses the configuration's. Design points are not rounded.
  public var roundsToPixels: Bool?

  /// A dimension: `(16)`, `(100, .width)`, `(48, .height)`, with optional variants.
  public init(
    _ value: Double,
    _ qualifier: DpQualifier = .smallWidth,
    aspectRatio: Bool = false,
    ignoreMultiWindow: Bool = false,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool? = nil
  ) {
    self.value = value
    self.qualifier = qualifier
    self.kind = .dimension
    self.aspectRatio = aspectRatio
    self.ignoreMultiWindow = ignoreMultiWindow
    self.scaleLimits = scaleLimits
    self.roundsToPixels = roundsToPixels
  }

  /// A text size: `(text: 16)`, `(text: 16, .height)`, `(text: 16, fontScale: false)`, …
  public init(
    text value: Double,
    _ qualifier: DpQualifier = .smallWidth,
    fontScale: Bool = true,
    aspectRatio: Bool = false,
    ignoreMultiWindow: Bool = false,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool? = nil
  ) {
    self.value = value
    self.qualifier = qualifier
    self.kind = .text(fontScale: fontScale)
    self.aspectRatio = aspectRatio
    self.ignoreMultiWindow = ignoreMultiWindow
    self.scaleLimits = scaleLimits
    self.roundsToPixels = roundsToPixels
  }

  /// A dimension given at several design frames: `([390: 16, 820: 24, 1280: 32])`.
  public init(_ designPoints: DesignPoints) {
    self.init(0, designPoints.qualifier)
    self.designPoints = designPoints
  }

  /// Text given at several design frames, × `fontScale` unless `fontScale` is false.
  public init(text designPoints: DesignPoints, fontScale: Bool = true) {
    self.init(text: 0, designPoints.qualifier, fontScale: fontScale)
    self.designPoints = designPoints
  }

  /// The value in points for a window: `AppDimens.dp` or `AppDimens.sp` with these options.
  @inlinable
  public func resolve(_ configuration: DimensConfiguration) -> Double {
    if let designPoints {
      return kind == .text(fontScale: true)
        ? designPoints.resolveText(configuration) : designPoints.resolve(configuration)
    }
    return switch kind {
    case .dimension:
      AppDimens.dp(
        value, configuration: configuration, qualifier: qualifier, aspectRatio: aspectRatio,
        ignoreMultiWindow: ignoreMultiWindow, scaleLimits: scaleLimits,
        roundsToPixels: roundsToPixels)
    case .text(let fontScale):
      AppDimens.sp(
        value, configuration: configuration, qualifier: qualifier, aspectRatio: aspectRatio,
        ignoreMultiWindow: ignoreMultiWindow, fontScale: fontScale, scaleLimits: scaleLimits,
        roundsToPixels: roundsToPixels)
    }
  }
}

extension DimensConfiguration {
  /// The value `spec` resolves to in this window: the key path `@ScaledDimension` reads from
  /// the environment (`\.appDimensConfiguration[resolving: spec]`).
  //
  // Policy: SwiftUI re-runs a view's body when the value its `@Environment` key path reads has
  // changed, comparing that value, not the whole environment. Reading through this subscript
  // makes the value the property's own: a rotation that keeps the smallest width, or a window
  // resize along the axis a value does not follow, leaves `@ScaledDimension(16)` unchanged and
  // its view's body is not run again.
  subscript(resolving spec: ScaledDimensionSpec) -> Double { spec.resolve(self) }
}
