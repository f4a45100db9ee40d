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
  /// @ScaledDimension(16, scaleLimits: 0.8...1.5) private var gap  // 16.sdp, factor kept in 0.8…1.5
  /// @ScaledDimension(16, roundsToPixels: true) private var edge    // 16.sdp on the pixel grid
  /// ```
  ///
  /// The value is read from ``SwiftUI/EnvironmentValues/appDimensConfiguration``, installed
  /// once per scene by `.appDimens()`. The view re-renders when this property's own value
  /// changes, not on every change of the window: the property reads the resolved number
  /// through its environment key path, and SwiftUI compares that number. A rotation that keeps
  /// the smallest width leaves `@ScaledDimension(16)` as it is; a resize in height leaves
  /// `@ScaledDimension(100, .width)` as it is. The resolution itself is
  /// ``ScaledDimensionSpec/resolve(_:)``, tested on every platform.
  @propertyWrapper
  public struct ScaledDimension: DynamicProperty {
    // Policy: not `Sendable`: it holds SwiftUI's `Environment`, which is view state read on the
    // main actor; the value it produces (CGFloat) and its spec are Sendable.

    // Policy: one environment read per property, of its own resolved value
    // (`\.appDimensConfiguration[resolving: spec]`): SwiftUI re-runs the body only when that
    // number changes. Building the key path stores the spec in it (one small allocation per
    // property each time the view is created), which buys skipping every body run for a
    // window change the value does not follow.
    @Environment private var value: Double

    /// What this property resolves: base value, qualifier and variants.
    public let spec: ScaledDimensionSpec

    /// A dimension that follows `qualifier` (default: the smallest width), like `sdp`.
    public init(
      _ value: Double,
      _ qualifier: DpQualifier = .smallWidth,
      aspectRatio: Bool = false,
      ignoreMultiWindow: Bool = false,
      scaleLimits: ClosedRange<Double>? = nil,
      roundsToPixels: Bool? = nil
    ) {
      self.init(
        spec: ScaledDimensionSpec(
          value, qualifier, aspectRatio: aspectRatio, ignoreMultiWindow: ignoreMultiWindow,
          scaleLimits: scaleLimits, roundsToPixels: roundsToPixels))
    }

    /// A text size that follows `qualifier` and, unless `fontScale` is false, Dynamic Type.
    public init(
      text value: Double,
      _ qualifier: DpQualifier = .smallWidth,
      fontScale: Bool = true,
      aspectRatio: Bool = false,
      ignoreMultiWindow: Bool = false,
      scaleLimits: ClosedRange<Double>? = nil,
      roundsToPixels: Bool? = nil
    ) {
      self.init(
        spec: ScaledDimensionSpec(
          text: value, qualifier, fontScale: fontScale, aspectRatio: aspectRatio,
          ignoreMultiWindow: ignoreMultiWindow, scaleLimits: scaleLimits,
          roundsToPixels: roundsToPixels))
    }

    /// A dimension given at several design frames, interpolated for the window (``DesignPoints``).
    public init(_ designPoints: DesignPoints) {
      self.init(spec: ScaledDimensionSpec(designPoints))
    }

    /// Text given at several design frames, × the Dynamic Type font scale unless `fontScale`
    /// is false.
    public init(text designPoints: DesignPoints, fontScale: Bool = true) {
      self.init(spec: ScaledDimensionSpec(text: designPoints, fontScale: fontScale))
    }

    private init(spec: ScaledDimensionSpec) {
      self.spec = spec
      _value = Environment(\.appDimensConfiguration[resolving: spec])
    }

    /// The scaled value in points for the current window.
    public var wrappedValue: CGFloat { CGFloat(value) }
  }
#endif
