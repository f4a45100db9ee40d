// Probe: the public Metal API of AppDimensMetal, and the macOS-only flush it relies on, called
// without an `os(macOS)` fence so the Linux check type-checks the call against the Metal stub.

import AppDimensMetal
import Metal

func probeMetal(configuration: DimensConfiguration) {
  guard let device = MTLCreateSystemDefaultDevice(),
    let buffer = AppDimensMetal.makeBuffer(device: device, configuration: configuration)
  else { return }
  AppDimensMetal.update(buffer, configuration: configuration)
  if let range = AppDimensUniforms.byteRange(inBufferOfLength: buffer.length),
    buffer.storageMode == .managed
  {
    buffer.didModifyRange(range)
  }
}
