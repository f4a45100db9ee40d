#if canImport(Metal)
  import Metal

  /// Creates and updates the shared Metal buffer that holds ``AppDimensUniforms``.
  ///
  /// ```swift
  /// let buffer = AppDimensMetal.makeBuffer(device: device, configuration: configuration)
  /// // …after a window, display, orientation or Dynamic Type change:
  /// AppDimensMetal.update(buffer, configuration: newConfiguration)
  /// ```
  ///
  /// Bind it to the shader's `constant AppDimensUniforms &` argument:
  ///
  /// ```metal
  /// struct AppDimensUniforms {
  ///     float4 viewport;
  ///     float4 ratios;
  ///     float4 display;
  ///     float4 reserved;
  /// };
  /// ```
  ///
  /// | call | bytes written |
  /// |---|---|
  /// | `makeBuffer` | 64 (a new buffer of length 64) |
  /// | `update` on a buffer of ≥ 64 bytes | 64, at offset 0 |
  /// | `update` on a smaller buffer | 0 (left unchanged) |
  public enum AppDimensMetal {
    /// A new 64-byte buffer holding the uniforms of `configuration`, or nil when the device
    /// cannot allocate it.
    public static func makeBuffer(
      device: any MTLDevice, configuration: DimensConfiguration
    ) -> (any MTLBuffer)? {
      let uniforms = AppDimensUniforms(configuration)
      return withUnsafeBytes(of: uniforms) { bytes -> (any MTLBuffer)? in
        guard let base = bytes.baseAddress else { return nil }
        return device.makeBuffer(bytes: base, length: bytes.count, options: [])
      }
    }

    /// Rewrites the uniforms of `configuration` at the start of `buffer`.
    ///
    /// A buffer shorter than 64 bytes is left unchanged (never a trap). On macOS a buffer in
    /// managed storage is flushed with `didModifyRange(_:)`.
    public static func update(_ buffer: any MTLBuffer, configuration: DimensConfiguration) {
      guard let range = AppDimensUniforms.byteRange(inBufferOfLength: buffer.length) else {
        return
      }
      buffer.contents().storeBytes(
        of: AppDimensUniforms(configuration), as: AppDimensUniforms.self)
      // Policy: `didModifyRange(_:)` exists only on macOS and Mac Catalyst, so the flush is
      // fenced. `APPLE_STUB_CHECK` (set only by Scripts/check-apple.sh) opens the fence on
      // Linux so this exact call is type-checked against the Metal stub too.
      #if os(macOS) || targetEnvironment(macCatalyst) || APPLE_STUB_CHECK
        if buffer.storageMode == .managed { buffer.didModifyRange(range) }
      #endif
    }
  }
#endif
