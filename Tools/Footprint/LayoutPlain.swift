// Layout.swift's screen in plain arithmetic, without AppDimens: each scaled value a
// multiplication by a window ratio, each chain and table a ladder of conditions. It computes
// what a hand-written layout computes (not AppDimens' exact numbers); Scripts/check-footprint.sh
// times its release compile beside Layout.swift's, as the floor any scaling library adds to.

/// A window: its size in points, orientation, idiom and text scale.
public struct PlainWindow: Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Whether the window is wider than tall.
  public var isLandscape: Bool
  /// Whether the device is a television.
  public var isTelevision: Bool
  /// Whether the window's horizontal size class is regular.
  public var isRegular: Bool
  /// Whether the device is a phone.
  public var isPhone: Bool
  /// The text scale (1 at the default size).
  public var fontScale: Double

  /// A window.
  public init(
    width: Double, height: Double, isLandscape: Bool, isTelevision: Bool, isRegular: Bool,
    isPhone: Bool, fontScale: Double
  ) {
    self.width = width
    self.height = height
    self.isLandscape = isLandscape
    self.isTelevision = isTelevision
    self.isRegular = isRegular
    self.isPhone = isPhone
    self.fontScale = fontScale
  }
}

/// The sizes of a profile screen for one window.
public struct PlainProfileLayout: Sendable {
  /// Outer padding.
  public var padding: Double
  /// Space between cards.
  public var spacing: Double
  /// The avatar's side.
  public var avatar: Double
  /// The header's height.
  public var headerHeight: Double
  /// The card's corner radius.
  public var cornerRadius: Double
  /// The title's point size.
  public var title: Double
  /// The body's point size.
  public var body: Double
  /// The caption's point size.
  public var caption: Double
  /// The button's height.
  public var buttonHeight: Double
  /// The sidebar's width.
  public var sidebar: Double
  /// The grid's columns.
  public var columns: Int
  /// The gallery's rows.
  public var rows: Int
  /// The maximum content width.
  public var contentWidth: Double
  /// The hero image's height.
  public var heroHeight: Double
  /// Every other value of the screen, in the order the view reads them.
  public var metrics: [Double]

  /// The layout for the window `w`.
  public init(_ w: PlainWindow) {
    let s = min(w.width, w.height) / 300
    let x = w.width / 300
    let y = w.height / 533
    let t = s * w.fontScale
    let a = s * (1 + 0.08 * (max(w.width, w.height) / min(w.width, w.height) - 1.78))
    padding = 16 * s
    spacing = 12 * s
    avatar = 64 * s
    cornerRadius = 12 * s
    title = 28 * t
    body = 17 * t
    caption = 12 * t
    headerHeight = (w.width >= 600 ? 160 : w.isLandscape ? 96 : 120) * s
    buttonHeight = (w.width >= 600 ? 52 : w.isTelevision ? 66 : 44) * s
    sidebar = (w.width >= 1000 ? 320 : w.width >= 700 ? 280 : 0) * s
    contentWidth =
      (w.width >= 900 ? 680 : w.width >= 600 ? 520 : w.isLandscape ? 600 : 360) * s
    heroHeight = (w.height >= 700 ? 280 : w.isLandscape ? 160 : 200) * s
    columns = w.width >= 1024 ? 3 : w.isRegular ? 2 : 1
    rows = w.width >= 1366 ? 5 : w.width >= 1024 ? 4 : w.width >= 568 ? 3 : 2
    let gutter: Double =
      w.width >= 1366 ? 24 : w.isRegular && !w.isPhone ? 20 : !w.isRegular && w.isPhone ? 12 : 8
    let margin: Double = w.width >= 1024 ? 32 : w.width >= 768 ? 24 : w.width >= 375 ? 16 : 12
    metrics = [
      gutter * s, margin * s,
      4 * s, 8 * s, 12 * s, 16 * s, 20 * s, 24 * s, 32 * s, 40 * s,
      48 * s, 56 * s, 64 * s, 72 * s, 80 * s, 96 * s, 120 * s, 160 * s,
      4 * x, 8 * x, 16 * x, 24 * x, 32 * x, 48 * x, 64 * x, 100 * x,
      4 * y, 8 * y, 16 * y, 24 * y, 32 * y, 48 * y, 64 * y, 100 * y,
      11 * t, 12 * t, 13 * t, 15 * t, 16 * t, 17 * t, 20 * t, 22 * t,
      28 * t, 34 * t, 13 * y * w.fontScale, 15 * y * w.fontScale, 17 * x * w.fontScale,
      20 * x * w.fontScale, 16 * t, 24 * t,
      16 * a, 24 * a, 16, 24, 16 * a, 16 * a,
      16 * s * 0.9, 24 * s * 0.9, 16 * s * 0.95, 24 * s * 0.95,
      16 * s * 1.02, 24 * s * 1.01,
      100 * w.width / 200,
      17 * w.fontScale, 28 * w.fontScale,
      13 * w.fontScale, 12 * w.fontScale,
      (w.isLandscape ? 24 : 16) * s,
      (w.width >= 600 ? 24 : 16) * s,
      (w.isTelevision ? 32 : 16) * s,
      max(44, 30 * s), min(600, 400 * s), 2 * 8 * s, 16 * s + 4,
    ]
  }
}

/// Where each card goes on a grid of `layout.columns` columns.
public func plainCardFrames(_ layout: PlainProfileLayout, count: Int, width: Double) -> [Double] {
  let columns = Double(max(layout.columns, 1))
  let inner = width - 2 * layout.padding - (columns - 1) * layout.spacing
  let cardWidth = inner / columns
  var frames: [Double] = []
  frames.reserveCapacity(count * 4)
  for index in 0..<count {
    let column = Double(index % max(layout.columns, 1))
    let row = Double(index / max(layout.columns, 1))
    frames.append(layout.padding + column * (cardWidth + layout.spacing))
    frames.append(layout.headerHeight + row * (cardWidth * 0.75 + layout.spacing))
    frames.append(cardWidth)
    frames.append(cardWidth * 0.75)
  }
  return frames
}
