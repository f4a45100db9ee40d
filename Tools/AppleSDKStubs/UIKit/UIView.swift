/// An object that manages the content for a rectangular area on the screen.
@MainActor
open class UIView: UIResponder {
  /// Creates a view with the specified frame rectangle: `init(frame: CGRect)`.
  public init(frame: CGRect) { super.init() }

  /// Creates a view from data in an unarchiver: `init?(coder: NSCoder)` (required).
  public required init?(coder: NSCoder) { super.init() }

  /// The receiver's window object, or nil if it has none: `var window: UIWindow? { get }`.
  open var window: UIWindow? { stub() }

  /// The bounds rectangle: `var bounds: CGRect { get set }`.
  open var bounds: CGRect {
    get { stub() }
    set {}
  }

  /// The traits of the view's environment: `var traitCollection: UITraitCollection { get }`.
  open var traitCollection: UITraitCollection { stub() }

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
}
