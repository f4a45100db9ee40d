import Testing

@testable import AppDimensMetal

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
