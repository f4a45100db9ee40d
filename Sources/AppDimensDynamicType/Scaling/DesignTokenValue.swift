import AppDimensBreakpoints

/// A design token's size as generated code holds it (`appdimens generate`): a number in
/// points, whether it is a dimension or text (with its Apple text style), and how the app
/// draws it — the same three choices `appdimens audit --scaling` judges.
///
/// ```
/// fixed       dimension(v) = v                         text(v, s) = v.scaled(relativeTo: s)
/// appDimens   dimension(v) = v.sdp                     text(v, s) = v.ssp(relativeTo: s)
/// frame(W×H)  dimension(v) = v.sdp drawn from W × H    text(v, s) = v.ssp(relativeTo: s) from W × H
/// ```
///
/// Text follows its style's Dynamic Type curve up to `accessibility5`
/// (``DynamicType/defaultMaxSize``), as the audit assumes; on a platform without Dynamic Type
/// it is × the window's `fontScale`.
///
/// | value | window | result |
/// |---|---|---|
/// | `.dimension(44)` | any | 44 |
/// | `.dimension(16, scaling: .appDimens)` | 375 × 667 | 20 |
/// | `.dimension(16, scaling: .frame(DesignFrame(width: 390, height: 844)))` | 375 × 667 | 15.384615 |
/// | `.text(17)` | 390 × 844 @3x at accessibility3 | 37 |
/// | `.text(17, scaling: .appDimens)` | 390 × 844 @3x at accessibility3 | 52 |
///
/// ```swift
/// let padding = DesignTokens.Spacing.medium.resolve(configuration)   // points in this window
/// ```
public struct DesignTokenValue: Hashable, Sendable {
  /// How the app draws the number.
  public enum Scaling: Hashable, Sendable {
    /// Points as drawn; text along its style's Dynamic Type curve.
    case fixed
    /// `N.sdp`; text `N.ssp(relativeTo: style)`.
    case appDimens
    /// `N.sdp` and `N.ssp(relativeTo: style)` drawn from a design frame.
    case frame(DesignFrame)
  }

  /// A length, or a text size following an Apple text style.
  public enum Kind: Hashable, Sendable {
    /// A length.
    case dimension
    /// A font's point size, growing like the style.
    case text(TextStyle)
  }

  /// The number in points, as the design file gives it (rem and em already × the root size).
  public let points: Double
  /// Dimension or text.
  public let kind: Kind
  /// How the app draws the number.
  public let scaling: Scaling

  /// The values for wider windows, by the width each starts at (a DTCG resolver's breakpoint
  /// contexts, `appdimens generate --breakpoints`); nil when the value is one for every window.
  public let widths: Breakpoints<DesignTokenValue>?

  /// The design points the value follows instead of ``points`` (a token's
  /// `$extensions.appdimens.designPoints`, a CSS `clamp()` or `vw` value); nil for a number.
  public let designPoints: DesignPoints?

  /// A value of `points`, `kind` and `scaling`.
  public init(points: Double, kind: Kind, scaling: Scaling) {
    self.points = points
    self.kind = kind
    self.scaling = scaling
    self.widths = nil
    self.designPoints = nil
  }

  /// This value below every width of `widths`, and from each width on the value of that width
  /// (CSS's `min-width`, ranked by ``/AppDimensBreakpoints/Breakpoints/resolve(_:)``: the
  /// bucket of a width key, else the largest width key below the window).
  ///
  /// | value | window width | result |
  /// |---|---|---|
  /// | `.text(42).breakpoints([.width(1056): .text(54)])` | 390 | `.text(42)`'s |
  /// | same | 1056, 1200 | `.text(54)`'s |
  public func breakpoints(_ widths: Breakpoints<DesignTokenValue>) -> DesignTokenValue {
    DesignTokenValue(
      points: points, kind: kind, scaling: scaling, widths: widths, designPoints: designPoints)
  }

  /// A value with every field.
  private init(
    points: Double, kind: Kind, scaling: Scaling, widths: Breakpoints<DesignTokenValue>?,
    designPoints: DesignPoints?
  ) {
    self.points = points
    self.kind = kind
    self.scaling = scaling
    self.widths = widths
    self.designPoints = designPoints
  }

  /// A length that follows `designPoints`: `designPoints.resolve(configuration)`, drawn as
  /// given (``points`` is the value at their first frame).
  ///
  /// | value | window width | result |
  /// |---|---|---|
  /// | `.dimension(DesignPoints([400: 16, 600: 24], qualifier: .width))` | 390, 500, 768 | 16, 20, 24 |
  public static func dimension(_ designPoints: DesignPoints) -> DesignTokenValue {
    DesignTokenValue(
      points: designPoints.points.first?.value ?? 0, kind: .dimension, scaling: .fixed,
      widths: nil, designPoints: designPoints)
  }

  /// A text size that follows `designPoints`, × the window's font scale:
  /// `designPoints.resolveText(configuration)` (``kind`` is `.text(.body)`).
  public static func text(_ designPoints: DesignPoints) -> DesignTokenValue {
    DesignTokenValue(
      points: designPoints.points.first?.value ?? 0, kind: .text(.body), scaling: .fixed,
      widths: nil, designPoints: designPoints)
  }

  /// A length of `points`.
  public static func dimension(_ points: Double, scaling: Scaling = .fixed) -> DesignTokenValue {
    DesignTokenValue(points: points, kind: .dimension, scaling: scaling)
  }

  /// A text size of `points` that grows like `style`.
  public static func text(
    _ points: Double, relativeTo style: TextStyle = .body, scaling: Scaling = .fixed
  ) -> DesignTokenValue {
    DesignTokenValue(points: points, kind: .text(style), scaling: scaling)
  }

  /// The value in points in `configuration`'s window (a text size at its text size).
  public func resolve(_ configuration: DimensConfiguration) -> Double {
    if let chosen = widths?.resolve(configuration) { return chosen.resolve(configuration) }
    if let designPoints {
      if case .text = kind { return designPoints.resolveText(configuration) }
      return designPoints.resolve(configuration)
    }
    var window = configuration
    if case .frame(let frame) = scaling, window.designFrame != frame {
      window = window.replacingDesignFrame(frame)
    }
    switch (kind, scaling) {
    case (.dimension, .fixed):
      return points
    case (.dimension, _):
      return points.sdp(window)
    case (.text(let style), .fixed):
      return DynamicType.scaled(points, relativeTo: style, in: window)
    case (.text(let style), _):
      return points.ssp(window, relativeTo: style)
    }
  }
}
