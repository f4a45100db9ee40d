// The seed's "Metal usage", exactly as written, inside a function that supplies its `device`
// and `configuration` (a top-level snippet cannot be type-checked on its own). Type-checked
// against the stub SDKs by Scripts/check-apple.sh.

import AppDimensMetal
import Metal

/// Creates the uniform buffer once; keep it outside the frame loop.
func makeUniformBuffer(device: any MTLDevice, configuration: DimensConfiguration) -> any MTLBuffer {
  let uniforms = AppDimensUniforms(configuration)
  precondition(MemoryLayout<AppDimensUniforms>.stride == 64)
  // swift-format-ignore: NeverForceUnwrap
  let buffer = AppDimensMetal.makeBuffer(
    device: device,
    configuration: configuration
  )!
  return buffer
}

/// Rewrites the uniforms after a window, display, orientation or Dynamic Type change only.
func windowDidChange(buffer: any MTLBuffer, to configuration: DimensConfiguration) {
  AppDimensMetal.update(buffer, configuration: configuration)
}
