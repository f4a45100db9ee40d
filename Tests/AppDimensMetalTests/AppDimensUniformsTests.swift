import Testing

@testable import AppDimensMetal

@Test(
  "AppDimensUniforms is a 64-byte block of four 16-byte lanes (Behavior Reference › Metal uniforms)"
)
func uniformsLayout() {
  #expect(MemoryLayout<AppDimensUniforms>.size == 64)
  #expect(MemoryLayout<AppDimensUniforms>.stride == 64)
  #expect(MemoryLayout<AppDimensUniforms>.alignment == 16)
  #expect(MemoryLayout<AppDimensUniforms>.offset(of: \.viewport) == 0)
  #expect(MemoryLayout<AppDimensUniforms>.offset(of: \.ratios) == 16)
  #expect(MemoryLayout<AppDimensUniforms>.offset(of: \.display) == 32)
  #expect(MemoryLayout<AppDimensUniforms>.offset(of: \.reserved) == 48)
}

/// A window and its expected lanes, from the Behavior Reference's formulas.
struct UniformsCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let displayScale: Double
  let fontScale: Double
  let maximumWidth: Double?
  var testDescription: String { "\(width) × \(height) @\(displayScale)x" }

  var expected: [[Double]] {
    let sw = min(width, height)
    let lg = max(width, height)
    let multi = width < 0.95 * (maximumWidth ?? width)
    return [
      [width, height, sw, lg],
      [
        sw / 300, width / 300, height / 300,
        (width * width + height * height).squareRoot() / 611.628155,
      ],
      [displayScale, fontScale, lg / sw, multi ? 1 : 0],
      [0, 0, 0, 0],
    ]
  }
}

@Test(
  "The lanes follow Behavior Reference › Metal uniforms",
  arguments: [
    UniformsCase(width: 390, height: 844, displayScale: 3, fontScale: 1, maximumWidth: nil),
    UniformsCase(width: 844, height: 390, displayScale: 3, fontScale: 1.25, maximumWidth: nil),
    UniformsCase(width: 507, height: 768, displayScale: 2, fontScale: 1, maximumWidth: 1024),
    UniformsCase(width: 1920, height: 1080, displayScale: 1, fontScale: 1, maximumWidth: nil),
  ])
func uniformsValues(_ row: UniformsCase) {
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: row.height, displayScale: row.displayScale,
    fontScale: row.fontScale, maximumWindowWidth: row.maximumWidth)
  let uniforms = AppDimensUniforms(configuration)
  let lanes = [uniforms.viewport, uniforms.ratios, uniforms.display, uniforms.reserved]
  for (lane, expected) in zip(lanes, row.expected) {
    for i in 0..<4 {
      #expect(abs(Double(lane[i]) - expected[i]) <= 1e-6 * max(1, abs(expected[i])))
    }
  }
}

@Test("The doc table: 390 × 844 @3x")
func uniformsDocTable() {
  let uniforms = AppDimensUniforms(
    DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3))
  #expect(uniforms.viewport == SIMD4(390, 844, 390, 844))
  #expect(abs(uniforms.ratios.z - 2.813333) < 1e-5)
  #expect(abs(uniforms.ratios.w - 1.520124) < 1e-5)
  #expect(abs(uniforms.display.z - 2.164103) < 1e-5)
  #expect(uniforms.display.w == 0)
  #expect(uniforms.reserved == .zero)
}

@Test("With a design frame the ratios lane holds the frame's ratios; the reserved lane stays 0")
func uniformsWithADesignFrame() {
  let frame = DesignFrame(width: 390, height: 844)
  let onTheFrame = AppDimensUniforms(
    DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3, designFrame: frame))
  #expect(onTheFrame.ratios == SIMD4(1, 1, 1, 1))
  #expect(onTheFrame.reserved == .zero)
  let pad = AppDimensUniforms(
    DimensConfiguration(screenWidth: 820, screenHeight: 1180, designFrame: frame))
  // sw ÷ min(W, H), w ÷ W, h ÷ H, hypot(w, h) ÷ hypot(W, H), rounded to Float once.
  let padDiagonal: Double = (820.0 * 820 + 1180.0 * 1180).squareRoot()
  let frameDiagonal: Double = (390.0 * 390 + 844.0 * 844).squareRoot()
  let diagonal = padDiagonal / frameDiagonal
  #expect(
    pad.ratios
      == SIMD4(Float(820.0 / 390), Float(820.0 / 390), Float(1180.0 / 844), Float(diagonal)))
  // The other lanes do not read the frame.
  let plain = AppDimensUniforms(DimensConfiguration(screenWidth: 820, screenHeight: 1180))
  #expect(pad.viewport == plain.viewport && pad.display == plain.display)
  #expect(pad.reserved == .zero)
}

@Test("The bytes are the four lanes in order, as the MSL struct reads them")
func uniformsBytes() {
  let uniforms = AppDimensUniforms(
    viewport: SIMD4(1, 2, 3, 4), ratios: SIMD4(5, 6, 7, 8), display: SIMD4(9, 10, 11, 12))
  let floats = withUnsafeBytes(of: uniforms) { Array($0.bindMemory(to: Float.self)) }
  let expected: [Float] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 0, 0, 0]
  #expect(floats == expected)
}

/// A buffer length and the bytes an update may write (Behavior Reference › Metal uniforms: the
/// block is 64 bytes).
struct BufferRangeCase: Sendable, CustomTestStringConvertible {
  let length: Int
  let expected: Range<Int>?
  var testDescription: String { "length \(length)" }
}

@Test(
  "An update writes the 64-byte block at offset 0, or nothing into a smaller buffer",
  arguments: [
    BufferRangeCase(length: 64, expected: 0..<64),
    BufferRangeCase(length: 256, expected: 0..<64),
    BufferRangeCase(length: 65, expected: 0..<64),
    BufferRangeCase(length: 63, expected: nil),
    BufferRangeCase(length: 16, expected: nil),
    BufferRangeCase(length: 0, expected: nil),
    BufferRangeCase(length: -1, expected: nil),
    BufferRangeCase(length: .min, expected: nil),
  ])
func bufferRange(_ row: BufferRangeCase) {
  #expect(AppDimensUniforms.byteRange(inBufferOfLength: row.length) == row.expected)
}
