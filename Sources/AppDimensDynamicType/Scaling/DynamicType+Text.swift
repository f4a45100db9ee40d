extension DynamicType {
  /// Text that scales with the window AND with Dynamic Type through a style's font ramp,
  /// capped at a category and optionally at a total Dynamic Type factor (an `ssp` that grows
  /// as the style's system text does).
  ///
  /// ```
  /// window = v × d ÷ 300                                  (d: the qualifier's dimension)
  /// ramp   = size(style, clamp(category, floor … cap)) ÷ size(style, .large)
  ///          (on the window's platform; fontScale on tvOS, macOS and CarPlay)
  /// ramp′  = min(ramp, max(maximumScale, 1))              (when maximumScale is given)
  /// text   = window × ramp′
  ///          (rounded to the pixel grid last when the configuration's roundsToPixels is set)
  /// ```
  ///
  /// Worked values on a 390 × 844 window (d = sw = 390, window factor 1.3), v = 16:
  ///
  /// | style | category | cap | maximumScale | text |
  /// |---|---|---|---|---|
  /// | body | large | AX5 | – | 20.8 |
  /// | body | accessibility3 | AX5 | – | 48.941176 |
  /// | body | accessibility5 | AX3 | – | 48.941176 |
  /// | body | accessibility5 | AX5 | 2 | 41.6 |
  /// | body | xSmall | AX5 | 2 | 17.129412 |
  /// | caption2 | xSmall | AX5 | – | 20.8 |
  ///
  /// - Parameters:
  ///   - value: The design size for a 300-point-wide window at `.large`.
  ///   - configuration: The window; its `contentSizeCategory` is the user's category and its
  ///     `platform` picks the ramp. (Its `fontScale`, the body-only factor used by `ssp`, is
  ///     used only on platforms without Dynamic Type, see
  ///     ``scale(relativeTo:in:maxSize:minSize:curve:)``.)
  ///   - qualifier: The window dimension to follow (default `.smallWidth`).
  ///   - style: The text style whose ramp to follow (default body).
  ///   - maxSize: The category cap (default `.accessibility5`).
  ///   - minSize: An optional category floor.
  ///   - maximumScale: An optional cap on the Dynamic Type factor; values below 1 act as 1,
  ///     non-finite values are ignored. It never raises small text.
  @inlinable
  public static func text(
    _ value: Double,
    configuration: DimensConfiguration,
    qualifier: DpQualifier = .smallWidth,
    relativeTo style: TextStyle = .body,
    maxSize: ContentSizeCategory = defaultMaxSize,
    minSize: ContentSizeCategory? = nil,
    maximumScale: Double? = nil
  ) -> Double {
    // Policy: the window factor unrounded; a configuration that rounds to pixels rounds the
    // text once, after Dynamic Type, as it rounds `ssp`.
    let window = AppDimens.dp(
      value, configuration: configuration, qualifier: qualifier, roundsToPixels: false)
    // Policy: the font ramp, not the metrics curve: `ssp` text grows in step with the system
    // text of its style beside it (`.font(.body)` is 53 pt at AX5, the ramp's ratio), and the
    // configuration's derived fontScale, which plain `ssp` uses, is the same body ratio.
    var ramp = scale(
      relativeTo: style, in: configuration, maxSize: maxSize,
      minSize: minSize, curve: .fontRamp)
    // Policy: a scale cap below 1 would shrink default-size text; it is raised to 1.
    if let maximumScale, maximumScale.isFinite {
      ramp = Swift.min(ramp, Swift.max(maximumScale, 1))
    }
    let text = window * ramp
    guard _slowPath(configuration.roundsToPixels) else { return text }
    return PrincipalScaling.roundToPixelGrid(text, displayScale: configuration.displayScale)
  }
}
