// Declarations as in the iOS 18.0 SDK, public mirror github.com/xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework and SwiftUI.framework,
// Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface.

/// A control for selecting a value from a bounded linear range of values
/// (`struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View`).
public struct Slider<Label: View, ValueLabel: View>: View {
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, subject to a step increment:
  /// `init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
  /// @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
  /// where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

/// A container for grouping controls used for data entry, such as in settings or inspectors
/// (`struct Form<Content>: View where Content: View`).
public struct Form<Content: View>: View {
  /// Creates a form with the provided content: `init(@ViewBuilder content: () -> Content)`.
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
