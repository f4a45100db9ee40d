// Policy: Stage Manager and iPadOS 26 windowing allow any window size; these widths model the
// classic Split View only, which is what previews and breakpoint tables are designed against.

/// The classic Split View pane widths of one iPad, in points, per orientation.
///
/// Published widths (from swift-snapshot-testing's `ViewImageConfig`) are stored
/// as given; newer screens use the pattern that fits every published row (inferred):
///
/// ```
/// W      = the screen width in the orientation
/// narrow = 375 if (landscape and W ≥ 1194) or (portrait and W ≥ 1024), else 320
/// half   = (W − 10) ÷ 2                      (landscape only)
/// wide   = W − narrow − 10                   (10 pt divider)
/// ```
///
/// | screen (portrait) | landscape 1/3 · 1/2 · 2/3 | portrait 1/3 · 2/3 |
/// |---|---|---|
/// | 768 × 1024 | 320 · 507 · 694 | 320 · 438 |
/// | 834 × 1112 | 320 · 551 · 782 | 320 · 504 |
/// | 834 × 1194 | 375 · 592 · 809 | 320 · 504 |
/// | 1024 × 1366 | 375 · 678 · 981 | 375 · 639 |
/// | 744 × 1133 | 320 · 561.5 · 803 | 320 · 414 |
/// | 820 × 1180 | 320 · 585 · 850 | 320 · 490 |
/// | 834 × 1210 | 375 · 600 · 825 | 320 · 504 |
/// | 1032 × 1376 | 375 · 683 · 991 | 375 · 647 |
public struct SplitViewWidths: Hashable, Sendable, Codable {
  /// The landscape narrow pane (1/3).
  public let landscapeThird: Double
  /// The landscape half pane (1/2).
  public let landscapeHalf: Double
  /// The landscape wide pane (2/3).
  public let landscapeTwoThirds: Double
  /// The portrait narrow pane (1/3).
  public let portraitThird: Double
  /// The portrait wide pane (2/3).
  public let portraitTwoThirds: Double

  /// The width of the divider between two panes, in points.
  public static let dividerWidth: Double = 10

  /// Creates a table from published widths.
  public init(
    landscapeThird: Double, landscapeHalf: Double, landscapeTwoThirds: Double,
    portraitThird: Double, portraitTwoThirds: Double
  ) {
    self.landscapeThird = landscapeThird
    self.landscapeHalf = landscapeHalf
    self.landscapeTwoThirds = landscapeTwoThirds
    self.portraitThird = portraitThird
    self.portraitTwoThirds = portraitTwoThirds
  }

  /// The widths the inferred pattern gives a screen of `portraitWidth × portraitHeight` points.
  public static func inferred(portraitWidth: Double, portraitHeight: Double) -> SplitViewWidths {
    let short = min(portraitWidth, portraitHeight)
    let long = max(portraitWidth, portraitHeight)
    let landscapeNarrow: Double = long >= 1194 ? 375 : 320
    let portraitNarrow: Double = short >= 1024 ? 375 : 320
    return SplitViewWidths(
      landscapeThird: landscapeNarrow,
      landscapeHalf: (long - dividerWidth) / 2,
      landscapeTwoThirds: long - landscapeNarrow - dividerWidth,
      portraitThird: portraitNarrow,
      portraitTwoThirds: short - portraitNarrow - dividerWidth)
  }

  /// The pane width for `fraction` in `orientation`, given the full screen width in that
  /// orientation; nil when Split View does not offer the fraction there (portrait `.half`).
  public func width(
    _ fraction: SplitFraction, orientation: Orientation, screenWidth: Double
  ) -> Double? {
    switch (fraction, orientation) {
    case (.full, _): screenWidth
    case (.oneThird, .landscape): landscapeThird
    case (.half, .landscape): landscapeHalf
    case (.twoThirds, .landscape): landscapeTwoThirds
    case (.oneThird, .portrait): portraitThird
    case (.twoThirds, .portrait): portraitTwoThirds
    case (.half, .portrait): nil
    }
  }
}
