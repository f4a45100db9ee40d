// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UITraitCollection.h).

/// The traits of an app's interface environment (not main-actor isolated).
open class UITraitCollection: NSObject {
  /// Creates a trait collection that contains only the specified content size category:
  /// `init(preferredContentSizeCategory: UIContentSizeCategory)`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }

  /// The trait collection of the current context (iOS 13, tvOS 13):
  /// `class var current: UITraitCollection { get set }`.
  open class var current: UITraitCollection {
    get { stub() }
    set {}
  }

  /// The display scale: `var displayScale: CGFloat { get }`.
  open var displayScale: CGFloat { stub() }

  /// The preferred content size category: `var preferredContentSizeCategory:
  /// UIContentSizeCategory { get }`.
  open var preferredContentSizeCategory: UIContentSizeCategory { stub() }

  /// The horizontal size class: `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { stub() }

  /// The vertical size class: `var verticalSizeClass: UIUserInterfaceSizeClass { get }`.
  open var verticalSizeClass: UIUserInterfaceSizeClass { stub() }

  /// The user interface idiom: `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { stub() }
}

/// Constants that indicate the size class of a trait environment (an Objective-C `NS_ENUM`,
/// so switches need `@unknown default`; the stub module is built with library evolution).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// The size class is not specified.
  case unspecified = 0
  /// A compact size class.
  case compact = 1
  /// A regular size class.
  case regular = 2
}

/// Constants that indicate the interface type for the device (`NS_ENUM`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// An unspecified idiom.
  case unspecified = -1
  /// An interface designed for iPhone and iPod touch.
  case phone = 0
  /// An interface designed for iPad.
  case pad = 1
  /// An interface designed for tvOS and Apple TV.
  case tv = 2
  /// An interface designed for an in-car experience.
  case carPlay = 3
  /// An interface designed for the Mac.
  case mac = 5
  /// An interface designed for visionOS and Apple Vision Pro (iOS 17+).
  case vision = 6
}
