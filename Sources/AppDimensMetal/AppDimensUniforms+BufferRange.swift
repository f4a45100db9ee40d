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
