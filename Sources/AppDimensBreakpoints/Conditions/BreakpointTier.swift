/// The step of the resolution order that chose a breakpoint table's entry (Behavior Reference ›
/// Breakpoints), from the first step to the last.
///
/// | tier | step | keys |
/// |---|---|---|
/// | ``textSize`` | 1 | the text-size key that holds the window's text size (the narrowest range first) |
/// | ``widthBucket`` | 2 | the width key whose bucket holds the window width |
/// | ``sizeClassAndIdiom`` | 3 | `wC.phone`, `wR.pad`, … for the window's class and idiom |
/// | ``sizeClass`` | 4 | `wC.all`, `wR.all` for the window's class |
/// | ``fallback`` | 5 | `wAny`, else the first key marked `.default` |
/// | ``widthBelow`` | 6 | only in a table with no default: the largest width key below the window |
///
/// No key in any step → nil (step 7). A later step is only reached when every earlier one found
/// nothing, so the tiers compare by their step: a higher tier is an earlier step.
public enum BreakpointTier: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// The largest width key below the window, in a table with neither `wAny` nor a `.default`
  /// key (the package's answer where Adaptizer's was undefined).
  case widthBelow = 0
  /// `wAny`, or a key marked `.default`, for windows no other key covers.
  case fallback = 1
  /// A size-class key for every idiom (`wC.all`, `wR.all`).
  case sizeClass = 2
  /// A size-class key for the window's idiom (`wC.phone`, `wR.pad`).
  case sizeClassAndIdiom = 3
  /// The width key whose bucket holds the window width (``Breakpoints/bucket(of:)``).
  case widthBucket = 4
  /// A text-size key whose categories hold the window's text size
  /// (``ScreenIdentifier/textSize(from:through:)``).
  case textSize = 5

  /// The step of the resolution order: 1 for ``textSize`` … 6 for ``widthBelow``.
  @inlinable
  public var step: Int { 6 - rawValue }

  /// The number of steps that can choose a key (6).
  @inlinable
  public static var stepCount: Int { 6 }

  /// Whether this tier is a later step than `other`.
  @inlinable
  public static func < (lhs: BreakpointTier, rhs: BreakpointTier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
