// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIFont.h, UIFontDescriptor.h).

/// An object that provides access to the font's characteristics (`class UIFont`; not
/// main-actor isolated; its `Sendable` conformance is not documented, so none here).
open class UIFont: NSObject {
  /// Returns the font object for standard interface items in the specified size:
  /// `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { stub() }

  /// Returns the font object for standard interface items in the specified size and weight:
  /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    stub()
  }

  /// Returns an instance of the system font for the specified text style, scaled for the
  /// specified trait collection: `class func preferredFont(forTextStyle style:
  /// UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont`.
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { stub() }

  /// Creates a font of the name and size, nil when the system knows no such font:
  /// `init?(name fontName: String, size fontSize: CGFloat)` (`+fontWithName:size:`).
  public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init() }

  /// Returns a font matching the descriptor, at `pointSize` (0 keeps the descriptor's size):
  /// `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)` (iOS 7).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.init() }

  /// The font's point size: `var pointSize: CGFloat { get }`.
  open var pointSize: CGFloat { stub() }
}

extension UIFont {
  /// Constants that describe the preferred styles for fonts (`struct TextStyle`, a
  /// `RawRepresentable` string wrapper with static members, not an enum).
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    /// The raw string value.
    public var rawValue: String

    /// Creates a style from its raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The font style for large titles (not on tvOS).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The font for first-level hierarchical headings.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The font for second-level hierarchical headings.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The font for third-level hierarchical headings.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The font for headings.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The font for subheadings.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The font for body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The font for callouts.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The font for footnotes.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The font for standard captions.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The font for alternate captions.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// Constants that represent standard typeface styles (`struct Weight`, a `RawRepresentable`
  /// `CGFloat` wrapper with static members).
  public struct Weight: Hashable, RawRepresentable, Sendable {
    /// The raw weight value.
    public var rawValue: CGFloat

    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The ultra-light font weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin font weight.
    public static let thin = Weight(rawValue: -0.6)
    /// The light font weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular font weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium font weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold font weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold font weight.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy font weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black font weight.
    public static let black = Weight(rawValue: 0.62)
  }
}

/// A collection of attributes that describes a font (`class UIFontDescriptor`,
/// `NS_SWIFT_SENDABLE` in UIFontDescriptor.h).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Creates a descriptor from a dictionary of attributes:
  /// `init(fontAttributes attributes: [UIFontDescriptor.AttributeName : Any] = [:])`.
  public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}

  /// The keys of a descriptor's attributes (`struct AttributeName`, a string wrapper).
  public struct AttributeName: Hashable, RawRepresentable, Sendable {
    /// The raw string value.
    public var rawValue: String
    /// Creates a name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The font family (`UIFontDescriptorFamilyAttribute`).
    public static let family = AttributeName(rawValue: "UIFontDescriptorFamilyAttribute")
    /// A dictionary fully describing font traits (`UIFontDescriptorTraitsAttribute`).
    public static let traits = AttributeName(rawValue: "UIFontDescriptorTraitsAttribute")
  }

  /// The keys of the traits dictionary (`struct TraitKey`, a string wrapper).
  public struct TraitKey: Hashable, RawRepresentable, Sendable {
    /// The raw string value.
    public var rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The normalized weight, −1.0 to 1.0 (`UIFontWeightTrait`).
    public static let weight = TraitKey(rawValue: "UIFontWeightTrait")
  }
}
