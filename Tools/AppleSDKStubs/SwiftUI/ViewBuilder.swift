// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public enum ViewBuilder {
  /// Passes a single view written as a child view through unmodified.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Builds an empty view from a block containing no statements.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Passes a single view written as a child view through unmodified.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Builds a tuple view from the statements of a block.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }

  /// Produces an optional view for conditional statements without an `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Produces content for the first branch of a conditional statement.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { stub() }

  /// Produces content for the second branch of a conditional statement.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { stub() }

  /// Erases a branch guarded by `if #available` to `AnyView`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
