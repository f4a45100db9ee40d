import AppDimensTestSupport
import Testing

@testable import AppDimensAuto

// MARK: The seed's Auto examples, exactly as written in the seed document.

enum SeedAutoExample: String, CaseIterable, Sendable {
  case value, spacing, televisionTitle, title

  func resolve(_ configuration: DimensConfiguration) -> Double {
    switch self {
    case .value:
      let value = 16.autoScaledDp
        .qualifier(24, .width, minimum: 600)
        .rotate(14, .landscape)
        .mode(28, .television)
        .resolve(configuration)
      return value
    case .spacing:
      let spacing = 16.autoScaledDp
        .qualifier(20, .width, minimum: 600)
        .qualifier(24, .width, minimum: 900)
        .resolve(configuration)
      return spacing
    case .televisionTitle:
      let televisionTitle = 24.autoScaledDp
        .screen(
          42,
          condition: .init(
            mode: .television,
            orientation: .landscape,
            qualifier: .width,
            minimum: 1280
          )
        )
        .resolve(configuration)
      return televisionTitle
    case .title:
      let title = 20.autoSp
        .screen(28, condition: .init(qualifier: .width, minimum: 700))
        .resolve(configuration)
      return title
    }
  }
}

enum SeedWindow: String, CaseIterable, Sendable {
  case phone, landscapePhone, padPortrait, padLandscape, television

  var configuration: DimensConfiguration {
    switch self {
    case .phone: .init(screenWidth: 390, screenHeight: 844, displayScale: 3, idiom: .phone)
    case .landscapePhone:
      .init(screenWidth: 844, screenHeight: 390, displayScale: 3, idiom: .phone)
    case .padPortrait: .init(screenWidth: 1024, screenHeight: 1366, displayScale: 2, idiom: .pad)
    case .padLandscape: .init(screenWidth: 1366, screenHeight: 1024, displayScale: 2, idiom: .pad)
    case .television:
      .init(screenWidth: 1920, screenHeight: 1080, uiMode: .television, idiom: .tv)
    }
  }

  /// The smallest width: the default final qualifier's dimension.
  var smallestWidth: Double {
    switch self {
    case .phone, .landscapePhone: 390
    case .padPortrait, .padLandscape: 1024
    case .television: 1080
    }
  }
}

struct SeedAutoCase: Sendable, CustomTestStringConvertible {
  let example: SeedAutoExample
  let window: SeedWindow
  /// The value the ranking rule must choose (Behavior Reference › Principal scaling), worked out by
  /// hand.
  let chosen: Double
  var testDescription: String { "\(example) on \(window)" }
}

// Chosen values by Behavior Reference › Principal scaling: specificity 4·mode + 2·qualifier +
// 1·orientation, then threshold.
let seedAutoCases: [SeedAutoCase] = [
  // value: base 16; width ≥ 600 (2) → 24; landscape (1) → 14; television (4) → 28.
  .init(example: .value, window: .phone, chosen: 16),
  .init(example: .value, window: .landscapePhone, chosen: 24),
  .init(example: .value, window: .padPortrait, chosen: 24),
  .init(example: .value, window: .padLandscape, chosen: 24),
  .init(example: .value, window: .television, chosen: 28),
  // spacing: base 16; width ≥ 600 → 20; width ≥ 900 → 24 (larger threshold wins the tie).
  .init(example: .spacing, window: .phone, chosen: 16),
  .init(example: .spacing, window: .landscapePhone, chosen: 20),
  .init(example: .spacing, window: .padPortrait, chosen: 24),
  .init(example: .spacing, window: .padLandscape, chosen: 24),
  .init(example: .spacing, window: .television, chosen: 24),
  // televisionTitle: base 24; television + landscape + width ≥ 1280 → 42.
  .init(example: .televisionTitle, window: .phone, chosen: 24),
  .init(example: .televisionTitle, window: .landscapePhone, chosen: 24),
  .init(example: .televisionTitle, window: .padPortrait, chosen: 24),
  .init(example: .televisionTitle, window: .padLandscape, chosen: 24),
  .init(example: .televisionTitle, window: .television, chosen: 42),
  // title (text): base 20; width ≥ 700 → 28.
  .init(example: .title, window: .phone, chosen: 20),
  .init(example: .title, window: .landscapePhone, chosen: 28),
  .init(example: .title, window: .padPortrait, chosen: 28),
  .init(example: .title, window: .padLandscape, chosen: 28),
  .init(example: .title, window: .television, chosen: 28),
]

@Test(arguments: seedAutoCases)
func seedExample(_ row: SeedAutoCase) {
  let expected = row.chosen * Reference.auto(row.window.smallestWidth)
  #expect(isClose(row.example.resolve(row.window.configuration), expected))
}

@Test func everySeedExampleAndWindowIsCovered() {
  for example in SeedAutoExample.allCases {
    for window in SeedWindow.allCases {
      #expect(seedAutoCases.contains { $0.example == example && $0.window == window })
    }
  }
}

@Test func autoSpMultipliesByFontScale() {
  let window = DimensConfiguration(screenWidth: 390, screenHeight: 844, fontScale: 1.25)
  #expect(isClose(SeedAutoExample.title.resolve(window), 20 * 1.3 * 1.25))
  let large = DimensConfiguration(screenWidth: 1024, screenHeight: 1366, fontScale: 1.5)
  #expect(isClose(SeedAutoExample.title.resolve(large), 28 * Reference.auto(1024) * 1.5))
  // autoScaledDp ignores the font scale.
  #expect(isClose(SeedAutoExample.value.resolve(window), 16 * 1.3))
}

@Test func specVectorAuto() {
  // Behavior Reference › Vectors: 1024 × 1366, 16 auto → 32.219968.
  let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  #expect(isClose(16.autoScaledDp.resolve(pad), 32.219968))
}

// MARK: Ranking ties, through the Auto builder (Behavior Reference › Principal scaling).

struct AutoTieCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Double
  let height: Double
  let mode: UIMode
  let build: @Sendable (AutoScaledBuilder) -> AutoScaledBuilder
  let chosen: Double
  var testDescription: String { name }
}

let autoTieCases: [AutoTieCase] = [
  .init(
    name: "two equal rotations: the earlier", width: 844, height: 390, mode: .normal,
    build: { $0.rotate(10, .landscape).rotate(20, .landscape) }, chosen: 10),
  .init(
    name: "equal specificity and threshold on different axes: the earlier", width: 1024,
    height: 1366, mode: .normal,
    build: { $0.qualifier(10, .width, minimum: 600).qualifier(20, .height, minimum: 600) },
    chosen: 10),
  .init(
    name: "larger threshold wins, declared first", width: 1024, height: 1366, mode: .normal,
    build: { $0.qualifier(20, .width, minimum: 900).qualifier(10, .width, minimum: 600) },
    chosen: 20),
  .init(
    name: "larger threshold wins, declared last", width: 1024, height: 1366, mode: .normal,
    build: { $0.qualifier(10, .width, minimum: 600).qualifier(20, .width, minimum: 900) },
    chosen: 20),
  .init(
    name: "qualifier (2) beats orientation (1)", width: 1366, height: 1024, mode: .normal,
    build: { $0.rotate(10, .landscape).qualifier(20, .width, minimum: 600) }, chosen: 20),
  .init(
    name: "mode (4) beats qualifier + orientation (3)", width: 1920, height: 1080,
    mode: .television,
    build: {
      $0.screen(20, orientation: .landscape, qualifier: .width, minimum: 600).mode(10, .television)
    }, chosen: 10),
  .init(
    name: "mode + orientation (5) beats mode (4)", width: 1920, height: 1080, mode: .television,
    build: { $0.mode(10, .television).screen(30, mode: .television, orientation: .landscape) },
    chosen: 30),
  .init(
    name: "unset qualifier minimum never breaks a tie", width: 844, height: 390, mode: .normal,
    build: {
      $0.rotate(10, .landscape).screen(20, condition: .init(orientation: .landscape, minimum: 900))
    }, chosen: 10),
  .init(
    name: "nothing matches: the base", width: 390, height: 844, mode: .normal,
    build: { $0.mode(10, .television).qualifier(20, .width, minimum: 600) }, chosen: 16),
]

@Test(arguments: autoTieCases)
func rankingTie(_ row: AutoTieCase) {
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: row.height, uiMode: row.mode)
  let chain = row.build(16.autoScaledDp)
  #expect(chain.select(configuration) == row.chosen)
  let d = min(row.width, row.height)
  #expect(isClose(chain.resolve(configuration), row.chosen * Reference.auto(d)))
}

// MARK: Flags and the final qualifier.

@Test func aspectRatioBelowTransitionMatchesTheSpecSdpaVector() {
  // Behavior Reference › Vectors: 390 × 844, 16.sdpa → 21.550307; the adjusted dimension (404) is
  // below 480.
  let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(isClose(16.autoScaledDp.aspectRatio().resolve(phone), 21.550307))
}

@Test func aspectRatioAboveTransitionCompressesTheAdjustedDimension() {
  let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  let adjusted = 300 * Reference.aspectFactor(d: 1024, ar: 1366.0 / 1024)
  #expect(
    isClose(16.autoScaledDp.aspectRatio().resolve(pad), 16 * Reference.auto(adjusted)))
  let k = 0.5
  let softer = 300 * Reference.aspectFactor(d: 1024, ar: 1366.0 / 1024, k: k)
  #expect(
    isClose(
      16.autoScaledDp.aspectRatio(sensitivity: k).resolve(pad), 16 * Reference.auto(softer)))
  #expect(isClose(16.autoScaledDp.aspectRatio(false).resolve(pad), 32.219968))
}

@Test func ignoreMultiWindowReturnsTheChosenValueUnscaled() {
  // Behavior Reference › Configuration example of a multi-window pane: 400 × 700 on an 800 × 700
  // screen.
  let pane = DimensConfiguration(
    screenWidth: 400, screenHeight: 700, fontScale: 1.2, maximumWindowWidth: 800,
    maximumWindowHeight: 700)
  #expect(16.autoScaledDp.ignoreMultiWindow().resolve(pane) == 16)
  #expect(isClose(16.autoSp.ignoreMultiWindow().resolve(pane), 16 * 1.2))
  #expect(16.autoScaledDp.rotate(12, .portrait).ignoreMultiWindow().resolve(pane) == 12)
  #expect(isClose(16.autoScaledDp.resolve(pane), 16 * Reference.auto(400)))
  let full = DimensConfiguration(screenWidth: 800, screenHeight: 700)
  #expect(
    isClose(16.autoScaledDp.ignoreMultiWindow().resolve(full), 16 * Reference.auto(700)))
}

@Test func finalQualifierAndInverter() {
  let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
  #expect(
    isClose(
      16.autoScaledDp.finalQualifier(.width).resolve(landscape), 16 * Reference.auto(844)))
  #expect(
    isClose(
      16.autoScaledDp.finalQualifier(.height).resolve(landscape), 16 * Reference.auto(390)))
  #expect(
    isClose(
      16.autoScaledDp.finalQualifier(.smallWidth, inverter: .swToLw).resolve(landscape),
      16 * Reference.auto(844)))
}

@Test func aBuiltChainIsAReusableValue() {
  let chain = 16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
  let copy = chain
  #expect(chain == copy)
  #expect(chain.links.count == 2)
  #expect(chain.base == 16)
  #expect(chain.chain.links.map(\.value) == [24, 14])
  let windows = SeedWindow.allCases.map(\.configuration)
  let first = windows.map(chain.resolve)
  for _ in 0..<100 { #expect(windows.map(chain.resolve) == first) }
  // Adding a link returns a new value and leaves the original unchanged.
  _ = chain.mode(99, .television)
  #expect(chain.links.count == 2)
}

@Test func selectionIsIndependentOfOrderForDistinctRanks() {
  // Links with distinct rank keys give the same winner in every declaration order.
  var generator = SplitMix64(seed: 0xA072)
  let conditions: [ScreenCondition] = [
    .init(orientation: .landscape), .init(qualifier: .width, minimum: 600),
    .init(qualifier: .width, minimum: 900), .init(mode: .television),
    .init(mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280),
  ]
  for _ in 0..<200 {
    let configuration = DimensConfiguration(
      screenWidth: Double.random(in: 300...2000, using: &generator),
      screenHeight: Double.random(in: 300...2000, using: &generator),
      uiMode: Bool.random(using: &generator) ? .television : .normal)
    let forward = conditions.enumerated().reduce(16.autoScaledDp) {
      $0.screen(Double($1.offset + 1), condition: $1.element)
    }
    let backward = conditions.enumerated().reversed().reduce(16.autoScaledDp) {
      $0.screen(Double($1.offset + 1), condition: $1.element)
    }
    #expect(forward.resolve(configuration) == backward.resolve(configuration))
  }
}

struct AutoShorthandCase: Sendable, CustomTestStringConvertible {
  let width: Double
  let height: Double
  let fontScale: Double
  let text: Bool
  let expected: Double
  var testDescription: String { "\(text ? "autoSp" : "autoScaledDp") \(width)×\(height)" }
}

// The rows of the doc comments of `autoScaledDp` and `autoSp`.
let autoShorthandRows: [AutoShorthandCase] = [
  .init(width: 390, height: 844, fontScale: 1, text: false, expected: 20.8),
  .init(width: 1024, height: 1366, fontScale: 1, text: false, expected: 32.219968),
  .init(width: 390, height: 844, fontScale: 1, text: true, expected: 26),
  .init(width: 390, height: 844, fontScale: 1.25, text: true, expected: 32.5),
]

@Test(arguments: autoShorthandRows)
func documentedShorthandRows(_ row: AutoShorthandCase) {
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: row.height, fontScale: row.fontScale)
  let base: Double = row.text ? 20 : 16
  let result =
    row.text
    ? 20.autoSp.resolve(configuration) : 16.autoScaledDp.resolve(configuration)
  #expect(isClose(result, row.expected))
  // From the Behavior Reference formula, independently.
  let d = min(row.width, row.height)
  #expect(
    isClose(result, base * Reference.auto(d) * (row.text ? row.fontScale : 1)))
}

@Test func everyNumericTypeStartsTheSameChain() {
  let configuration = DimensConfiguration(screenWidth: 1024, screenHeight: 1366)
  let expected = 16 * Reference.auto(1024)
  #expect(isClose(16.autoScaledDp.resolve(configuration), expected))
  #expect(isClose(16.0.autoScaledDp.resolve(configuration), expected))
  #expect(isClose(Float(16).autoScaledDp.resolve(configuration), expected))
  #expect(isClose(UInt8(16).autoScaledDp.resolve(configuration), expected))
  #expect(16.autoScaledDp.fontScale == false)
  #expect(16.autoSp.fontScale == true)
}
