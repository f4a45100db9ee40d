/// The raw metrics a platform adapter reads from ONE window, before they become a configuration.
///
/// The SwiftUI provider (`.appDimens()`) and UIKit's `DimensConfiguration.current(in:)` only
/// read these values from the system and call ``configuration(maxSize:)``; every rule
/// lives here, in portable code tested on Linux (Behavior Reference › Configuration):
///
/// ```
/// screenWidth, screenHeight     = window size, snapped to the pixel grid (1 / displayScale)
/// maximumWindowWidth, …Height   = screen size in the window's orientation (window size if unknown)
/// contentSizeCategory           = min(category, maxSize)          (the app's category if given)
/// fontScale                     = the category's on the idiom's platform (body ÷ 17 on iOS),
///                                 or the app's own text size (textSize.fontScale(on: platform))
/// uiMode                        = idiom.defaultUiMode
/// dynamicTypeRange              = the sizes the provider lets its content use (below)
/// designFrame                   = the app's design frame, when it gives one
/// ```
///
/// A percentage text size is ignored on a platform with Dynamic Type
/// (``AppTextSize/isHonored(on:)``): the system's category decides there.
///
/// | window | screen | scale | category (max) | configuration |
/// |---|---|---|---|---|
/// | 390 × 844 | 390 × 844 | 3 | large | 390 × 844, max 390 × 844, fontScale 1, not multi-window |
/// | 844 × 390 | 390 × 844 | 3 | large | max 844 × 390 (screen turned to the window) |
/// | 507 × 1024 | 1366 × 1024 | 2 | large | max 1024 × 1366, multi-window |
/// | 390 × 844 | unknown | 3 | accessibility3 (xxxLarge) | category xxxLarge, fontScale 23/17 |
/// | 390.0000001 × 844 | 390 × 844 | 3 | large | 390 × 844 (sub-pixel noise removed) |
/// | 1024 × 768, idiom mac, text size 150 % | unknown | 2 | large | fontScale 1.5 |
public struct WindowMetrics: Hashable, Sendable {
  /// The window (scene) width in points — `DimensConfiguration.screenWidth`.
  public var windowWidth: Double
  /// The window (scene) height in points — `DimensConfiguration.screenHeight`.
  public var windowHeight: Double
  /// The width of the screen showing the window, in points, when the platform reports it.
  public var screenWidth: Double?
  /// The height of the screen showing the window, in points, when the platform reports it.
  public var screenHeight: Double?
  /// Pixels per point (SwiftUI `displayScale`, UIKit `traitCollection.displayScale`).
  public var displayScale: Double
  /// The user's Dynamic Type category.
  public var contentSizeCategory: ContentSizeCategory
  /// The horizontal size class, when the platform reports one.
  public var horizontalSizeClass: SizeClass?
  /// The vertical size class, when the platform reports one.
  public var verticalSizeClass: SizeClass?
  /// The interface idiom of the device.
  public var idiom: DeviceIdiom
  /// The app's own text size (``AppTextSize``), when it offers one: a category replaces the
  /// system's; a percentage sets the font scale where there is no Dynamic Type (a Mac app's
  /// text-size setting) and is ignored where there is.
  public var textSize: AppTextSize?
  /// The physical pixel density, only when it is reliably known.
  public var pixelsPerInch: Double?
  /// The frame the app's design is drawn at (`.appDimens(designFrame:)`), or nil for the
  /// 300 × 533-point baseline.
  public var designFrame: DesignFrame?

  /// Creates window metrics; only the window size is required.
  public init(
    windowWidth: Double,
    windowHeight: Double,
    screenWidth: Double? = nil,
    screenHeight: Double? = nil,
    displayScale: Double = 1,
    contentSizeCategory: ContentSizeCategory = .large,
    horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil,
    idiom: DeviceIdiom = .unspecified,
    pixelsPerInch: Double? = nil,
    textSize: AppTextSize? = nil,
    designFrame: DesignFrame? = nil
  ) {
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.displayScale = displayScale
    self.contentSizeCategory = contentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.idiom = idiom
    self.pixelsPerInch = pixelsPerInch
    self.textSize = textSize
    self.designFrame = designFrame
  }

  /// The configuration of this window, with the Dynamic Type category capped at
  /// `maxSize` when one is given, and the app's own ``textSize`` applied when there is one (a
  /// category text size is capped too; a percentage is not, and counts only where the platform
  /// has no Dynamic Type).
  ///
  /// Never traps: bad sizes and scales are sanitized by ``DimensConfiguration`` (Behavior Reference
  /// › Configuration).
  public func configuration(maxSize: ContentSizeCategory? = nil) -> DimensConfiguration {
    let chosen = textSize?.category ?? contentSizeCategory
    let category = maxSize.map { min(chosen, $0) } ?? chosen
    let width = snapped(windowWidth)
    let height = snapped(windowHeight)
    let screen = orientedScreen(windowWidth: width, windowHeight: height)
    let base = DimensConfiguration(
      screenWidth: width,
      screenHeight: height,
      displayScale: displayScale,
      contentSizeCategory: category,
      uiMode: idiom.defaultUiMode,
      idiom: idiom,
      horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass,
      maximumWindowWidth: screen?.width,
      maximumWindowHeight: screen?.height,
      pixelsPerInch: pixelsPerInch,
      designFrame: designFrame
    )
    // Policy: the app's text size is applied after the cap, so a capped category also caps
    // its font scale; `applying` keeps every other field.
    guard let textSize else { return base }
    return base.applying(textSize.category.map { _ in .category(category) } ?? textSize)
  }

  /// The platform of the window, from its idiom (as its configuration's).
  public var platform: DimensPlatform { DimensPlatform(idiom: idiom, uiMode: idiom.defaultUiMode) }

  /// The Dynamic Type sizes the provider lets the window's content use, so that SwiftUI's own
  /// text styles, `@ScaledMetric`, the package's helpers and `ssp` all see the configuration's
  /// category: one size for an app's category, up to the cap for `maxSize`, every size
  /// otherwise. The provider applies it with `.dynamicTypeSize(range)`.
  ///
  /// ```
  /// range = c … c                 with textSize .category(x), c = min(x, maxSize)
  ///       = xSmall … maxSize      with maxSize (and no category text size)
  ///       = xSmall … accessibility5   otherwise, and always without Dynamic Type
  /// ```
  ///
  /// | platform | maxSize | textSize | range | configuration's category (system at AX5) |
  /// |---|---|---|---|---|
  /// | iOS | – | – | xSmall … accessibility5 | accessibility5 |
  /// | iOS | accessibility3 | – | xSmall … accessibility3 | accessibility3 |
  /// | iOS | – | `.category(.xLarge)` | xLarge … xLarge | xLarge |
  /// | iOS | xxLarge | `.category(.accessibility2)` | xxLarge … xxLarge | xxLarge |
  /// | iOS | accessibility3 | `.percent(150)` (ignored) | xSmall … accessibility3 | accessibility3 |
  /// | macOS | accessibility3 | `.category(.xLarge)` | xSmall … accessibility5 | xLarge |
  public func dynamicTypeRange(maxSize: ContentSizeCategory? = nil) -> ClosedRange<
    ContentSizeCategory
  > {
    // Policy: without Dynamic Type the system text never follows a category, so there is
    // nothing to constrain and the provider leaves the environment as it is.
    let all = ContentSizeCategory.xSmall...ContentSizeCategory.accessibility5
    guard platform.supportsDynamicType else { return all }
    let cap = maxSize ?? .accessibility5
    if let category = textSize?.category {
      let size = min(category, cap)
      return size...size
    }
    return ContentSizeCategory.xSmall...cap
  }

  /// Whether the window ignores its ``textSize`` (a percentage where the platform has Dynamic
  /// Type); the provider then prints ``AppTextSize/ignoredPercentMessage`` once in debug builds.
  public var ignoresTextSize: Bool {
    guard let textSize else { return false }
    return !textSize.isHonored(on: platform)
  }

  // Policy: layout code adds safe-area insets to container sizes, which can leave float noise
  // such as 843.9999999. Snapping to the device pixel grid removes it, so the provider's
  // equality check does not re-render every consumer for a change nobody can see, while any
  // change of a whole pixel still counts. Values the grid cannot describe (a non-finite size,
  // a scale below 1, which no display has) are passed through for the configuration's
  // sanitizer to handle.
  private func snapped(_ length: Double) -> Double {
    guard length.isFinite, displayScale.isFinite, displayScale >= 1 else { return length }
    return (length * displayScale).rounded() / displayScale
  }

  // Policy: a screen reported in the other orientation than the window (a rotation in flight,
  // a screen sampled before the window turned) is turned to match the window. A full-screen
  // window then never looks like a Split View window; a narrow Split View window on a
  // landscape iPad compares against the turned screen and is still far below 95 % of it.
  private func orientedScreen(
    windowWidth: Double, windowHeight: Double
  ) -> (width: Double, height: Double)? {
    guard let screenWidth, let screenHeight else { return nil }
    let windowIsLandscape = windowWidth > windowHeight
    let screenIsLandscape = screenWidth > screenHeight
    guard windowIsLandscape != screenIsLandscape else {
      return (snapped(screenWidth), snapped(screenHeight))
    }
    return (snapped(screenHeight), snapped(screenWidth))
  }
}
