/// The provider's own root as SwiftUI laid it out: its size plus the safe-area insets around
/// it, and whether it reaches the top of its window.
///
/// Only what the decision uses is kept, so a change that leaves it alone is no change: the
/// keyboard moves the bottom inset and shrinks the root by the same amount, which leaves the
/// outer size and the top edge as they were.
///
/// | root (example insets) | size | insets (top / bottom) | outer size | reaches the top |
/// |---|---|---|---|---|
/// | a 390 × 844 window's `WindowGroup` root | 390 × 763 | 47 / 34 | 390 × 844 | yes |
/// | the same with a 330-point keyboard | 390 × 467 | 47 / 330 | 390 × 844 | yes |
/// | a sheet's root (no top inset) | 390 × 756 | 0 / 34 | 390 × 790 | no |
/// | 300 × 200 card in a UIKit screen | 300 × 200 | 0 / 0 | 300 × 200 | no |
struct HostGeometry: Hashable, Sendable {
  /// The width including the safe-area insets: `width + leading + trailing`.
  let outerWidth: Double
  /// The height including the safe-area insets: `height + top + bottom`.
  let outerHeight: Double
  /// Whether the root reaches the top edge of its window: its top safe-area inset is positive.
  ///
  /// A root under the status bar (or, in a resizable iPad window, the window's controls) is
  /// the root of the whole window: a `WindowGroup` root, a full-screen hosting controller, a
  /// Split View pane's root. A sheet, a popover, a card or a cell never starts at the top of
  /// the window, so its top inset is zero, whatever its other insets (a page sheet's bottom
  /// inset is the home indicator's).
  let reachesTopEdge: Bool

  /// The geometry of a root of `width` × `height` points with its safe-area insets.
  init(
    width: Double, height: Double, top: Double = 0, leading: Double = 0, bottom: Double = 0,
    trailing: Double = 0
  ) {
    outerWidth = width + leading + trailing
    outerHeight = height + top + bottom
    reachesTopEdge = top > 0
  }

  /// Whether the geometry can describe a window: a finite, positive outer size. SwiftUI may lay
  /// a root out at zero size before it has a window; that is no measurement.
  var hasSize: Bool { WindowTraits.isLength(outerWidth) && WindowTraits.isLength(outerHeight) }
}
