/// The Apple platform a window belongs to: the one place that decides which type ramp, Dynamic
/// Type rule and size classes a ``DimensConfiguration`` follows.
///
/// A configuration's platform comes from its idiom; when the idiom is `.unspecified`, from its
/// mode (``init(idiom:uiMode:)``):
///
/// | idiom | mode (when the idiom is unspecified) | platform | Dynamic Type |
/// |---|---|---|---|
/// | phone, pad | normal, desk, appliance, undefined | iOS | yes, the iOS ramp |
/// | watch | watch | watchOS | yes, the watchOS ramp |
/// | tv | television | tvOS | no (fixed type sizes) |
/// | mac | mac | macOS | no ("macOS doesn't support Dynamic Type") |
/// | vision | vision | visionOS | yes, the iOS ramp |
/// | carPlay | car | carPlay | no |
///
/// Every text-size path of the package asks the configuration's platform: the derived
/// ``DimensConfiguration/fontScale``, the `ssp` family, the Dynamic Type helpers, fonts, the
/// command-line tool and its gallery. Sources: Apple Human Interface Guidelines, Typography ›
/// Specifications (<https://developer.apple.com/design/human-interface-guidelines/typography>).
public enum DimensPlatform: String, CaseIterable, Hashable, Sendable, Codable {
  /// iPhone and iPad (iOS and iPadOS): the twelve-category Dynamic Type ramp.
  case iOS
  /// Apple Watch: its own nine-category ramp, with a default category per case size.
  case watchOS
  /// Apple TV: fixed type sizes, no Dynamic Type.
  case tvOS
  /// Mac: fixed type sizes; the HIG says "macOS doesn't support Dynamic Type".
  case macOS
  /// Apple Vision Pro: Dynamic Type on the iOS ramp (Apple publishes no visionOS size table).
  case visionOS
  /// A CarPlay display: no Dynamic Type.
  case carPlay

  /// The platform of a window with `idiom`, or — when the idiom is `.unspecified` — with
  /// `uiMode`.
  ///
  /// ```
  /// platform = by idiom: phone, pad → iOS; watch → watchOS; tv → tvOS; mac → macOS;
  ///            vision → visionOS; carPlay → carPlay
  ///            unspecified → by mode: television → tvOS; watch → watchOS; mac → macOS;
  ///            vision → visionOS; car → carPlay; any other → iOS
  /// ```
  @inlinable
  public init(idiom: DeviceIdiom, uiMode: UIMode) {
    switch idiom {
    case .phone, .pad: self = .iOS
    case .watch: self = .watchOS
    case .tv: self = .tvOS
    case .mac: self = .macOS
    case .vision: self = .visionOS
    case .carPlay: self = .carPlay
    case .unspecified:
      switch uiMode {
      case .television: self = .tvOS
      case .watch: self = .watchOS
      case .mac: self = .macOS
      case .vision: self = .visionOS
      case .car: self = .carPlay
      case .normal, .desk, .appliance, .undefined: self = .iOS
      }
    }
  }

  /// Whether text on this platform follows the user's Dynamic Type category.
  ///
  /// On tvOS, macOS and CarPlay the category is kept in the configuration but ignored: the
  /// derived font scale is 1 and text-style scaling returns the value unchanged.
  @inlinable
  public var supportsDynamicType: Bool {
    switch self {
    case .iOS, .watchOS, .visionOS: true
    case .tvOS, .macOS, .carPlay: false
    }
  }

  /// The platform the code is compiled for; `.iOS` on non-Apple systems and on Mac Catalyst
  /// (whose windows use UIKit and its Dynamic Type).
  public static var native: DimensPlatform {
    // Policy: the one compile-time platform switch of the package, for the Apple adapters.
    // Portable APIs take the platform from the configuration, never from this value, so
    // results do not change with the machine that runs the tests.
    #if targetEnvironment(macCatalyst)
      .iOS
    #elseif os(watchOS)
      .watchOS
    #elseif os(tvOS)
      .tvOS
    #elseif os(macOS)
      .macOS
    #elseif os(visionOS)
      .visionOS
    #else
      .iOS
    #endif
  }
}
