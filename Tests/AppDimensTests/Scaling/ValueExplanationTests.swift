import AppDimensTestSupport
import Testing

@testable import AppDimens

// The documented rows, by hand from the seed's rule v × d ÷ 300: 16 × 390 ÷ 300 = 20.8;
// 16 × 844 ÷ 300 = 45.013333; × fontScale 1.5 = 31.2; a Split View pane with suffix i is 16.
@Test func theDocumentedStepsAndResults() {
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let plain = AppDimens.explain(16, configuration: phone)
  #expect(plain.result == 16.0 * 390 / 300)
  #expect(plain.steps.map(\.title) == ["window", "qualifier", "factor"])
  #expect(
    plain.description == """
      window: 390 × 844 pt, portrait, large, no design frame (reference 300 pt)
      qualifier: smallWidth → the shorter side, 390 pt
      factor: 390 ÷ 300 = 1.3 → 20.8
      result: 20.8
      """)

  let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  let wide = AppDimens.explain(16, configuration: landscape, qualifier: .width)
  #expect(isClose(wide.result, 16.0 * 844 / 300))
  #expect(wide.steps[1].detail == "width → the width, 844 pt")

  let text = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 1.5)
  let grown = AppDimens.explain(16, configuration: text, text: true)
  #expect(isClose(grown.result, 16 * 1.3 * 1.5))
  #expect(grown.steps.last?.title == "text size")
  #expect(grown.steps.last?.detail.hasPrefix("× fontScale 1.5") == true)

  let pane = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, maximumWindowWidth: 1024, maximumWindowHeight: 1366)
  #expect(pane.isMultiWindow)
  let unscaled = AppDimens.explain(16, configuration: pane, ignoreMultiWindow: true)
  #expect(unscaled.result == 16)
  #expect(unscaled.steps.map(\.title) == ["window", "multi-window"])
}

// Scale limits: on the 12.9-inch iPad's 1024-point side the factor 1024 ÷ 300 = 3.413333 is
// kept in 0.8...1.5, so 16 becomes 16 × 1.5 = 24; a value's own range replaces the app's.
@Test func aLimitIsAStepOfItsOwn() {
  let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366, scaleLimits: 0.8...1.5)
  let limited = AppDimens.explain(16, configuration: pad)
  #expect(limited.result == 24)
  #expect(limited.steps.map(\.title) == ["window", "qualifier", "factor", "limit"])
  #expect(
    limited.steps[3].detail
      == "factor 3.413333 kept in 0.8...1.5 (the configuration's scale limits) → 1.5 → 24")
  let own = AppDimens.explain(16, configuration: pad, scaleLimits: 0.5...2)
  #expect(own.result == 32)
  #expect(own.steps[3].detail.contains("(this value's)"))
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, scaleLimits: 0.8...1.5)
  #expect(AppDimens.explain(16, configuration: phone).steps[3].detail.contains("1.3 within"))
}

// An inverter that swaps the qualifier in landscape says so.
@Test func anInverterIsNamed() {
  let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  let swapped = AppDimens.explain(
    16, configuration: landscape, qualifier: .height, inverter: .phToLw)
  #expect(
    swapped.steps[1].detail == "height (inverter: height → width in landscape) → the width, 844 pt")
  #expect(isClose(swapped.result, 16.0 * 844 / 300))
}

// Pixel rounding, by hand: 16 × 390 ÷ 300 = 20.8; at @3x 62.4 px → 62 px → 20.666667. Text at
// fontScale 1.25: 20.8 × 1.25 = 26 → 78 px, already on the grid.
@Test func theRoundingStep() {
  let phone = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3, roundsToPixels: true)
  let rounded = AppDimens.explain(16, configuration: phone)
  #expect(rounded.result == 62.0 / 3)
  #expect(
    rounded.description == """
      window: 390 × 844 pt, portrait, large, no design frame (reference 300 pt)
      qualifier: smallWidth → the shorter side, 390 pt
      factor: 390 ÷ 300 = 1.3 → 20.8
      round: to the pixel grid of 3x (1/3 pt): 20.8 × 3 = 62.4 px → 62 px → 20.666667
      result: 20.666667
      """)
  let text = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, displayScale: 3, fontScale: 1.25)
  let own = AppDimens.explain(16, configuration: text, roundsToPixels: true, text: true)
  #expect(own.steps.map(\.title) == ["window", "qualifier", "factor", "text size", "round"])
  #expect(
    own.steps.last?.detail
      == "to the pixel grid of 3x (1/3 pt) (this value's): 26 × 3 = 78 px, already on it → 26")
  #expect(own.result == 26)
  #expect(AppDimens.explain(16, configuration: text).steps.allSatisfy { $0.title != "round" })
}

// Seeded: for any window and arguments the explanation's result is the function's value, and
// each step that carries a number carries the value so far.
@Test func theResultIsAlwaysTheFunctionsValue() {
  var random = SplitMix64(seed: 0xE7_91_A1)
  for _ in 0..<2_000 {
    let width = 1 + random.unit() * 3_000
    let height = 1 + random.unit() * 3_000
    let lower = random.unit() * 2
    let window = DimensConfiguration(
      screenWidth: width, screenHeight: height,
      displayScale: [1.0, 2, 3, 2.608][Int(random.next() % 4)],
      fontScale: 0.5 + random.unit() * 3,
      maximumWindowWidth: random.unit() < 0.3 ? width * 2 : width,
      maximumWindowHeight: height,
      scaleLimits: random.unit() < 0.5 ? lower...(lower + random.unit() * 3) : nil,
      roundsToPixels: random.next() % 2 == 0)
    let own: ClosedRange<Double>? = random.unit() < 0.3 ? 0.9...1.1 : nil
    let ownRounding: Bool? = [nil, true, false][Int(random.next() % 3)]
    let value = (random.unit() - 0.2) * 200
    let qualifier = DpQualifier.allCases[Int(random.next() % 3)]
    let aspect = random.next() % 2 == 0
    let ignore = random.next() % 2 == 0
    let text = random.next() % 2 == 0
    let explained = AppDimens.explain(
      value, configuration: window, qualifier: qualifier, aspectRatio: aspect,
      ignoreMultiWindow: ignore, scaleLimits: own, roundsToPixels: ownRounding, text: text)
    let expected =
      text
      ? AppDimens.sp(
        value, configuration: window, qualifier: qualifier, aspectRatio: aspect,
        ignoreMultiWindow: ignore, scaleLimits: own, roundsToPixels: ownRounding)
      : AppDimens.dp(
        value, configuration: window, qualifier: qualifier, aspectRatio: aspect,
        ignoreMultiWindow: ignore, scaleLimits: own, roundsToPixels: ownRounding)
    #expect(explained.result == expected)
    #expect(explained.steps.last(where: { $0.value != nil })?.value == expected)
  }
}

@Test(arguments: [
  (20.8, "20.8"), (13, "13"), (21.5503071, "21.550307"), (-0.0000001, "0"), (Double.nan, "nan"),
  (Double.infinity, "∞"), (1e20, "1e+20"),
])
func explanationNumbersPrintAtMostSixDecimals(_ value: Double, _ text: String) {
  #expect(ValueExplanation.number(value) == text)
}
