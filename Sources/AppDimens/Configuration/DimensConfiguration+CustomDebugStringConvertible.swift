/// A short human-readable summary of a configuration, shown by the SwiftUI debug overlay.
///
/// | configuration | lines |
/// |---|---|
/// | 390 × 844, scale 3, phone, compact/regular | `window 390 × 844 pt, portrait, sw 390` |
/// | | `screen 390 × 844 pt, multi-window no` |
/// | | `scale 3x, Dynamic Type large (font x1)` |
/// | | `idiom phone, mode normal, size classes w compact / h regular` |
/// | with a 375 × 812 design frame | also `design frame 375 × 812 pt` |
/// | with scale limits 0.8…1.5 | also `scale limits 0.8…1.5` |
/// | rounding to pixels, scale 3 | also `rounded to the pixel grid (1/3 pt)` |
extension DimensConfiguration: CustomDebugStringConvertible {
  /// The summary as one line per aspect (window, screen, text, device, and the density, design
  /// frame, scale limits and pixel rounding when there are).
  public var debugSummaryLines: [String] {
    var lines = [
      "window \(Self.format(screenWidth)) × \(Self.format(screenHeight)) pt, "
        + "\(orientation.rawValue), sw \(Self.format(smallestWidth))",
      "screen \(Self.format(maximumWindowWidth)) × \(Self.format(maximumWindowHeight)) pt, "
        + "multi-window \(isMultiWindow ? "yes" : "no")",
      "scale \(Self.format(displayScale))x, Dynamic Type \(contentSizeCategory.rawValue) "
        + "(font x\(Self.format(fontScale)))",
      "idiom \(idiom.rawValue), mode \(uiMode.rawValue), size classes "
        + "w \(horizontalSizeClass?.rawValue ?? "unknown") / "
        + "h \(verticalSizeClass?.rawValue ?? "unknown")",
    ]
    if let pixelsPerInch { lines.append("density \(Self.format(pixelsPerInch)) ppi") }
    if let designFrame { lines.append("design frame \(designFrame)") }
    if let scaleLimits {
      lines.append(
        "scale limits \(Self.format(scaleLimits.lowerBound))…\(Self.format(scaleLimits.upperBound))"
      )
    }
    if roundsToPixels {
      lines.append("rounded to the pixel grid (1/\(Self.format(displayScale)) pt)")
    }
    return lines
  }

  /// The summary lines joined with "; ".
  public var debugDescription: String { debugSummaryLines.joined(separator: "; ") }

  // Policy: two decimals are enough to read a configuration at a glance; whole numbers print
  // without a fraction ("390", not "390.0"). No Foundation formatter: the engine is stdlib-only.
  // Values whose hundredths no longer fit an integer exactly (from 9·10^13 on) print in Swift's
  // own notation ("1e+19"), as non-finite ones do; converting them used to trap (a
  // `pixelsPerInch` of 1e19).
  static func format(_ value: Double) -> String {
    DecimalText.fixed(value, digits: 2, trimmingZeros: true)
  }
}
