extension ScreenIdentifier {
  /// The tier in which this key matches a window, or nil when it does not match at all.
  ///
  /// - Parameters:
  ///   - configuration: The window (its width and idiom are read).
  ///   - horizontalSizeClass: The window's horizontal size class
  ///     (``/AppDimens/SizeClass/horizontal(in:)``).
  ///
  /// | key | window | size class | tier |
  /// |---|---|---|---|
  /// | `w375` | 375.4 wide | – | exactWidth |
  /// | `w375` | 390 wide | – | widthBelow |
  /// | `w414` | 390 wide | – | nil |
  /// | `w414.default` | 390 wide | – | fallback |
  /// | `wC.phone` | phone | compact | sizeClassAndIdiom |
  /// | `wC.phone` | pad | compact | nil |
  /// | `wC.all` | pad | compact | sizeClass |
  /// | `wAny` | any | – | fallback |
  @inlinable
  public func tier(in configuration: DimensConfiguration, horizontalSizeClass: SizeClass)
    -> BreakpointTier?
  {
    switch kind {
    case .any:
      return .fallback
    case .width(let points):
      let w = configuration.screenWidth
      if abs(w - points) <= BreakpointTier.exactWidthTolerance { return .exactWidth }
      if points < w { return .widthBelow }
    case .sizeClass(let sizeClass, let idiom):
      if sizeClass == horizontalSizeClass {
        guard let idiom else { return .sizeClass }
        if idiom == configuration.idiom { return .sizeClassAndIdiom }
      }
    }
    return isDefault ? .fallback : nil
  }

  /// The key this breakpoint ranks by in the one ranking rule, or nil when it does not match.
  ///
  /// The specificity is the tier's (``BreakpointTier``); the threshold is the key width in the
  /// width-below tier (the largest wins), minus the distance to the window in the exact tier
  /// (the closest wins), and −∞ otherwise.
  @inlinable
  public func rankKey(in configuration: DimensConfiguration, horizontalSizeClass: SizeClass)
    -> RankKey?
  {
    guard let tier = tier(in: configuration, horizontalSizeClass: horizontalSizeClass) else {
      return nil
    }
    switch (tier, kind) {
    case (.exactWidth, .width(let points)):
      return RankKey(
        specificity: tier.specificity, threshold: -abs(configuration.screenWidth - points))
    case (.widthBelow, .width(let points)):
      return RankKey(specificity: tier.specificity, threshold: points)
    default:
      return RankKey(specificity: tier.specificity)
    }
  }
}
