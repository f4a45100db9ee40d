#if canImport(SwiftUI)
  import SwiftUI

  /// A length or text size scaled with the window this view is in (SwiftUI's `sdp`/`ssp`).
  ///
  /// ```swift
  /// @ScaledDimension(16) private var spacing                    // 16.sdp
  /// @ScaledDimension(100, .width) private var width             // 100.wdp
  /// @ScaledDimension(48, .height) private var height            // 48.hdp
  /// @ScaledDimension(12, aspectRatio: true) private var radius  // 12.sdpa
  /// @ScaledDimension(text: 16) private var body                 // 16.ssp
  /// @ScaledDimension(text: 16, .height) private var tall        // 16.hsp
  /// @ScaledDimension(text: 16, .width) private var wide         // 16.wsp
  /// @ScaledDimension(text: 16, fontScale: false) private var em // 16.sem
  /// @ScaledDimension([390: 16, 820: 24, 1280: 32]) private var padding  // design points
  /// @ScaledDimension(text: [390: 17, 820: 20]) private var bodySize     // × fontScale
  /// ```
  ///
  /// The value is read from ``SwiftUI/EnvironmentValues/appDimensConfiguration``, installed
  /// once per scene by `.appDimens()`; the view re-renders when that configuration changes.
  /// The resolution itself is ``ScaledDimensionSpec/resolve(_:)``, tested on every platform.
  @propertyWrapper
  public struct ScaledDimension: DynamicProperty {
    // Policy: not `Sendable`: it holds SwiftUI's `Environment`, which is view state read on the
    // main actor; the value it produces (CGFloat) and its spec are Sendable.

    @Environment(\.appDimensConfiguration) private var configuration

    /// What this property resolves: base value, qualifier and variants.
    public let spec: ScaledDimensionSpec

    /// A dimension that follows `qualifier` (default: the smallest width), like `sdp`.
    public init(
      _ value: Double,
      _ qualifier: DpQualifier = .smallWidth,
      aspectRatio: Bool = false,
      ignoreMultiWindow: Bool = false
    ) {
      spec = ScaledDimensionSpec(
        value, qualifier, aspectRatio: aspectRatio, ignoreMultiWindow: ignoreMultiWindow)
    }

    /// A text size that follows `qualifier` and, unless `fontScale` is false, Dynamic Type.
    public init(
      text value: Double,
      _ qualifier: DpQualifier = .smallWidth,
      fontScale: Bool = true,
      aspectRatio: Bool = false,
      ignoreMultiWindow: Bool = false
    ) {
      spec = ScaledDimensionSpec(
        text: value, qualifier, fontScale: fontScale, aspectRatio: aspectRatio,
        ignoreMultiWindow: ignoreMultiWindow)
    }

    /// A dimension given at several design frames, interpolated for the window (``DesignPoints``).
    public init(_ designPoints: DesignPoints) {
      spec = ScaledDimensionSpec(designPoints)
    }

    /// Text given at several design frames, × the Dynamic Type font scale unless `fontScale`
    /// is false.
    public init(text designPoints: DesignPoints, fontScale: Bool = true) {
      spec = ScaledDimensionSpec(text: designPoints, fontScale: fontScale)
    }

    /// The scaled value in points for the current window.
    public var wrappedValue: CGFloat { CGFloat(spec.resolve(configuration)) }
  }
#endif
