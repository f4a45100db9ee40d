import Testing

@testable import AppDimensBreakpoints

// The resolution order (width bucket, size class and idiom, size class, fallback, largest width
// below) with Adaptizer's edges 375 and 414: 390 is in w375's bucket; a 1024-wide regular pad
// window is in no bucket of [w375, w1366] (1366 starts above it), so wR.pad wins at step 3 (step 1, text size, has no key).
@Test func theWinningKeyItsStepAndWhy() throws {
  let table: Breakpoints<Double> = [.w375: 100, .w1366.default: 200, .wR.pad: 300]
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)
  let first = try #require(table.explain(phone))
  #expect(first.result == 100)
  #expect(first.steps.map(\.title) == ["window", "key"])
  #expect(first.steps[1].detail == "w375 — step 2 of 6, width bucket: 375 ≤ 390 < 414 → 100")

  let pad = DimensConfiguration(
    screenWidth: 1024, screenHeight: 1366, idiom: .pad, horizontalSizeClass: .regular)
  let second = try #require(table.explain(pad))
  #expect(second.result == 300)
  #expect(second.steps[1].detail.hasPrefix("wR.pad — step 3 of 6, size class regular on pad"))

  let below: Breakpoints<Double> = [.w320: 80, .w375: 100]
  let fifth = try #require(below.explain(pad))
  #expect(fifth.result == 100)
  #expect(fifth.steps[1].detail.hasPrefix("w375 — step 6 of 6, the largest width key below 1024"))

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

// A text-size key names the category the window stands at and the key's categories; a table
// with text-size keys says, for a later step, that none held the window's category. On a Mac
// (no Dynamic Type) font scale 1.7 stands at accessibility1: 1.7 ≥ 28 ÷ 17 = 1.647.
@Test func aWinningTextSizeKeyIsNamed() throws {
  let table: Breakpoints<Double> = [.w375: 100, .accessibilityTextSizes: 1]
  let large = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility2, idiom: .phone)
  let first = try #require(table.explain(large))
  #expect(
    first.steps[1].detail
      == ".accessibilityTextSizes — step 1 of 6, text size accessibility2 in accessibility1 … "
      + "accessibility5 → 1")

  let standard = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: .xxxLarge, idiom: .phone)
  let second = try #require(table.explain(standard))
  #expect(
    second.steps[1].detail
      == "w375 — step 2 of 6, width bucket: 375 ≤ 390 < 414 (no text-size key holds xxxLarge) → 100"
  )

  let mac = DimensConfiguration(
    screenWidth: 1024, screenHeight: 768, fontScale: 1.7, idiom: .mac)
  let exact: Breakpoints<Double> = [.wAny: 0, .textSize(from: .xxxLarge, through: .xxxLarge): 2]
  let third = try #require(table.explain(mac))
  #expect(
    third.steps[1].detail
      == ".accessibilityTextSizes — step 1 of 6, text size accessibility1 (font scale 1.7 on "
      + "macOS, no Dynamic Type) in accessibility1 … accessibility5 → 1")
  let fourth = try #require(exact.explain(mac))
  #expect(
    fourth.steps[1].detail
      == "wAny — step 5 of 6, the table's fallback (wAny or a key marked .default) (no text-size "
      + "key holds accessibility1, no width key's bucket holds 1024, no size-class key for "
      + "regular on mac or on any idiom) → 0")
}
