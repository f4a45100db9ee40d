// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A container view that defines its content as a function of its own size and coordinate
/// space (`@frozen struct GeometryReader<Content> where Content: View`).
public struct GeometryReader<Content: View>: View {
  /// Creates a geometry reader: `init(@ViewBuilder content: @escaping (GeometryProxy) ->
  /// Content)`.
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
  /// The size of the container view: `var size: CGSize { get }`.
  public var size: CGSize { stub() }

  /// The safe area inset of the container view: `var safeAreaInsets: EdgeInsets { get }`.
  public var safeAreaInsets: EdgeInsets { stub() }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
  /// The distance the top edge is inset.
  public var top: CGFloat
  /// The distance the leading edge is inset.
  public var leading: CGFloat
  /// The distance the bottom edge is inset.
  public var bottom: CGFloat
  /// The distance the trailing edge is inset.
  public var trailing: CGFloat

  /// Creates insets: `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  /// A guide that marks the center of the view.
  public static let center = Alignment()
  /// A guide that marks the top and leading edges of the view.
  public static let topLeading = Alignment()
}

extension View {
  /// Positions this view within an invisible frame with the specified size:
  /// `func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
  /// -> some View`.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }

  /// Adds padding to all edges: `func padding(_ length: CGFloat) -> some View`.
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  /// Adds an equal padding amount to specific edges: `func padding(_ edges: Edge.Set = .all,
  /// _ length: CGFloat? = nil) -> some View`.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { self }

  /// Layers the views of a view builder behind this view:
  /// `func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
  /// -> some View where V: View`.
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }
}

/// An enumeration to indicate one edge of a rectangle (`@frozen enum Edge`).
public enum Edge: Int8, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// An efficient set of edges (`@frozen struct Set: OptionSet`).
  public struct Set: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: Int8

    /// Creates a set from its raw bit mask.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// All edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}
