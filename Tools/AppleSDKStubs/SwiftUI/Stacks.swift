// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A view that arranges its subviews in a vertical line (`@frozen struct VStack<Content>`).
public struct VStack<Content: View>: View {
  /// Creates a stack: `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
  /// @ViewBuilder content: () -> Content)`.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line (`@frozen struct HStack<Content>`).
public struct HStack<Content: View>: View {
  /// Creates a stack: `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
  /// @ViewBuilder content: () -> Content)`.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A scrollable view (`struct ScrollView<Content>`).
public struct ScrollView<Content: View>: View {
  /// Creates a scroll view: `init(_ axes: Axis.Set = .vertical,
  /// @ViewBuilder content: () -> Content)`.
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// An alignment position along the horizontal axis (`@frozen struct HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int

  /// A guide that marks the leading edge of the view.
  public static let leading = HorizontalAlignment(id: 0)
  /// A guide that marks the horizontal center of the view.
  public static let center = HorizontalAlignment(id: 1)
  /// A guide that marks the trailing edge of the view.
  public static let trailing = HorizontalAlignment(id: 2)
}

/// An alignment position along the vertical axis (`@frozen struct VerticalAlignment`).
public struct VerticalAlignment: Equatable, Sendable {
  let id: Int

  /// A guide that marks the top edge of the view.
  public static let top = VerticalAlignment(id: 0)
  /// A guide that marks the vertical center of the view.
  public static let center = VerticalAlignment(id: 1)
  /// A guide that marks the bottom edge of the view.
  public static let bottom = VerticalAlignment(id: 2)
}

/// The horizontal or vertical dimension in a 2D coordinate system (`@frozen enum Axis`).
public enum Axis: Hashable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// An efficient set of axes (`@frozen struct Set: OptionSet`).
  public struct Set: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: Int8

    /// Creates a set from its raw bit mask.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// A type that defines the geometry of a collection of views (`protocol Layout: Animatable`,
/// iOS 16); its requirements are not declared here, only what the adapters call.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  /// Combines the specified views into a single composite view using the layout algorithms of
  /// the custom layout container:
  /// `func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    content()
  }
}

/// A type-erased instance of the layout protocol (`@frozen struct AnyLayout: Layout`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyLayout: Layout {
  /// Creates a type-erased value that wraps the specified layout:
  /// `init<L>(_ layout: L) where L: Layout`.
  public init<L: Layout>(_ layout: L) {}
}

/// A horizontal container that you can use in conditional layouts (`@frozen struct
/// HStackLayout: Layout`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct HStackLayout: Layout {
  /// Creates a horizontal stack with the specified spacing and vertical alignment:
  /// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)`.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
}

/// A vertical container that you can use in conditional layouts (`@frozen struct
/// VStackLayout: Layout`, iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct VStackLayout: Layout {
  /// Creates a vertical stack with the specified spacing and horizontal alignment:
  /// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)`.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
}
