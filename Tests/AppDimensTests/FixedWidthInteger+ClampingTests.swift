import AppDimensTestSupport
import Testing

@testable import AppDimens

/// A row of the clamping conversion's doc table, typed in by hand.
struct ClampingCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let int: Int
  let byte: UInt8
  var testDescription: String { "\(value) → \(int), \(byte)" }
}

@Suite("FixedWidthInteger(clamping:): the one total Double → integer conversion")
struct FixedWidthIntegerClampingTests {
  @Test(
    "the doc table",
    arguments: [
      ClampingCase(value: 2.7, int: 2, byte: 2),
      .init(value: -2.7, int: -2, byte: 0),
      .init(value: 1e19, int: 9_223_372_036_854_775_807, byte: 255),
      .init(value: -1e19, int: -9_223_372_036_854_775_808, byte: 0),
      .init(value: .infinity, int: .max, byte: 255),
      .init(value: -.infinity, int: .min, byte: 0),
      .init(value: .nan, int: 0, byte: 0),
      .init(value: -0.0, int: 0, byte: 0),
      .init(value: 255.9, int: 255, byte: 255),
      .init(value: 256, int: 256, byte: 255),
    ])
  func docTable(_ row: ClampingCase) {
    #expect(Int(clamping: row.value) == row.int)
    #expect(UInt8(clamping: row.value) == row.byte)
  }

  /// The edges of `Int`: 2⁶³ is the first double `Int(x)` traps on; the double below it,
  /// 2⁶³ − 1024, converts exactly (hand-computed: the spacing of doubles near 2⁶³ is 2¹⁰).
  @Test func int64Edges() {
    let twoTo63 = 9_223_372_036_854_775_808.0
    #expect(Int(clamping: twoTo63) == .max)
    #expect(Int(clamping: twoTo63.nextDown) == 9_223_372_036_854_774_784)
    #expect(Int(clamping: -twoTo63) == .min)
    #expect(Int(clamping: (-twoTo63).nextUp) == -9_223_372_036_854_774_784)
    #expect(Int32(clamping: 2_147_483_647.5) == .max)
    #expect(Int32(clamping: -2_147_483_648.5) == .min)
    #expect(UInt64(clamping: 1.8446744073709552e19) == .max)
  }

  /// Seeded: every double, raw bits included, converts without trapping and lands in range,
  /// equal to `Int(x)` wherever that is defined.
  @Test func randomBitsNeverTrap() {
    var generator = SplitMix64(seed: 24)
    for _ in 0..<20_000 {
      let x = Double(bitPattern: generator.next())
      let converted = Int(clamping: x)
      if x.isFinite, abs(x) < 9e18 { #expect(converted == Int(x)) }
      if x.isNaN { #expect(converted == 0) }
      if x >= 9.3e18 { #expect(converted == .max) }
      if x <= -9.3e18 { #expect(converted == .min) }
    }
  }
}
