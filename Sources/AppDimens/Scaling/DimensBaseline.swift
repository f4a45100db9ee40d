/// The reference window every AppDimens design is drawn for (Behavior Reference › Configuration).
///
/// Designs are drawn for a 300-point-wide window, as in the Android AppDimens library, with a
/// 300 × 533 reference size (aspect ratio 1.78) — unless the configuration carries a
/// ``DesignFrame``, which takes the baseline's place (``ScalingReference``).
///
/// | constant | value |
/// |---|---|
/// | width | 300 |
/// | height | 533 |
/// | aspectRatio | 1.78 |
/// | diagonal | hypot(300, 533) = 611.628155… |
/// | perimeter | 300 + 533 = 833 |
public enum DimensBaseline: Sendable {
  /// The baseline width in points (300).
  public static let width: Double = 300
  /// The baseline height in points (533).
  public static let height: Double = 533
  /// The reference aspect ratio (1.78), used by the aspect-ratio variant.
  public static let aspectRatio: Double = 1.78
  // Policy: a literal, not `(width² + height²).squareRoot()`: a computed initializer makes the
  // global lazily initialized, so every inlined use in another module called its `swift_once`
  // accessor (1.2 ns per diagonal resolve in appdimens-bench). The literal is the correctly rounded
  // √373189, bit-identical to the computed value (a test checks it).

  /// The baseline diagonal `hypot(300, 533)` in points.
  public static let diagonal: Double = 611.6281550092343
  /// The baseline half-perimeter `300 + 533` in points.
  public static let perimeter: Double = width + height
  /// The default aspect-ratio sensitivity k (0.8, equal to Android's 0.08/30 per dp).
  public static let sensitivity: Double = 0.8
  /// The fraction of the screen below which a window counts as multi-window (0.95).
  public static let multiWindowThreshold: Double = 0.95
}
