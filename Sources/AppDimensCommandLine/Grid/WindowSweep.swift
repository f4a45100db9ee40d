/// The windows a plot samples: `samples` positions evenly spaced from `from` to `to` on an
/// axis, each turned into a window of one shape (see ``PlotAxis``), as subjects of a
/// ``ResolutionGrid``.
///
/// ```
/// xᵢ = from + (to − from) × i ÷ (samples − 1),   i = 0 … samples − 1
/// ```
///
/// | from | to | samples | positions |
/// |---|---|---|---|
/// | 200 | 1400 | 4 | 200, 600, 1000, 1400 |
/// | 300 | 500 | 5 | 300, 350, 400, 450, 500 |
/// | 300 | 500 | 1 | 300 |
struct WindowSweep: Sendable {
  /// The dimension swept.
  let axis: PlotAxis
  /// The first position, in points.
  let from: Double
  /// The last position, in points.
  let to: Double
  /// How many windows (at least 1).
  let samples: Int
  /// The window shape, height ÷ width.
  let aspect: Double
  /// The Dynamic Type category of every window.
  let category: ContentSizeCategory
  /// The frame every window's values are drawn for (nil: the 300 × 533 baseline).
  var designFrame: DesignFrame? = nil
  /// The range every window's factors are kept in (nil: no limit).
  var scaleLimits: ClosedRange<Double>? = nil
  /// Whether every window's values are rounded to its pixel grid (scale 1: whole points).
  var roundsToPixels = false

  /// The positions on the axis, computed by index so the last one is exactly `to`.
  var positions: [Double] {
    guard samples > 1 else { return [from] }
    let last = Double(samples - 1)
    return (0..<samples).map { from + (to - from) * (Double($0) / last) }
  }

  /// One window per position: the shape's size, scale 1, the category, the design frame, the
  /// scale limits and pixel rounding, no multi-window.
  var subjects: [ResolutionGrid.Subject] {
    positions.map { x in
      let size = axis.window(at: x, aspect: aspect)
      return ResolutionGrid.Subject(
        label: size.width.shown + "×" + size.height.shown,
        configuration: DimensConfiguration(
          screenWidth: size.width, screenHeight: size.height, contentSizeCategory: category,
          designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels))
    }
  }

  /// The catalog devices whose full-screen portrait window lies in `from … to` on the axis,
  /// with their positions, in position order (catalog order among equals).
  func devices(_ catalog: [DeviceProfile]) -> [(device: DeviceProfile, position: Double)] {
    let low = Swift.min(from, to)
    let high = Swift.max(from, to)
    return catalog.enumerated()
      .map { (index: $0.offset, device: $0.element, position: position(of: $0.element)) }
      .filter { $0.position >= low && $0.position <= high }
      .sorted { ($0.position, $0.index) < ($1.position, $1.index) }
      .map { ($0.device, $0.position) }
  }

  /// Where a device's portrait window (its natural size when it does not rotate) sits.
  func position(of device: DeviceProfile) -> Double {
    let size = device.screenSize(.portrait)
    return axis.position(width: size.width, height: size.height)
  }
}
