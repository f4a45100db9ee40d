// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIView.h).

/// An object that manages the content for a rectangular area on the screen.
@MainActor
open class UIView: UIResponder {
  /// Creates a view with the specified frame rectangle: `init(frame: CGRect)`.
  public init(frame: CGRect) { super.init() }

  /// Creates a view from data in an unarchiver: `init?(coder: NSCoder)` (required).
  public required init?(coder: NSCoder) { super.init() }

  /// Creates a view with a zero frame: `init()`, NSObject's initializer, which the SDK imports
  /// as a convenience initializer of every view class (so `UIView()` and `UILabel()` work).
  public convenience override init() { self.init(frame: .zero) }

  /// The receiver's window object, or nil if it has none: `var window: UIWindow? { get }`.
  open var window: UIWindow? { stub() }

  /// The bounds rectangle: `var bounds: CGRect { get set }`.
  open var bounds: CGRect {
    get { stub() }
    set {}
  }

  /// Whether user events are delivered to the view:
  /// `var isUserInteractionEnabled: Bool { get set }`.
  open var isUserInteractionEnabled: Bool {
    get { stub() }
    set {}
  }

  /// The traits of the view's environment: `var traitCollection: UITraitCollection { get }`.
  open var traitCollection: UITraitCollection { stub() }

  /// The view's Core Animation layer used for rendering: `var layer: CALayer { get }`.
  open var layer: CALayer { stub() }

  /// The default spacing to use when laying out content in a view, respecting the current
  /// language direction: `var directionalLayoutMargins: NSDirectionalEdgeInsets { get set }`.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { stub() }
    set {}
  }

  /// Adds a view to the end of the receiver's list of subviews: `func addSubview(_ view:
  /// UIView)`.
  open func addSubview(_ view: UIView) {}

  /// Tells the view that its window object changed: `func didMoveToWindow()`.
  open func didMoveToWindow() {}

  /// Lays out subviews: `func layoutSubviews()`.
  open func layoutSubviews() {}
}

/// The backdrop for your app's user interface and the object that dispatches events to views.
@MainActor
open class UIWindow: UIView {
  /// The scene containing the window: `weak var windowScene: UIWindowScene? { get set }`.
  open weak var windowScene: UIWindowScene?

  /// The screen on which the window is displayed: `var screen: UIScreen { get set }`
  /// (unavailable on visionOS).
  open var screen: UIScreen {
    get { stub() }
    set {}
  }
}

/// A streamlined interface for laying out a collection of views in either a column or a row
/// (`class UIStackView`, iOS 9).
@MainActor
open class UIStackView: UIView {
  /// The axis along which the arranged views are laid out:
  /// `var axis: NSLayoutConstraint.Axis { get set }`.
  open var axis: NSLayoutConstraint.Axis {
    get { stub() }
    set {}
  }
}

/// The relationship between two user interface objects (`class NSLayoutConstraint`); only its
/// `Axis` is declared here.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Keys that specify a horizontal or vertical layout constraint between objects
  /// (`enum Axis: Int`, `UILayoutConstraintAxis`).
  public enum Axis: Int, Sendable {
    /// The constraint applied when laying out the horizontal relationship between objects.
    case horizontal = 0
    /// The constraint applied when laying out the vertical relationship between objects.
    case vertical = 1
  }
}

/// Edge insets that take language direction into account (`struct NSDirectionalEdgeInsets`,
/// a C struct: `Sendable`; `Equatable` through the UIKit overlay).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  public var top: CGFloat
  /// The leading edge inset value.
  public var leading: CGFloat
  /// The bottom edge inset value.
  public var bottom: CGFloat
  /// The trailing edge inset value.
  public var trailing: CGFloat

  /// Creates zero insets: `init()`.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets: `init(top: CGFloat, leading: CGFloat, bottom: CGFloat,
  /// trailing: CGFloat)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
