/// Bulk resolution: scales a whole buffer of base values with one precomputed factor.
///
/// Every principal formula is a base value times a factor of the configuration, so resolving
/// many values is one multiplication per value — a loop the compiler vectorizes. Use it for
/// layouts generated from data, charts, grids and Metal vertex buffers.
///
/// ```
/// output[i] = input[i] × d / 300                 (linear, the sdp/wdp/hdp formula)
/// output[i] = input[i] × d / 300 × fontScale     (text: true, the ssp/wsp/hsp formula)
///             (with a design frame, d / D: the frame's side instead of 300)
/// ```
///
/// | window | qualifier | text | input | output |
/// |---|---|---|---|---|
/// | 390 × 844 | smallWidth | false | [10, 16, 0] | [13, 20.8, 0] |
/// | 390 × 844 | height | false | [10] | [28.133333] |
/// | 844 × 390 | width | false | [16] | [45.013333] |
/// | 300 × 533, fontScale 1.25 | smallWidth | true | [16] | [20] |
extension DimensFactors {
  /// The factor every value is multiplied by: `d / 300` (clamped into the configuration's scale
  /// limits when it has them), times `fontScale` when `text`.
  ///
  /// `linearFactor(.smallWidth) × v` equals `v.sdp(configuration)`, and
  /// `linearFactor(.smallWidth, text: true) × v` equals `v.ssp(configuration)`, up to rounding.
  @inlinable
  public func linearFactor(_ qualifier: DpQualifier = .smallWidth, text: Bool = false) -> Double {
    text ? limitedRatio(qualifier) * fontScale : limitedRatio(qualifier)
  }

  /// Scales `input` into `output` on `qualifier`; returns how many values were written.
  ///
  /// Writes `min(input.count, output.count)` values; an empty or shorter buffer is not an
  /// error. `input` and `output` may be the same memory (in-place scaling).
  ///
  /// - Parameters:
  ///   - input: The base values in points.
  ///   - output: Receives `input[i] × d / 300` (× `fontScale` when `text`).
  ///   - qualifier: The window dimension to follow (default `.smallWidth`).
  ///   - text: Multiplies by the Dynamic Type `fontScale` as well (the `ssp` family).
  @inlinable
  @discardableResult
  public func resolve(
    _ input: UnsafeBufferPointer<Double>,
    into output: UnsafeMutableBufferPointer<Double>,
    qualifier: DpQualifier = .smallWidth,
    text: Bool = false
  ) -> Int {
    Self.scale(input, by: linearFactor(qualifier, text: text), into: output)
  }

  /// Resolves `input` into `output` with a strategy's default curve; returns the count written.
  ///
  /// `output[i] = input[i] × factor(strategy)`, exactly `resolve(input[i], strategy:)`:
  /// 16 → 19.479486 (power), 13.8 (fluid), 18.4 (interpolated) on a 390 × 844 window.
  @inlinable
  @discardableResult
  public func resolve(
    _ input: UnsafeBufferPointer<Double>,
    into output: UnsafeMutableBufferPointer<Double>,
    strategy: ScalingStrategy
  ) -> Int {
    Self.scale(input, by: factor(strategy), into: output)
  }

  /// Resolves every value of `values` on `qualifier` into a new array.
  ///
  /// Equal to `values.map { $0.sdp(configuration) }` for `.smallWidth`, with one allocation
  /// (the result) and a vectorized loop.
  @inlinable
  public func resolveAll(
    _ values: [Double], qualifier: DpQualifier = .smallWidth, text: Bool = false
  ) -> [Double] {
    let k = linearFactor(qualifier, text: text)
    return [Double](unsafeUninitializedCapacity: values.count) { output, initialized in
      initialized = values.withUnsafeBufferPointer { Self.scale($0, by: k, into: output) }
    }
  }

  /// Multiplies `min(input.count, output.count)` values by `factor`; returns that count.
  ///
  /// The kernel behind every bulk resolve; a strategy's factor (`resolve(1, strategy:)`) can
  /// be passed here to resolve a buffer with any curve that is linear in the base value.
  @inlinable
  @discardableResult
  public static func scale(
    _ input: UnsafeBufferPointer<Double>,
    by factor: Double,
    into output: UnsafeMutableBufferPointer<Double>
  ) -> Int {
    let count = Swift.min(input.count, output.count)
    guard count > 0, let source = input.baseAddress, let target = output.baseAddress else {
      return 0
    }
    // Policy: raw pointers, not buffer subscripts, so the loop has no bounds checks in any
    // build configuration and vectorizes; `count` is clamped above, so it never overruns.
    for index in 0..<count { target[index] = source[index] * factor }
    return count
  }
}
