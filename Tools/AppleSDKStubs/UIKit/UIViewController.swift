// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers (UIViewController.h).

/// An object that manages a view hierarchy for your UIKit app.
@MainActor
open class UIViewController: UIResponder {
  /// Creates a view controller with the nib file in the specified bundle:
  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Creates a view controller with data in an unarchiver: `init?(coder: NSCoder)` (required).
  public required init?(coder: NSCoder) { super.init() }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The view that the controller manages: `var view: UIView! { get set }`.
  open var view: UIView! {
    get { stub() }
    set {}
  }

  /// Notifies the view controller that its view was loaded into memory: `func viewDidLoad()`.
  open func viewDidLoad() {}

  /// Adds the specified view controller as a child: `func addChild(_ childController:
  /// UIViewController)`.
  open func addChild(_ childController: UIViewController) {}

  /// Called after the view controller is added to or removed from a container view
  /// controller: `func didMove(toParent parent: UIViewController?)`.
  open func didMove(toParent parent: UIViewController?) {}

  /// Notifies the view controller that its view just laid out its subviews:
  /// `func viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}
}
