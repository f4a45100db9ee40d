/// A number the principal shorthands (`16.sdp(configuration)`, `16.ssp(configuration)`, …) work on.
///
/// Every standard integer and floating-point type conforms (and `CGFloat` on Apple platforms),
/// so `10.sdp(configuration)`, `10.5.sdp(configuration)` and `CGFloat(10).sdp(configuration)`
/// all return `Double`.
///
/// | window | call | result |
/// |---|---|---|
/// | 390 × 844 | `10.sdp` | 13 |
/// | 390 × 844 | `16.sdpa` | 21.550307 |
/// | 844 × 390 | `16.wdp` / `16.hdp` | 45.013333 / 20.8 |
/// | 300 × 533, fontScale 1.25 | `16.ssp` / `16.sem` / `16.hdp` | 20 / 16 / 28.426667 |
/// | 390 × 844, design frame 390 × 844 | `16.sdp` / `48.hdp` | 16 / 48 |
///
/// The formulas below divide by the 300-point baseline; with a ``DesignFrame`` they divide by
/// the frame's side instead — `min(W, H)`, `W` or `H` (Behavior Reference › Design frame).
public protocol DimensValue {
  /// The value as a `Double`, the type every AppDimens formula computes in.
  var dimensValue: Double { get }
}

extension DimensValue {
  /// Scales with the smallest window width: `v × sw / 300`.
  @inlinable
  public func sdp(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(dimensValue, configuration: configuration, qualifier: .smallWidth)
  }

  /// Scales with the smallest width, adjusted by the aspect ratio (suffix `a`).
  @inlinable
  public func sdpa(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .smallWidth, aspectRatio: true)
  }

  /// Scales with the smallest width, or returns the base value in multi-window (suffix `i`).
  @inlinable
  public func sdpi(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .smallWidth, ignoreMultiWindow: true)
  }

  /// `sdpa`, or the base value in multi-window (suffixes `i` and `a`).
  @inlinable
  public func sdpia(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .smallWidth, aspectRatio: true,
      ignoreMultiWindow: true)
  }

  /// Scales with the window width: `v × w / 300`.
  @inlinable
  public func wdp(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(dimensValue, configuration: configuration, qualifier: .width)
  }

  /// Scales with the window width, adjusted by the aspect ratio.
  @inlinable
  public func wdpa(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(dimensValue, configuration: configuration, qualifier: .width, aspectRatio: true)
  }

  /// Scales with the window width, or returns the base value in multi-window.
  @inlinable
  public func wdpi(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .width, ignoreMultiWindow: true)
  }

  /// `wdpa`, or the base value in multi-window.
  @inlinable
  public func wdpia(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .width, aspectRatio: true,
      ignoreMultiWindow: true)
  }

  /// Scales with the window height: `v × h / 300`.
  @inlinable
  public func hdp(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(dimensValue, configuration: configuration, qualifier: .height)
  }

  /// Scales with the window height, adjusted by the aspect ratio.
  @inlinable
  public func hdpa(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(dimensValue, configuration: configuration, qualifier: .height, aspectRatio: true)
  }

  /// Scales with the window height, or returns the base value in multi-window.
  @inlinable
  public func hdpi(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .height, ignoreMultiWindow: true)
  }

  /// `hdpa`, or the base value in multi-window.
  @inlinable
  public func hdpia(_ configuration: DimensConfiguration) -> Double {
    AppDimens.dp(
      dimensValue, configuration: configuration, qualifier: .height, aspectRatio: true,
      ignoreMultiWindow: true)
  }

  /// Text scaled with the smallest width and Dynamic Type: `v × sw / 300 × fontScale`.
  @inlinable
  public func ssp(_ configuration: DimensConfiguration) -> Double {
    AppDimens.sp(dimensValue, configuration: configuration, qualifier: .smallWidth)
  }

  /// Text scaled with the window height and Dynamic Type: `v × h / 300 × fontScale`.
  @inlinable
  public func hsp(_ configuration: DimensConfiguration) -> Double {
    AppDimens.sp(dimensValue, configuration: configuration, qualifier: .height)
  }

  /// Text scaled with the window width and Dynamic Type: `v × w / 300 × fontScale`.
  @inlinable
  public func wsp(_ configuration: DimensConfiguration) -> Double {
    AppDimens.sp(dimensValue, configuration: configuration, qualifier: .width)
  }

  /// Text scaled with the smallest width, without Dynamic Type: `v × sw / 300`.
  @inlinable
  public func sem(_ configuration: DimensConfiguration) -> Double {
    AppDimens.sp(
      dimensValue, configuration: configuration, qualifier: .smallWidth, fontScale: false)
  }

  /// Text scaled with the window height, without Dynamic Type: `v × h / 300`.
  @inlinable
  public func hem(_ configuration: DimensConfiguration) -> Double {
    AppDimens.sp(dimensValue, configuration: configuration, qualifier: .height, fontScale: false)
  }

  /// Text scaled with the window width, without Dynamic Type: `v × w / 300`.
  @inlinable
  public func wem(_ configuration: DimensConfiguration) -> Double {
    AppDimens.sp(dimensValue, configuration: configuration, qualifier: .width, fontScale: false)
  }
}
