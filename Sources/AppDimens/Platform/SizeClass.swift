/// A horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
  /// A constrained amount of space (`wC` / `hC`).
  case compact
  /// An expansive amount of space (`wR` / `hR`).
  case regular
}

// Sources: Apple Human Interface Guidelines, Layout › "Device size classes" (iPhone and iPad
// only: every iPhone is compact width in portrait, regular width in landscape on the 414–440 pt
// wide models; iPad full screen is regular, its Split View panes narrower than 678 pt compact);
// SwiftUI, EnvironmentValues.horizontalSizeClass (available on macOS 14, tvOS 17 and watchOS 10
// and later; before that, those platforms reported no size class at all).
//
// Policy: Apple publishes no size-class table for Apple TV, Vision Pro windows, Mac windows or
// CarPlay. Rather than invent one, their windows follow the iPad width rule — regular from
// 678 pt, compact below, height regular — which gives regular × regular at their default sizes
// (Apple TV 1920 × 1080, the Vision Pro default window 1280 × 720, a typical Mac window) and a
// compact width to a narrow visionOS or Mac window, as an iPad pane of that width would. A watch
// is compact both ways (one small full-screen window). The size classes a configuration
// carries from the system always win; these rules are the fallback for configurations built
// without them (the command line, tests, previews).
//
// Policy: a configuration that names no idiom (and no mode that implies one) follows the same
// width rule: a 390-point window is compact, as every iPhone in portrait and every iPad pane
// that narrow is (HIG, Layout › Device size classes,
// https://developer.apple.com/design/human-interface-guidelines/layout), so
// `DimensConfiguration(screenWidth: 390, screenHeight: 844)` answers a `wC` key as the phone it
// describes. Earlier versions derived regular for every such window, which made a headless
// phone-sized configuration "iPad wide".

extension SizeClass {
  /// The horizontal size class breakpoints use for a window: the configuration's, or the
  /// derived one when the system did not report it.
  ///
  /// ```
  /// horizontal = configuration.horizontalSizeClass ?? derivedHorizontal(idiom′, w, h)
  /// idiom′     = configuration.idiom, or the platform's when unspecified (mode watch → watch, …)
  /// ```
  @inlinable
  public static func horizontal(in configuration: DimensConfiguration) -> SizeClass {
    configuration.horizontalSizeClass
      ?? derivedHorizontal(
        idiom: derivationIdiom(configuration), screenWidth: configuration.screenWidth,
        screenHeight: configuration.screenHeight)
  }

  /// The vertical size class of a window: the configuration's, or the derived one.
  ///
  /// ```
  /// vertical = configuration.verticalSizeClass ?? derivedVertical(idiom′, w, h)
  /// ```
  public static func vertical(in configuration: DimensConfiguration) -> SizeClass {
    configuration.verticalSizeClass
      ?? derivedVertical(
        idiom: derivationIdiom(configuration), screenWidth: configuration.screenWidth,
        screenHeight: configuration.screenHeight)
  }

  /// An approximation of the horizontal size class from the idiom and the window size, for
  /// configurations that do not carry the system's value (the command line, tests, previews).
  ///
  /// ```
  /// phone:                 regular ⇔ landscape (w > h) and min(w, h) ≥ 414
  /// pad, tv, vision, mac,
  /// carPlay, unspecified:  compact ⇔ w < 678
  /// watch:                 compact
  /// ```
  ///
  /// | idiom | window | derived | source |
  /// |---|---|---|---|
  /// | phone | 390 × 844 | compact | HIG: wC |
  /// | phone | 844 × 390 | compact | HIG: wC |
  /// | phone | 932 × 430 | regular | HIG: wR (Pro Max landscape) |
  /// | pad | 639 × 1366 | compact | HIG: wC (12.9″ portrait 2/3) |
  /// | pad | 678 × 1024 | regular | HIG: wR (12.9″ landscape 1/2) |
  /// | pad | 1024 × 1366 | regular | HIG: wR |
  /// | watch | 198 × 242 | compact | the package's rule |
  /// | tv | 1920 × 1080 | regular | the package's rule (no Apple table) |
  /// | vision | 1280 × 720 | regular | the package's rule (no Apple table) |
  /// | mac | 500 × 700 | compact | the package's rule (no Apple table) |
  /// | unspecified | 390 × 844 | compact | the width rule (as an iPad pane that wide) |
  /// | unspecified | 1024 × 1366 | regular | the width rule |
  ///
  /// It is an approximation: Display Zoom, Stage Manager and future devices can differ, so
  /// a configuration built from the live traits should always carry the real size class.
  @inlinable
  public static func derivedHorizontal(
    idiom: DeviceIdiom, screenWidth w: Double, screenHeight h: Double
  ) -> SizeClass {
    // Policy: a NaN size (which a sanitized configuration never holds) compares false: compact
    // on a phone, regular on the width-rule idioms; no trap either way.
    switch idiom {
    case .phone:
      return w > h && min(w, h) >= phoneRegularSmallestWidth ? .regular : .compact
    case .pad, .tv, .vision, .mac, .carPlay, .unspecified:
      return w < padRegularMinimumWidth ? .compact : .regular
    case .watch:
      return .compact
    }
  }

  /// An approximation of the vertical size class from the idiom and the window size.
  ///
  /// ```
  /// phone: compact ⇔ landscape (w > h)
  /// watch: compact
  /// others: regular
  /// ```
  ///
  /// | idiom | window | derived |
  /// |---|---|---|
  /// | phone | 390 × 844 | regular |
  /// | phone | 844 × 390 | compact |
  /// | pad | 1366 × 1024 | regular |
  /// | watch | 198 × 242 | compact |
  /// | tv | 1920 × 1080 | regular |
  public static func derivedVertical(
    idiom: DeviceIdiom, screenWidth w: Double, screenHeight h: Double
  ) -> SizeClass {
    switch idiom {
    case .phone: w > h ? .compact : .regular
    case .watch: .compact
    case .pad, .tv, .vision, .mac, .carPlay, .unspecified: .regular
    }
  }

  /// The smallest width from which a landscape iPhone is regular (414 points, the Plus models).
  @inlinable
  public static var phoneRegularSmallestWidth: Double { 414 }

  /// The narrowest iPad window that is regular (678 points, the 12.9″ landscape half); also
  /// the threshold of the package's rule for Apple TV, Vision Pro, Mac and CarPlay windows and
  /// for a configuration without an idiom.
  @inlinable
  public static var padRegularMinimumWidth: Double { 678 }

  /// The idiom the derivation reads: the configuration's, or — when it is unspecified — the
  /// idiom of its platform's windows (so `uiMode: .watch` alone derives compact).
  @inlinable
  static func derivationIdiom(_ configuration: DimensConfiguration) -> DeviceIdiom {
    // Policy: a pattern, not `==`: the enum's equality is a call the optimizer cannot see
    // through from another module, and this runs inside breakpoint resolution.
    guard case .unspecified = configuration.idiom else { return configuration.idiom }
    switch configuration.platform {
    case .iOS: return .unspecified
    case .watchOS: return .watch
    case .tvOS: return .tv
    case .macOS: return .mac
    case .visionOS: return .vision
    case .carPlay: return .carPlay
    }
  }
}
