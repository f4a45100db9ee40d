/// The window dimension a plot sweeps along its x axis, and how the other side of the
/// window follows.
///
/// Policy: a sweep changes one number, so the window keeps one shape — the design's
/// proportions by default (`aspect` = height ÷ width = 533 ÷ 300, a portrait phone), or the
/// `--aspect` a user gives. Then only the size changes along the curve, and aspect-ratio
/// expressions (`sdpa`) show their value at that one shape; `appdimens table` shows real
/// device shapes.
///
/// ```
/// width:       w = x,                  h = x × aspect
/// height:      h = x,                  w = x ÷ aspect
/// smallWidth:  min(w, h) = x:  aspect ≥ 1 → w = x, h = x × aspect;  else h = x, w = x ÷ aspect
/// ```
///
/// | axis | x | aspect | window |
/// |---|---|---|---|
/// | width | 300 | 533/300 | 300 × 533 |
/// | height | 533 | 533/300 | 300 × 533 |
/// | smallWidth | 600 | 0.5 | 1200 × 600 |
/// | width | 600 | 0.5 | 600 × 300 |
enum PlotAxis: String, CaseIterable, Hashable, Sendable {
  /// The smaller side of the window (what `sdp` scales with).
  case smallWidth
  /// The window width.
  case width
  /// The window height.
  case height

  /// The design's proportions, height ÷ width of the 300 × 533 pt baseline.
  static let baselineAspect = 533.0 / 300.0

  /// The axis named `text` (case and punctuation ignored; `sw`, `w`, `h` accepted).
  init?(name text: String) {
    switch NameMatching.normalized(text) {
    case "smallwidth", "smallestwidth", "sw": self = .smallWidth
    case "width", "w": self = .width
    case "height", "h": self = .height
    default: return nil
    }
  }

  /// The window size for a position `x` on this axis, keeping `aspect` (height ÷ width).
  func window(at x: Double, aspect: Double) -> (width: Double, height: Double) {
    switch self {
    case .width: (x, x * aspect)
    case .height: (x / aspect, x)
    case .smallWidth: aspect >= 1 ? (x, x * aspect) : (x / aspect, x)
    }
  }

  /// The position of a window of `width` × `height` on this axis.
  func position(width: Double, height: Double) -> Double {
    switch self {
    case .width: width
    case .height: height
    case .smallWidth: Swift.min(width, height)
    }
  }

  /// The axis title, with its unit.
  var title: String {
    switch self {
    case .smallWidth: "window smallest width (pt)"
    case .width: "window width (pt)"
    case .height: "window height (pt)"
    }
  }
}
