extension SizeClass {
  /// The horizontal size class breakpoints use for a window: the configuration's, or the
  /// derived one when the system did not report it.
  ///
  /// ```
  /// horizontal = configuration.horizontalSizeClass ?? derivedHorizontal(idiom, w, h)
  /// ```
  public static func horizontal(in configuration: DimensConfiguration) -> SizeClass {
    configuration.horizontalSizeClass
      ?? derivedHorizontal(
        idiom: configuration.idiom, screenWidth: configuration.screenWidth,
        screenHeight: configuration.screenHeight)
  }

  /// An approximation of the horizontal size class from the idiom and the window size, for
  /// configurations that do not carry the system's value (the command line, tests, previews).
  ///
  /// ```
  /// phone:  regular ⇔ landscape (w > h) and min(w, h) ≥ 414
  /// pad:    compact ⇔ w < 678
  /// others: regular
  /// ```
  ///
  /// | idiom | window | derived | HIG size class |
  /// |---|---|---|---|
  /// | phone | 390 × 844 | compact | wC |
  /// | phone | 844 × 390 | compact | wC |
  /// | phone | 932 × 430 | regular | wR (Pro Max landscape) |
  /// | pad | 639 × 1366 | compact | wC (12.9″ portrait 2/3) |
  /// | pad | 678 × 1024 | regular | wR (12.9″ landscape 1/2) |
  /// | pad | 1024 × 1366 | regular | wR |
  /// | tv | 1920 × 1080 | regular | – |
  ///
  /// It is an approximation: Display Zoom, Stage Manager and future devices can differ, so
  /// a configuration built from the live traits should always carry the real size class.
  public static func derivedHorizontal(
    idiom: DeviceIdiom, screenWidth w: Double, screenHeight h: Double
  ) -> SizeClass {
    // Policy: thresholds from the HIG's device size classes (Layout › Device size classes): every
    // iPhone is wC in portrait, and wR in landscape exactly on the 414–440 pt wide models; iPad
    // panes narrower than 678 pt (the 12.9″ landscape half, the narrowest wR pane) are wC. A NaN
    // size (which a sanitized configuration never holds) compares false: compact on a phone,
    // regular on a pad; no trap either way.
    switch idiom {
    case .phone:
      return w > h && min(w, h) >= phoneRegularSmallestWidth ? .regular : .compact
    case .pad:
      return w < padRegularMinimumWidth ? .compact : .regular
    case .tv, .carPlay, .mac, .vision, .watch, .unspecified:
      return .regular
    }
  }

  /// The smallest width from which a landscape iPhone is regular (414 points, the Plus models).
  public static let phoneRegularSmallestWidth: Double = 414

  /// The narrowest iPad window that is regular (678 points, the 12.9″ landscape half).
  public static let padRegularMinimumWidth: Double = 678
}
