// Policy: `fixed` is what a design drawn in Figma and exported as points becomes in an app that
// uses the numbers as written (`.frame(height: 44)`, `.font(.system(size: 17))` scaled with
// `@ScaledMetric` or `UIFontMetrics`), so it is the default for files that do not mention
// AppDimens; `appDimens` is the default for files that carry `$extensions.appdimens`. A frame
// is the frame's scaling of the AppDimens library (`DesignFrame`), not one of the audit's own.
/// How the app draws a design's plain numbers, which decides what the audit checks: a 16 in a
/// token file is 16 points as drawn, or `16.sdp`.
///
/// ```
/// fixed      dimension(v) = v                                  (points, in every window)
///            text(v, s)   = v.scaled(relativeTo: s)            (UIFontMetrics: s's metrics curve,
///                                                               on the window's grid)
/// appDimens  dimension(v) = v.sdp = v × smallest width ÷ 300
///            text(v, s)   = v.ssp(relativeTo: s)               (width and s's font ramp)
/// frame(W×H) dimension(v) = v.sdp = v × smallest width ÷ min(W, H)
///            text(v, s)   = v.ssp(relativeTo: s)               (the same, with the frame)
/// ```
///
/// | value | window | fixed | appDimens | frame 390 × 844 |
/// |---|---|---|---|---|
/// | dimension 16 | iPhone SE 375 × 667 | 16 | 20 | 15.384615 |
/// | dimension 44 | iPhone 16 Pro Max 440 × 956 | 44 | 64.533333 | 49.641026 |
/// | text 11, caption2 | iPhone SE at xSmall | 11 | 13.75 | 10.576923 |
/// | text 17, body | 390 × 844 @3x at accessibility3 | 37 | 52 | 40 |
///
/// An AppDimens expression written in a token (`"17.scaled(relativeTo: body)"`, design
/// points) is what the app draws whatever the scaling: it wins over all three. With a frame,
/// the windows the audit visits carry the frame too (``designFrame``, given to
/// `DesignPlatform.windows(of:devices:categories:designFrame:)` of `AppDimensAudit`), so an expression's `sdp`
/// is drawn from the frame as the app that sets the frame draws it.
public enum DesignScaling: Hashable, Sendable {
  /// Points as drawn; text grows with Dynamic Type along its text style's metrics curve
  /// (what `UIFontMetrics(forTextStyle:).scaledValue(for:)` returns).
  case fixed
  /// Dimensions as `N.sdp`, text as `N.ssp(relativeTo: style)`.
  case appDimens
  /// Dimensions as `N.sdp`, text as `N.ssp(relativeTo: style)`, both drawn from a design frame
  /// (`DimensConfiguration(…, designFrame:)`): on the frame itself a number is its own value.
  case frame(DesignFrame)

  /// The name the command line and reports use: `fixed`, `appdimens` or `frame:390x844`.
  public var name: String {
    switch self {
    case .fixed: "fixed"
    case .appDimens: "appdimens"
    case .frame(let frame): "frame:" + Self.number(frame.width) + "x" + Self.number(frame.height)
    }
  }

  /// The design frame the values are drawn from; nil for `fixed` and `appdimens`.
  public var designFrame: DesignFrame? {
    guard case .frame(let frame) = self else { return nil }
    return frame
  }

  /// The scaling named `name` (`fixed`, `appdimens`, any letter case); nil otherwise. A frame
  /// has sides to validate, so it is ``frame(_:)`` of a `DesignFrame`, not a name.
  public init?(name: String) {
    switch name.lowercased() {
    case "fixed": self = .fixed
    case "appdimens": self = .appDimens
    default: return nil
    }
  }

  /// The names ``init(name:)`` reads, for messages.
  public static let names = ["fixed", "appdimens"]

  /// `window` drawn from `frame`: itself when it already is (as every window of an audit with
  /// a frame is), so the common case builds nothing.
  static func framed(_ window: DimensConfiguration, _ frame: DesignFrame) -> DimensConfiguration {
    window.designFrame == frame ? window : window.replacingDesignFrame(frame)
  }

  /// A dimension of `points` in a window, and the expression that writes it.
  func dimension(_ points: Double) -> (
    source: String, value: @Sendable (DimensConfiguration) -> Double
  ) {
    (dimensionSource(points), { dimensionValue(points, in: $0) })
  }

  /// A text size of `points` following `style`, and the expression that writes it.
  func text(_ points: Double, style: TextStyle) -> (
    source: String, value: @Sendable (DimensConfiguration) -> Double
  ) {
    (textSource(points, style: style), { textValue(points, style: style, in: $0) })
  }

  /// The expression a dimension of `points` stands for: `44pt`, `44.sdp`.
  func dimensionSource(_ points: Double) -> String {
    Self.number(points) + (self == .fixed ? "pt" : ".sdp")
  }

  /// A dimension of `points` in `window`.
  func dimensionValue(_ points: Double, in window: DimensConfiguration) -> Double {
    switch self {
    case .fixed: points
    case .appDimens: points.sdp(window)
    case .frame(let frame): points.sdp(Self.framed(window, frame))
    }
  }

  /// The expression a text size of `points` following `style` stands for.
  func textSource(_ points: Double, style: TextStyle) -> String {
    let number = Self.number(points)
    return self == .fixed
      ? number + ".scaled(relativeTo: \(style.rawValue))" : Self.ssp(number, style)
  }

  /// A text size of `points` following `style` in `window`.
  func textValue(_ points: Double, style: TextStyle, in window: DimensConfiguration) -> Double {
    switch self {
    case .fixed: DynamicType.scaled(points, relativeTo: style, in: window)
    case .appDimens: points.ssp(window, relativeTo: style)
    case .frame(let frame): points.ssp(Self.framed(window, frame), relativeTo: style)
    }
  }

  /// `N.ssp`, or `N.ssp(relativeTo: style)` for a style other than body.
  private static func ssp(_ number: String, _ style: TextStyle) -> String {
    style == .body ? number + ".ssp" : number + ".ssp(relativeTo: \(style.rawValue))"
  }

  /// A number as expressions write it: up to 9 decimals, trailing zeros dropped.
  static func number(_ value: Double) -> String {
    DecimalText.fixed(value, digits: 9, trimmingZeros: true)
  }
}
