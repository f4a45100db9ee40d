/// A text size an app offers its users itself — a category or a percentage — which sets the
/// window's text size: its category, or where there is no Dynamic Type its
/// ``DimensConfiguration/fontScale``.
///
/// macOS has no Dynamic Type (and neither do tvOS and CarPlay), so text-heavy Mac apps offer
/// their own text-size setting, as Mail and Notes do. Store it with `@AppStorage` (the type is
/// `RawRepresentable` with a `String` raw value, or keep the percentage as a `Double`) and hand
/// it to the provider, `.appDimens(textSize: .percent(textSizePercent))`, or to a configuration,
/// ``DimensConfiguration/applying(_:)``.
///
/// Where the platform has Dynamic Type (iOS, iPadOS, visionOS, watchOS) only a category is
/// honoured: it becomes the category of the whole window, which SwiftUI's own text styles
/// follow too. A percentage is ignored there (``isHonored(on:)`` is false): no system text
/// style can follow it, so honouring it would give the window two text sizes.
///
/// ```
/// fontScale(.percent(p)) on P     = p ÷ 100                     without Dynamic Type (a bad p: 1)
///                                 = 1, ignored                  with Dynamic Type
/// fontScale(.category(c)) on P    = P.fontScale(for: c)         when P has Dynamic Type
///                                 = iOS.fontScale(for: c)       on tvOS, macOS, CarPlay
/// ```
///
/// | text size | platform | fontScale |
/// |---|---|---|
/// | `.percent(85)` | macOS, tvOS, CarPlay | 0.85 |
/// | `.percent(150)` | macOS | 1.5 |
/// | `.percent(150)` | iOS | 1 (ignored: the system's category decides) |
/// | `.category(.xLarge)` | macOS | 19 ÷ 17 = 1.117647 (the iOS body ratio) |
/// | `.category(.xLarge)` | watchOS | 17 ÷ 16 = 1.0625 |
/// | `.category(.accessibility3)` | iOS | 40 ÷ 17 = 2.352941 |
/// | `.percent(.nan)` | any | 1 |
public enum AppTextSize: Hashable, Sendable {
  /// A Dynamic Type category the app's own control picked.
  case category(ContentSizeCategory)
  /// A percentage of the default text size (100 is the default; 150 is one and a half times).
  case percent(Double)

  // Policy: a suggestion for the settings control, not a limit: 85 % of the 13 pt macOS body
  // text is 11 pt, above the 10 pt macOS minimum (Apple HIG, Typography), and 200 % is the
  // enlargement WCAG 2.x success criterion 1.4.4 (Resize Text) asks for. Any positive
  // percentage works.
  /// A range for a text-size slider, in percent: 85 % to 200 %.
  public static let percentRange: ClosedRange<Double> = 85...200

  /// The font scale this text size gives a window on `platform`.
  ///
  /// A category uses the platform's own ramp where it has Dynamic Type, and the iOS ramp (the
  /// one the categories are defined by) where it has none; a percentage is divided by 100
  /// where the platform has no Dynamic Type and ignored (1) where it has; a non-finite or
  /// non-positive percentage gives 1. The configuration still clamps the result to at most 10.
  @inlinable
  public func fontScale(on platform: DimensPlatform) -> Double {
    switch self {
    case .category(let category):
      return (platform.supportsDynamicType ? platform : .iOS).fontScale(for: category)
    case .percent(let percent):
      guard !platform.supportsDynamicType, percent.isFinite, percent > 0 else { return 1 }
      return percent / 100
    }
  }

  /// Whether `platform` honours this text size: a category everywhere, a percentage only
  /// where there is no Dynamic Type (tvOS, macOS, CarPlay).
  ///
  /// | text size | iOS, iPadOS, visionOS, watchOS | tvOS, macOS, CarPlay |
  /// |---|---|---|
  /// | `.category(c)` | true | true |
  /// | `.percent(p)` | false | true |
  @inlinable
  public func isHonored(on platform: DimensPlatform) -> Bool {
    // Policy: with Dynamic Type a percentage would set the package's text values apart from
    // every system text style (`.font(.body)`, `@ScaledMetric`), which only follow a
    // category; ignoring it keeps one text size per window.
    guard case .percent = self else { return true }
    return !platform.supportsDynamicType
  }

  /// What a debug build prints once when a window ignores a percentage text size.
  public static let ignoredPercentMessage =
    "AppDimens: `.appDimens(textSize: .percent(…))` is ignored on a platform with Dynamic "
    + "Type (iOS, iPadOS, visionOS, watchOS), where the system's text size decides; pass "
    + "`.category(…)` there, or a percentage only on macOS and tvOS."

  /// The category of a `.category` text size, nil for a percentage.
  @inlinable
  public var category: ContentSizeCategory? {
    guard case .category(let category) = self else { return nil }
    return category
  }
}

extension AppTextSize: RawRepresentable {
  /// The stored form, for `@AppStorage`: the category's name (`accessibility3`) or the
  /// percentage with a percent sign (`150%`, `112.5%`).
  public var rawValue: String {
    switch self {
    case .category(let category):
      return category.rawValue
    case .percent(let percent):
      let whole = percent.rounded()
      return (percent == whole && abs(whole) < 1e15 ? "\(Int(clamping: whole))" : "\(percent)")
        + "%"
    }
  }

  /// The text size a stored string names: a category name, or a number followed by `%`; nil
  /// for anything else.
  ///
  /// | raw value | text size |
  /// |---|---|
  /// | `accessibility3` | `.category(.accessibility3)` |
  /// | `150%` | `.percent(150)` |
  /// | `85.5%` | `.percent(85.5)` |
  /// | `huge`, `150`, `%` | nil |
  public init?(rawValue: String) {
    if rawValue.hasSuffix("%") {
      guard let percent = Double(rawValue.dropLast()), percent.isFinite else { return nil }
      self = .percent(percent)
    } else {
      guard let category = ContentSizeCategory(rawValue: rawValue) else { return nil }
      self = .category(category)
    }
  }
}

extension DimensConfiguration {
  /// This window with an app's own text size: for a category, that category and its font
  /// scale on the window's platform; for a percentage, its font scale where the platform has
  /// no Dynamic Type, and nothing where it has one (see ``AppTextSize/isHonored(on:)``).
  ///
  /// ```swift
  /// let mac = DimensConfiguration(screenWidth: 1024, screenHeight: 768, idiom: .mac)
  /// 13.ssp(mac)                            // 33.28: 13 × 768 ÷ 300, no Dynamic Type (× 1)
  /// 13.ssp(mac.applying(.percent(150)))    // 49.92: the app's 150 %
  /// ```
  ///
  /// On platforms with Dynamic Type the system's setting is usually the one to follow; pass a
  /// category only where the app offers its own control.
  public func applying(_ textSize: AppTextSize) -> DimensConfiguration {
    guard textSize.isHonored(on: platform) else { return self }
    return DimensConfiguration(
      screenWidth: screenWidth, screenHeight: screenHeight, displayScale: displayScale,
      fontScale: textSize.fontScale(on: platform),
      contentSizeCategory: textSize.category ?? contentSizeCategory, uiMode: uiMode,
      idiom: idiom, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, maximumWindowWidth: maximumWindowWidth,
      maximumWindowHeight: maximumWindowHeight, pixelsPerInch: pixelsPerInch,
      designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
  }
}
