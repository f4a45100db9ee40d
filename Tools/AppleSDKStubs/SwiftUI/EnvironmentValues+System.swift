// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

extension EnvironmentValues {
  /// The display scale of this environment: `var displayScale: CGFloat { get set }`.
  public var displayScale: CGFloat {
    get { stub() }
    set {}
  }

  /// The current Dynamic Type size: `var dynamicTypeSize: DynamicTypeSize { get set }`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { stub() }
    set {}
  }

  /// The horizontal size class of this environment:
  /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { stub() }
    set {}
  }

  /// The vertical size class of this environment:
  /// `var verticalSizeClass: UserInterfaceSizeClass? { get set }`.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { stub() }
    set {}
  }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size (the default).
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// A Boolean value indicating whether the size is one associated with accessibility.
  public var isAccessibilitySize: Bool { stub() }
}

extension View {
  /// Sets the Dynamic Type size within the view to the given value:
  /// `func dynamicTypeSize(_ size: DynamicTypeSize) -> some View`.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

  /// Limits the Dynamic Type size within the view to the given range:
  /// `func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression,
  /// T.Bound == DynamicTypeSize`.
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { self }
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}
