import AppDimensStrategies

/// The window metrics as a fixed 64-byte CPU/GPU block: four `SIMD4<Float>` (Behavior Reference ›
/// Metal uniforms).
///
/// Create it once per changed configuration and copy it into one shared buffer
/// (`AppDimensMetal.makeBuffer(device:configuration:)` on Metal platforms). The matching
/// Metal Shading Language declaration:
///
/// ```metal
/// struct AppDimensUniforms {
///     float4 viewport;   // w, h, sw, lg                      (points)
///     float4 ratios;     // sw/300, w/300, h/300, hypot(w,h)/611.628155
///                        //   (a design frame W × H: sw/min(W,H), w/W, h/H, hypot(w,h)/hypot(W,H))
///     float4 display;    // displayScale, fontScale, ar, isMultiWindow ? 1 : 0
///     float4 reserved;   // 0
/// };
/// ```
///
/// Layout: size = stride = 64 bytes, alignment 16; offsets 0, 16, 32, 48.
///
/// | 390 × 844 @3x | x | y | z | w |
/// |---|---|---|---|---|
/// | viewport | 390 | 844 | 390 | 844 |
/// | ratios | 1.3 | 1.3 | 2.813333 | 1.520124 |
/// | display | 3 | 1 | 2.164103 | 0 |
/// | reserved | 0 | 0 | 0 | 0 |
///
/// With a 390 × 844 design frame the same window's ratios are 1, 1, 1, 1: a shader multiplies
/// a number of the design by `ratios.x` as Swift code calls `sdp`.
public struct AppDimensUniforms: Hashable, Sendable {
  /// Window width, height, smallest and largest side, in points.
  public var viewport: SIMD4<Float>
  /// `sw / 300`, `w / 300`, `h / 300` and the diagonal ratio `hypot(w, h) / 611.628155`; with a
  /// design frame W × H, `sw / min(W, H)`, `w / W`, `h / H` and `hypot(w, h) / hypot(W, H)`.
  public var ratios: SIMD4<Float>
  /// Display scale, font scale, aspect ratio and the multi-window flag (1 or 0).
  public var display: SIMD4<Float>
  /// Reserved for future fields; always zero.
  public var reserved: SIMD4<Float>

  /// Creates the block from its four lanes.
  public init(
    viewport: SIMD4<Float>, ratios: SIMD4<Float>, display: SIMD4<Float>,
    reserved: SIMD4<Float> = .zero
  ) {
    self.viewport = viewport
    self.ratios = ratios
    self.display = display
    self.reserved = reserved
  }

  /// The block for a window configuration, computed in `Double` and rounded to `Float` once.
  public init(_ configuration: DimensConfiguration) {
    let w = configuration.screenWidth
    let h = configuration.screenHeight
    let sw = configuration.smallestWidth
    let lg = configuration.largestWidth
    self.init(
      viewport: SIMD4(Float(w), Float(h), Float(sw), Float(lg)),
      ratios: SIMD4(
        Float(configuration.ratio(.smallWidth)), Float(configuration.ratio(.width)),
        Float(configuration.ratio(.height)),
        Float(ScalingCurves.diagonal(width: w, height: h, reference: configuration.reference))),
      display: SIMD4(
        Float(configuration.displayScale), Float(configuration.fontScale),
        Float(configuration.aspectRatio), configuration.isMultiWindow ? 1 : 0))
  }
}

extension AppDimensUniforms {
  /// The bytes an update writes into a buffer of `length` bytes, or nil when the buffer is too
  /// small to hold the block (it is then left unchanged — never a trap).
  ///
  /// This is the portable half of `AppDimensMetal.update(_:configuration:)`: the Metal adapter
  /// stores the block at offset 0 and, for a managed buffer on macOS, flushes exactly this range
  /// with `didModifyRange(_:)`.
  ///
  /// ```
  /// range = 0 ..< 64   when length ≥ 64
  ///         nil        otherwise
  /// ```
  ///
  /// | buffer length | range |
  /// |---|---|
  /// | 64 | 0..<64 |
  /// | 256 | 0..<64 |
  /// | 63 | nil |
  /// | 0 | nil |
  public static func byteRange(inBufferOfLength length: Int) -> Range<Int>? {
    let size = MemoryLayout<AppDimensUniforms>.size
    return length >= size ? 0..<size : nil
  }
}
