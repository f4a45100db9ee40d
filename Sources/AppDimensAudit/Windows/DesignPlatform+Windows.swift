import AppDimensTokens

extension DesignPlatform {
  /// The Mac window the audit visits for macOS: 1280 × 800 pt at its own text size.
  public static let macWindow = AuditWindow(
    name: "Mac window 1280 × 800",
    configuration: DimensConfiguration(
      screenWidth: 1280, screenHeight: 800, uiMode: .mac, idiom: .mac))

  /// Every window of `platforms`: the catalog windows of their devices (narrowed to `devices`
  /// when given), and the Mac window for macOS, at each platform's categories (narrowed to
  /// `categories`), their values drawn for `designFrame` (nil: the 300 × 533-point baseline;
  /// ``/AppDimensTokens/DesignScaling/designFrame`` of a design read with a frame), their window
  /// factors kept in `scaleLimits` (nil: no limit), their values rounded to the pixel grid when
  /// `roundsToPixels` is true.
  public static func windows(
    of platforms: [DesignPlatform], devices: [DeviceProfile]? = nil,
    categories: [ContentSizeCategory]? = nil, designFrame: DesignFrame? = nil,
    scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool = false
  ) -> [AuditWindow] {
    let families = platforms.compactMap(\.family)
    let pool = devices ?? DeviceCatalog.all
    let chosen = pool.filter { families.contains($0.family) }
    var windows = AuditWindow.windows(
      of: chosen, categories: categories, designFrame: designFrame, scaleLimits: scaleLimits,
      roundsToPixels: roundsToPixels)
    if platforms.contains(.macOS), devices == nil {
      windows.append(
        designFrame == nil && scaleLimits == nil && !roundsToPixels
          ? macWindow
          : AuditWindow(
            name: macWindow.name,
            configuration: macWindow.configuration.rebuilt(
              designFrame: designFrame, scaleLimits: scaleLimits,
              roundsToPixels: roundsToPixels)))
    }
    return windows
  }
}
