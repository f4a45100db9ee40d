/// A text size an app offers its users itself — a category or a percentage — which sets the
/// window's ``DimensConfiguration/fontScale`` on any platform.
///
/// macOS has no Dynamic Type (and neither do tvOS and CarPlay), so text-heavy Mac apps offer
/// their own text-size setting, as Mail and Notes do. Store it with `@AppStorage` (the type is
/// `RawRepresentable` with a `String` raw value, or keep the percentage as a `Double`) and hand
/// it to the provider, `.appDimens(textSize: .percent(textSizePercent))`, or to a configuration,
/// ``DimensConfiguration/applying(_:)``.
///
/// ```
/// fontScale(.percent(p))          = p ÷ 100                     (a bad p: 1)
/// fontScale(.category(c)) on P    = P.fontScale(for: c)         when P has Dynamic Type
///                                 = iOS.fontScale(for: c)       on tvOS, macOS, CarPlay
/// ```
///
/// | text size | platform | fontScale |
/// |---|---|---|
/// | `.percent(85)` | any | 0.85 |
/// | `.percent(150)` | macOS | 1.5 |
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
  /// one the categories are defined by) where it has none; a percentage is divided by 100; a
  /// non-finite or non-positive percentage gives 1. The configuration still clamps the result
  /// to at most 10.
  @inlinable
  public func fontScale(on platform: DimensPlatform) -> Double {
    switch self {
    case .category(let category):
      return (platform.supportsDynamicType ? platform : .iOS).fontScale(for: category)
    case .percent(let percent):
      guard percent.isFinite, percent > 0 else { return 1 }
      return percent / 100
    }
  }

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
      return (percent == whole && abs(whole) < 1e15 ? "\(Int(whole))" : "\(percent)") + "%"
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
  /// This window with an app's own text size: its font scale from `textSize` on the window's
  /// platform, and — for a category — that category.
  ///
  /// ```swift
  /// let mac = DimensConfiguration(screenWidth: 1024, screenHeight: 768, idiom: .mac)
  /// 13.ssp(mac)                            // 33.28: 13 × 768 ÷ 300, no Dynamic Type (× 1)
  /// 13.ssp(mac.applying(.percent(150)))    // 49.92: the app's 150 %
  /// ```
  ///
  /// On platforms with Dynamic Type the system's setting is usually the one to follow; pass a
  /// text size only where the app offers its own control.
  public func applying(_ textSize: AppTextSize) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: screenWidth, screenHeight: screenHeight, displayScale: displayScale,
      fontScale: textSize.fontScale(on: platform),
      contentSizeCategory: textSize.category ?? contentSizeCategory, uiMode: uiMode,
      idiom: idiom, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, maximumWindowWidth: maximumWindowWidth,
      maximumWindowHeight: maximumWindowHeight, pixelsPerInch: pixelsPerInch,
      designFrame: designFrame)
  }
}
