// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A rectangular shape with rounded corners (`@frozen struct RoundedRectangle: Shape`).
///
/// Declared as a plain `View`: the package only lays it out, so `Shape` is not stubbed.
public struct RoundedRectangle: View {
  /// Creates a new rounded rectangle shape:
  /// `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`.
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// Defines the shape of a rounded rectangle's corners (`@frozen enum RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle rounded rect corners.
  case circular
  /// Continuous curvature rounded rect corners.
  case continuous
}
