// SwiftUI metrics that follow Dynamic Type with a cap: `@ScaledMetricWithMaxSize` and the
// magic-number helper `BinaryFloatingPoint.scaled(to: DynamicTypeSize)`, both on the metrics
// curve (what `@ScaledMetric` and `UIFontMetrics` return).
#if canImport(SwiftUI)
  import SwiftUI

  // Policy: computed from the portable metrics table (not UIFontMetrics), so it works on every
  // platform and equals what the Linux tests check; not `Sendable` because SwiftUI's
  // `Environment` wrapper is not guaranteed to be.
  /// A `@ScaledMetric` with a cap: the value grows like `relativeTo` up to `maxSize`, equal to
  /// `@ScaledMetric(relativeTo:)` below the cap (the metrics curve on the view's pixel grid).
  ///
  /// ```swift
  /// @ScaledMetricWithMaxSize(wrappedValue: 24, relativeTo: .largeTitle, maxSize: .xxLarge)
  /// private var imageSize: CGFloat
  /// ```
  @propertyWrapper
  public struct ScaledMetricWithMaxSize<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.appDimensText) private var text
    private let baseValue: Value
    private let textStyle: TextStyle
    private let maxSize: DynamicTypeSize

    /// Creates the metric from its value at Large, the style to follow and the cap.
    public init(
      wrappedValue: Value, relativeTo textStyle: TextStyle = .body,
      maxSize: DynamicTypeSize = .accessibility5
    ) {
      self.baseValue = wrappedValue
      self.textStyle = textStyle
      self.maxSize = maxSize
    }

    /// The value scaled to the environment's Dynamic Type size, capped at `maxSize`; on
    /// macOS, tvOS and a Mac Catalyst window with the Mac idiom, which have no Dynamic Type,
    /// scaled by the provider's font scale (the app's own text size, 1 by default) instead.
    public var wrappedValue: Value {
      let platform = text.platform
      // Policy: only the provider's text (platform and font scale) is read, not the whole
      // configuration, and the font scale only where there is no Dynamic Type: a rotation
      // never re-renders the view, and no platform needs a provider for this wrapper (without
      // one it is the native platform at 1, no warning).
      guard platform.supportsDynamicType else {
        return Value(Double(baseValue) * text.fontScale)
      }
      return Value(
        DynamicType.scaled(
          Double(baseValue), relativeTo: textStyle,
          category: DynamicTypeCategory(dynamicTypeSize),
          maxSize: DynamicTypeCategory(maxSize), platform: platform,
          displayScale: Double(displayScale)))
    }
  }

  extension BinaryFloatingPoint {
    /// Scales a magic number (an offset, a padding) with a Dynamic Type size, relative to body
    /// like `UIFontMetrics.default`: `-25.0.scaled(to: dynamicTypeSize)`, on the metrics curve
    /// and the grid of `displayScale` (default 3; pass the view's `displayScale`).
    public func scaled(
      to dynamicTypeSize: DynamicTypeSize, relativeTo style: TextStyle = .body,
      displayScale: CGFloat = CGFloat(DynamicType.defaultDisplayScale)
    ) -> CGFloat {
      CGFloat(
        DynamicType.scaled(
          Double(self), relativeTo: style, category: DynamicTypeCategory(dynamicTypeSize),
          platform: .native, displayScale: Double(displayScale)))
    }
  }
#endif
