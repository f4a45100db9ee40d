/// The platform whose HIG type ramp a lookup uses.
///
/// | platform | ramp | Dynamic Type |
/// |---|---|---|
/// | ios | iOS/iPadOS, 11 styles × 12 categories | yes |
/// | watchos | watchOS, 12 styles × 9 watch categories | yes |
/// | macos | fixed sizes | no |
/// | tvos | fixed sizes | no |
/// | visionos | the iOS ramp (the HIG publishes no visionOS table) | yes |
public enum TypePlatform: String, CaseIterable, Hashable, Sendable, Codable {
  /// iPhone and iPad: the twelve-category ramp.
  case ios
  /// Apple Watch: nine categories, default category by case size.
  case watchos
  /// Mac: fixed sizes; "macOS doesn't support Dynamic Type" (HIG).
  case macos
  /// Apple TV: fixed sizes, no Dynamic Type.
  case tvos
  // Policy: the HIG publishes no visionOS point table (its styles are iOS-like but heavier:
  // Body Medium, titles Bold). We use the iOS sizes and weights and say so, rather than
  // inventing numbers.
  /// Apple Vision Pro: uses the iOS ramp.
  case visionos

  /// Whether text on this platform follows the user's Dynamic Type category.
  public var supportsDynamicType: Bool {
    switch self {
    case .ios, .watchos, .visionos: true
    case .macos, .tvos: false
    }
  }

  /// The platform the code is compiled for; `.ios` on non-Apple systems and Mac Catalyst.
  public static var native: TypePlatform {
    // Policy: the one compile-time switch of the module, so adapters can pick the right ramp;
    // portable APIs default to `.ios` (the design-time model) rather than to this value, so
    // results do not change with the machine that runs the tests.
    #if os(watchOS)
      .watchos
    #elseif os(tvOS)
      .tvos
    #elseif os(macOS)
      .macos
    #elseif os(visionOS)
      .visionos
    #else
      .ios
    #endif
  }
}
