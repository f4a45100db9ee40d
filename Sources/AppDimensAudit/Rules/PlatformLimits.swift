// Sources (Apple Human Interface Guidelines):
// - Typography › Specifications and platform considerations — default / minimum text size:
//   iOS, iPadOS 17 / 11 pt; visionOS 17 / 12; watchOS 16 / 12; tvOS 29 / 23; macOS 13 / 10.
//   watchOS: text should be able to enlarge to at least 140 %. "macOS doesn't support Dynamic
//   Type"; tvOS has fixed type sizes.
//   https://developer.apple.com/design/human-interface-guidelines/typography
// - Accessibility › Buttons and controls — default / minimum control size: iOS, iPadOS 44 × 44
//   pt (28 × 28); macOS 28 × 28 (20 × 20); tvOS 66 × 66 (56 × 56); visionOS 60 × 60 (28 × 28);
//   watchOS 44 × 44 (28 × 28). iOS: "Give all controls and interactive elements a hit target
//   that measures at least 44x44 pt".
//   https://developer.apple.com/design/human-interface-guidelines/accessibility
// - WCAG 2.2 SC 1.4.4 Resize Text: text can be resized up to 200 percent.
//   https://www.w3.org/TR/WCAG22/#resize-text

/// The numbers the audit's rules compare with on one platform, from Apple's Human Interface
/// Guidelines and WCAG.
///
/// | platform | minimum text | hit target | text growth (at category) |
/// |---|---|---|---|
/// | iOS, iPadOS | 11 pt | 44 pt | 2× (accessibility5) |
/// | visionOS | 12 pt | 60 pt | 2× (accessibility5) |
/// | watchOS | 12 pt | 44 pt | 1.4× (accessibility3) |
/// | tvOS | 23 pt | 66 pt | – (no Dynamic Type) |
/// | macOS | 10 pt | 28 pt | – (no Dynamic Type) |
/// | CarPlay | – | – | – |
///
/// Hit targets are the default-size column of the HIG's table (the size to design for), not
/// its minimum column. A dash means the rule is not applied: tvOS and macOS have no Dynamic
/// Type (a window that declares its own text sizes, as a Mac app with a text-size setting
/// does, is checked for 2× at its largest declared size); the sources give no CarPlay figures.
public struct PlatformLimits: Hashable, Sendable {
  /// The smallest text size, in points; nil when the rule is not applied.
  public let minimumTextSize: Double?
  /// The smallest hit target (width and height), in points; nil when not applied.
  public let hitTarget: Double?
  /// How much text must grow from Large to ``largestCategory``; nil without Dynamic Type.
  public let textGrowth: Double?
  /// The largest Dynamic Type category of the platform; nil without Dynamic Type.
  public let largestCategory: ContentSizeCategory?

  /// The growth asked of a window that declares its own text sizes (WCAG 1.4.4: 200 %).
  public static let declaredTextGrowth = 2.0

  /// Creates limits; nil leaves a rule unapplied.
  public init(
    minimumTextSize: Double?, hitTarget: Double?, textGrowth: Double?,
    largestCategory: ContentSizeCategory?
  ) {
    self.minimumTextSize = minimumTextSize
    self.hitTarget = hitTarget
    self.textGrowth = textGrowth
    self.largestCategory = largestCategory
  }

  /// The limits of `platform` (the table above).
  public static func of(_ platform: DimensPlatform) -> PlatformLimits {
    switch platform {
    case .iOS:
      PlatformLimits(
        minimumTextSize: 11, hitTarget: 44, textGrowth: 2, largestCategory: .accessibility5)
    case .visionOS:
      PlatformLimits(
        minimumTextSize: 12, hitTarget: 60, textGrowth: 2, largestCategory: .accessibility5)
    case .watchOS:
      PlatformLimits(
        minimumTextSize: 12, hitTarget: 44, textGrowth: 1.4, largestCategory: .accessibility3)
    case .tvOS:
      PlatformLimits(minimumTextSize: 23, hitTarget: 66, textGrowth: nil, largestCategory: nil)
    case .macOS:
      PlatformLimits(minimumTextSize: 10, hitTarget: 28, textGrowth: nil, largestCategory: nil)
    case .carPlay:
      PlatformLimits(minimumTextSize: nil, hitTarget: nil, textGrowth: nil, largestCategory: nil)
    }
  }
}
