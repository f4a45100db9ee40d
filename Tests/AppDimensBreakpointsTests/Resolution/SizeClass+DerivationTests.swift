import Testing

@testable import AppDimensBreakpoints

struct DerivationCase: Sendable, CustomTestStringConvertible {
  let idiom: DeviceIdiom
  let width: Double
  let height: Double
  let expected: SizeClass
  var testDescription: String { "\(idiom) \(width)×\(height)" }
}

// The rows of the doc comment (HIG Layout › Device size classes).
let derivationRows: [DerivationCase] = [
  .init(idiom: .phone, width: 390, height: 844, expected: .compact),
  .init(idiom: .phone, width: 844, height: 390, expected: .compact),
  .init(idiom: .phone, width: 932, height: 430, expected: .regular),
  .init(idiom: .pad, width: 639, height: 1366, expected: .compact),
  .init(idiom: .pad, width: 678, height: 1024, expected: .regular),
  .init(idiom: .pad, width: 1024, height: 1366, expected: .regular),
  .init(idiom: .tv, width: 1920, height: 1080, expected: .regular),
]

@Test(arguments: derivationRows)
func documentedDerivation(_ row: DerivationCase) {
  #expect(
    SizeClass.derivedHorizontal(idiom: row.idiom, screenWidth: row.width, screenHeight: row.height)
      == row.expected)
}

@Test(arguments: breakpointWindowCases)
func derivationAgreesWithTheReference(_ row: BreakpointWindowCase) {
  // Every catalog window with a HIG size class: the derivation gives the same one.
  guard let expected = row.window.sizeClass else { return }
  let derived = SizeClass.horizontal(in: row.window.configuration(explicitSizeClass: false))
  #expect(derived == expected)
}

@Test func configurationSizeClassWins() {
  // A configuration that carries the system's size class is never second-guessed.
  let stageManager = DimensConfiguration(
    screenWidth: 700, screenHeight: 900, idiom: .pad, horizontalSizeClass: .compact)
  #expect(SizeClass.horizontal(in: stageManager) == .compact)
  let zoomed = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, idiom: .phone, horizontalSizeClass: .regular)
  #expect(SizeClass.horizontal(in: zoomed) == .regular)
}

@Test func otherIdiomsAreRegular() {
  for idiom in [DeviceIdiom.tv, .carPlay, .mac, .vision, .watch, .unspecified] {
    #expect(
      SizeClass.derivedHorizontal(idiom: idiom, screenWidth: 200, screenHeight: 200) == .regular)
  }
  #expect(SizeClass.phoneRegularSmallestWidth == 414)
  #expect(SizeClass.padRegularMinimumWidth == 678)
}
