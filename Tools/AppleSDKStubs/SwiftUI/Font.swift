// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// An environment-dependent font (`@frozen struct Font`).
public struct Font: Hashable, Sendable {
  init() {}

  /// A font with the alternate caption text style: `static let caption2: Font`.
  public static let caption2 = Font()

  // Policy: the SDK also declares the iOS 16 overload `system(size:weight:design:)` with
  // `Font.Weight? = nil, Font.Design? = nil`. Declared side by side in a plain module the two
  // make `.system(size: 17)` ambiguous (the SDK disambiguates with attributes its docs do not
  // show), so only this one is stubbed: every call it accepts is valid against the SDK.

  /// A system font of a size, weight and design (iOS 13):
  /// `static func system(size: CGFloat, weight: Font.Weight = .regular,
  /// design: Font.Design = .default) -> Font`.
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font { Font() }

  /// A custom font of the name at a fixed size that does not scale with Dynamic Type (iOS 14):
  /// `static func custom(_ name: String, fixedSize: CGFloat) -> Font`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

  /// Sets the weight of the font: `func weight(_ weight: Font.Weight) -> Font`.
  public func weight(_ weight: Font.Weight) -> Font { self }

  /// A dynamic text style to use for fonts (`enum TextStyle`, not frozen).
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The font style for large titles.
    case largeTitle
    /// The font used for first level hierarchical headings.
    case title
    /// The font used for second level hierarchical headings.
    case title2
    /// The font used for third level hierarchical headings.
    case title3
    /// The font used for headings.
    case headline
    /// The font used for subheadings.
    case subheadline
    /// The font used for body text.
    case body
    /// The font used for callouts.
    case callout
    /// The font used in footnotes.
    case footnote
    /// The font used for standard captions.
    case caption
    /// The font used for alternate captions.
    case caption2
    /// The font used for extra large titles (visionOS only).
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case extraLargeTitle
    /// The font used for second level extra large titles (visionOS only).
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case extraLargeTitle2

    /// A collection of all values of this type: `static var allCases: [Font.TextStyle]` (the
    /// SDK spells it out, since the visionOS-only cases stop the compiler from synthesizing it).
    public static var allCases: [Font.TextStyle] { stub() }
  }

  /// A weight to use for fonts (`@frozen struct Weight`: a struct with static members).
  public struct Weight: Hashable, Sendable {
    let value: Double

    /// `static let ultraLight: Font.Weight`.
    public static let ultraLight = Weight(value: -0.8)
    /// `static let thin: Font.Weight`.
    public static let thin = Weight(value: -0.6)
    /// `static let light: Font.Weight`.
    public static let light = Weight(value: -0.4)
    /// `static let regular: Font.Weight`.
    public static let regular = Weight(value: 0)
    /// `static let medium: Font.Weight`.
    public static let medium = Weight(value: 0.23)
    /// `static let semibold: Font.Weight`.
    public static let semibold = Weight(value: 0.3)
    /// `static let bold: Font.Weight`.
    public static let bold = Weight(value: 0.4)
    /// `static let heavy: Font.Weight`.
    public static let heavy = Weight(value: 0.56)
    /// `static let black: Font.Weight`.
    public static let black = Weight(value: 0.62)
  }

  /// A design to use for fonts (`enum Design`).
  public enum Design: Hashable, Sendable {
    /// The default system font design.
    case `default`
    /// A serif font design.
    case serif
    /// A rounded font design.
    case rounded
    /// A monospaced font design.
    case monospaced
  }
}

extension View {
  /// Sets the default font for text in this view: `func font(_ font: Font?) -> some View`.
  nonisolated public func font(_ font: Font?) -> some View { self }
}
