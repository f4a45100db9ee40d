import Testing

@testable import AppDimensBreakpoints

// The resolution order (width bucket, size class and idiom, size class, fallback, largest width
// below) with Adaptizer's edges 375 and 414: 390 is in w375's bucket; a 1024-wide regular pad
// window is in no bucket of [w375, w1366] (1366 starts above it), so wR.pad wins at step 2.
@Test func theWinningKeyItsStepAndWhy() throws {
  let table: Breakpoints<Double> = [.w375: 100, .w1366.default: 200, .wR.pad: 300]
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)
  let first = try #require(table.explain(phone))
  #expect(first.result == 100)
  #expect(first.steps.map(\.title) == ["window", "key"])
  #expect(first.steps[1].detail == "w375 — step 1 of 5, width bucket: 375 ≤ 390 < 414 → 100")

  let pad = DimensConfiguration(
    screenWidth: 1024, screenHeight: 1366, idiom: .pad, horizontalSizeClass: .regular)
  let second = try #require(table.explain(pad))
  #expect(second.result == 300)
  #expect(second.steps[1].detail.hasPrefix("wR.pad — step 2 of 5, size class regular on pad"))

  let below: Breakpoints<Double> = [.w320: 80, .w375: 100]
  let fifth = try #require(below.explain(pad))
  #expect(fifth.result == 100)
  #expect(fifth.steps[1].detail.hasPrefix("w375 — step 5 of 5, the largest width key below 1024"))

  let none: Breakpoints<Double> = [.wC.phone: 1]
  #expect(none.explain(pad) == nil)
}

// Seeded: the explanation's result is the table's value in every window.
@Test func theExplanationAgreesWithResolve() {
  let table: Breakpoints<Double> = [
    .w320: 80, .w414: 120, .wC.phone: 90, .wR.pad: 140, .w1024.default: 200,
  ]
  var state: UInt64 = 0x5EED
  for _ in 0..<1_000 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let width = 200 + Double(state >> 40) / Double(1 << 24) * 1_400
    let idiom: DeviceIdiom = state & 1 == 0 ? .phone : .pad
    let window = DimensConfiguration(screenWidth: width, screenHeight: 900, idiom: idiom)
    #expect(table.explain(window)?.result == table.resolve(window))
  }
}
