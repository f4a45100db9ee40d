import Testing

@testable import AppDimens

struct DerivationCase: Sendable, CustomTestStringConvertible {
  let idiom: DeviceIdiom
  let width: Double
  let height: Double
  let horizontal: SizeClass
  let vertical: SizeClass
  var testDescription: String { "\(idiom) \(width)×\(height)" }
}

// iPhone and iPad rows: HIG, Layout › "Device size classes". Watch: compact both ways (the
// behaviour contract). Apple TV, Vision Pro, Mac, CarPlay: Apple publishes no table; the
// package's rule is the iPad width rule (regular from 678 pt), height regular.
let derivationRows: [DerivationCase] = [
  .init(idiom: .phone, width: 390, height: 844, horizontal: .compact, vertical: .regular),
  .init(idiom: .phone, width: 844, height: 390, horizontal: .compact, vertical: .compact),
  .init(idiom: .phone, width: 932, height: 430, horizontal: .regular, vertical: .compact),
  .init(idiom: .phone, width: 736, height: 414, horizontal: .regular, vertical: .compact),
  .init(idiom: .phone, width: 568, height: 320, horizontal: .compact, vertical: .compact),
  .init(idiom: .pad, width: 639, height: 1366, horizontal: .compact, vertical: .regular),
  .init(idiom: .pad, width: 678, height: 1024, horizontal: .regular, vertical: .regular),
  .init(idiom: .pad, width: 1024, height: 1366, horizontal: .regular, vertical: .regular),
  .init(idiom: .watch, width: 198, height: 242, horizontal: .compact, vertical: .compact),
  .init(idiom: .watch, width: 136, height: 170, horizontal: .compact, vertical: .compact),
  .init(idiom: .tv, width: 1920, height: 1080, horizontal: .regular, vertical: .regular),
  .init(idiom: .vision, width: 1280, height: 720, horizontal: .regular, vertical: .regular),
  .init(idiom: .vision, width: 677, height: 900, horizontal: .compact, vertical: .regular),
  .init(idiom: .mac, width: 500, height: 700, horizontal: .compact, vertical: .regular),
  .init(idiom: .mac, width: 1440, height: 900, horizontal: .regular, vertical: .regular),
  .init(idiom: .carPlay, width: 800, height: 480, horizontal: .regular, vertical: .regular),
  // No idiom: the width rule, as an iPad window of that width (HIG: panes under 678 pt are wC).
  .init(idiom: .unspecified, width: 200, height: 200, horizontal: .compact, vertical: .regular),
  .init(idiom: .unspecified, width: 390, height: 844, horizontal: .compact, vertical: .regular),
  .init(idiom: .unspecified, width: 677, height: 900, horizontal: .compact, vertical: .regular),
  .init(idiom: .unspecified, width: 678, height: 1024, horizontal: .regular, vertical: .regular),
  .init(idiom: .unspecified, width: 1024, height: 1366, horizontal: .regular, vertical: .regular),
]

@Test(arguments: derivationRows)
func documentedDerivation(_ row: DerivationCase) {
  #expect(
    SizeClass.derivedHorizontal(idiom: row.idiom, screenWidth: row.width, screenHeight: row.height)
      == row.horizontal)
  #expect(
    SizeClass.derivedVertical(idiom: row.idiom, screenWidth: row.width, screenHeight: row.height)
      == row.vertical)
  let configuration = DimensConfiguration(
    screenWidth: row.width, screenHeight: row.height, idiom: row.idiom)
  #expect(SizeClass.horizontal(in: configuration) == row.horizontal)
  #expect(SizeClass.vertical(in: configuration) == row.vertical)
}

@Test func theModeDecidesWhenTheIdiomIsUnspecified() {
  // A window known only by its mode derives as its platform's windows do.
  let watch = DimensConfiguration(screenWidth: 198, screenHeight: 242, uiMode: .watch)
  #expect(SizeClass.horizontal(in: watch) == .compact)
  #expect(SizeClass.vertical(in: watch) == .compact)
  let narrowMac = DimensConfiguration(screenWidth: 500, screenHeight: 700, uiMode: .mac)
  #expect(SizeClass.horizontal(in: narrowMac) == .compact)
  // Neither idiom nor mode (the README's headless configuration): a phone-wide window is
  // compact, as every iPhone in portrait is (HIG, Layout › Device size classes).
  let phoneSized = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  #expect(SizeClass.horizontal(in: phoneSized) == .compact)
  let padSized = DimensConfiguration(screenWidth: 820, screenHeight: 1180)
  #expect(SizeClass.horizontal(in: padSized) == .regular)
}

@Test func configurationSizeClassWins() {
  // A configuration that carries the system's size class is never second-guessed.
  let stageManager = DimensConfiguration(
    screenWidth: 700, screenHeight: 900, idiom: .pad, horizontalSizeClass: .compact)
  #expect(SizeClass.horizontal(in: stageManager) == .compact)
  let zoomed = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, idiom: .phone, horizontalSizeClass: .regular,
    verticalSizeClass: .compact)
  #expect(SizeClass.horizontal(in: zoomed) == .regular)
  #expect(SizeClass.vertical(in: zoomed) == .compact)
  let watch = DimensConfiguration(
    screenWidth: 198, screenHeight: 242, idiom: .watch, horizontalSizeClass: .regular)
  #expect(SizeClass.horizontal(in: watch) == .regular)
}

@Test func thresholds() {
  // HIG: the narrowest regular landscape iPhone is 414 pt wide (the Plus models); the
  // narrowest regular iPad pane is the 12.9″ landscape half, 678 pt.
  #expect(SizeClass.phoneRegularSmallestWidth == 414)
  #expect(SizeClass.padRegularMinimumWidth == 678)
}
