import UIKit

// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64e-apple-ios.swiftinterface, checked against the iOS 17.4 SDK.

/// A UIKit view controller that manages a SwiftUI view hierarchy
/// (`@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController
/// where Content: View`).
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  /// Creates a hosting controller object that wraps the specified SwiftUI view:
  /// `init(rootView: Content)`.
  public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }

  /// Creates a hosting controller from data in an unarchiver: `required init?(coder
  /// aDecoder: NSCoder)`.
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}
