// Policy: `fixed` is what a design drawn in Figma and exported as points becomes in an app that
// uses the numbers as written (`.frame(height: 44)`, `.font(.system(size: 17))` scaled with
// `@ScaledMetric` or `UIFontMetrics`), so it is the default for files that do not mention
// AppDimens; `appDimens` is the default for files that carry `$extensions.appdimens`.
/// How the app draws a design's plain numbers, which decides what the audit checks: a 16 in a
/// token file is 16 points as drawn, or `16.sdp`.
///
/// ```
/// fixed      dimension(v) = v                                  (points, in every window)
///            text(v, s)   = v.scaled(relativeTo: s)            (UIFontMetrics: s's metrics curve,
///                                                               on the window's grid)
/// appDimens  dimension(v) = v.sdp = v × smallest width ÷ 300
///            text(v, s)   = v.ssp(relativeTo: s)               (width and s's font ramp)
/// ```
///
/// | value | window | fixed | appDimens |
/// |---|---|---|---|
/// | dimension 16 | iPhone SE 375 × 667 | 16 | 20 |
/// | dimension 44 | iPhone 16 Pro Max 440 × 956 | 44 | 64.533333 |
/// | text 11, caption2 | iPhone SE at xSmall | 11 | 13.75 |
/// | text 17, body | 390 × 844 @3x at accessibility3 | 37 | 52 |
///
/// An AppDimens expression written in a token (`"17.scaled(relativeTo: body)"`, design
/// points) is what the app draws whatever the scaling: it wins over both.
public enum DesignScaling: Hashable, Sendable {
  /// Points as drawn; text grows with Dynamic Type along its text style's metrics curve
  /// (what `UIFontMetrics(forTextStyle:).scaledValue(for:)` returns).
  case fixed
  /// Dimensions as `N.sdp`, text as `N.ssp(relativeTo: style)`.
  case appDimens

  /// The name the command line and reports use: `fixed` or `appdimens`.
  public var name: String {
    switch self {
    case .fixed: "fixed"
    case .appDimens: "appdimens"
    }
  }

  /// The scaling named `name` (`fixed`, `appdimens`, any letter case); nil otherwise.
  public init?(name: String) {
    switch name.lowercased() {
    case "fixed": self = .fixed
    case "appdimens": self = .appDimens
    default: return nil
    }
  }

  /// The names ``init(name:)`` reads, for messages.
  public static let names = ["fixed", "appdimens"]

  /// A dimension of `points` in a window, and the expression that writes it.
  func dimension(_ points: Double) -> (
    source: String, value: @Sendable (DimensConfiguration) -> Double
  ) {
    let number = Self.number(points)
    switch self {
    case .fixed:
      return (number + "pt", { _ in points })
    case .appDimens:
      return (number + ".sdp", { points.sdp($0) })
    }
  }

  /// A text size of `points` following `style`, and the expression that writes it.
  func text(_ points: Double, style: TextStyle) -> (
    source: String, value: @Sendable (DimensConfiguration) -> Double
  ) {
    let number = Self.number(points)
    switch self {
    case .fixed:
      return (
        number + ".scaled(relativeTo: \(style.rawValue))",
        { DynamicType.scaled(points, relativeTo: style, in: $0) }
      )
    case .appDimens:
      let source = style == .body ? number + ".ssp" : number + ".ssp(relativeTo: \(style.rawValue))"
      return (source, { points.ssp($0, relativeTo: style) })
    }
  }

  /// A number as expressions write it: up to 9 decimals, trailing zeros dropped.
  static func number(_ value: Double) -> String {
    DecimalText.fixed(value, digits: 9, trimmingZeros: true)
  }
}
