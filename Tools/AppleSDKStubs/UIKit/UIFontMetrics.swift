// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIFontMetrics.h).

/// A utility object for obtaining custom fonts that scale to support Dynamic Type
/// (`class UIFontMetrics`; not main-actor isolated).
open class UIFontMetrics: NSObject {
  /// The default font metrics object for content (the body style):
  /// `class var default: UIFontMetrics { get }`.
  open class var `default`: UIFontMetrics { stub() }

  /// Creates a font metrics object for the specified text style:
  /// `init(forTextStyle textStyle: UIFont.TextStyle)`.
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }

  /// Returns a version of the font that adopts the current font metrics and is constrained to
  /// the maximum size: `func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont`.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { stub() }

  /// Returns a version of the font constrained to the maximum size and appropriate for the
  /// traits: `func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith
  /// traitCollection: UITraitCollection?) -> UIFont` (unavailable on watchOS).
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { stub() }

  /// Scales an arbitrary layout value based on the current Dynamic Type settings:
  /// `func scaledValue(for value: CGFloat) -> CGFloat`.
  open func scaledValue(for value: CGFloat) -> CGFloat { stub() }

  /// Scales a layout value for the specified traits:
  /// `func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
  /// -> CGFloat`.
  open func scaledValue(
    for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> CGFloat { stub() }
}
