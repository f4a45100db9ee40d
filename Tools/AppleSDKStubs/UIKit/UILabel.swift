// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UILabel.h, UIButton.h).

/// A view that displays one or more lines of informational text (`@MainActor class UILabel`).
@MainActor
open class UILabel: UIView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The font of the text (null-resettable): `var font: UIFont! { get set }`.
  open var font: UIFont! {
    get { stub() }
    set {}
  }

  /// The maximum number of lines for rendering text, 0 for no limit:
  /// `var numberOfLines: Int { get set }`.
  open var numberOfLines: Int {
    get { stub() }
    set {}
  }

  /// Whether the label updates its font when the content size category changes (from
  /// `UIContentSizeCategoryAdjusting`): `var adjustsFontForContentSizeCategory: Bool
  /// { get set }`.
  open var adjustsFontForContentSizeCategory: Bool {
    get { stub() }
    set {}
  }
}

/// A control that executes your custom code in response to user interactions
/// (`@MainActor class UIControl: UIView`).
@MainActor
open class UIControl: UIView {}

/// A control that executes your custom code in response to user interactions
/// (`@MainActor class UIButton: UIControl`).
@MainActor
open class UIButton: UIControl {
  /// A view that displays the value of the `currentTitle` property:
  /// `var titleLabel: UILabel? { get }`.
  open var titleLabel: UILabel? { stub() }
}
