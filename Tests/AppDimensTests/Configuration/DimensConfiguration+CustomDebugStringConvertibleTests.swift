import Testing

@testable import AppDimens

/// A configuration and the summary lines the debug overlay must show for it.
struct DebugSummaryCase: Sendable, CustomTestStringConvertible {
  let name: String
  let configuration: DimensConfiguration
  let lines: [String]
  var testDescription: String { name }
}

private let cases: [DebugSummaryCase] = [
  .init(
    name: "iPhone portrait",
    configuration: DimensConfiguration(
      screenWidth: 390, screenHeight: 844, displayScale: 3, idiom: .phone,
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    lines: [
      "window 390 × 844 pt, portrait, sw 390",
      "screen 390 × 844 pt, multi-window no",
      "scale 3x, Dynamic Type large (font x1)",
      "idiom phone, mode normal, size classes w compact / h regular",
    ]),
  .init(
    name: "iPad Split View at accessibility3 with a density",
    configuration: DimensConfiguration(
      screenWidth: 507, screenHeight: 1024, displayScale: 2,
      contentSizeCategory: .accessibility3, uiMode: .normal, idiom: .pad,
      maximumWindowWidth: 1024, maximumWindowHeight: 1366, pixelsPerInch: 264),
    lines: [
      "window 507 × 1024 pt, portrait, sw 507",
      "screen 1024 × 1366 pt, multi-window yes",
      "scale 2x, Dynamic Type accessibility3 (font x2.35)",
      "idiom pad, mode normal, size classes w unknown / h unknown",
      "density 264 ppi",
    ]),
  .init(
    // A density this large used to trap converting hundredths to Int.
    name: "a density of 1e19 ppi",
    configuration: DimensConfiguration(screenWidth: 390, screenHeight: 844, pixelsPerInch: 1e19),
    lines: [
      "window 390 × 844 pt, portrait, sw 390",
      "screen 390 × 844 pt, multi-window no",
      "scale 1x, Dynamic Type large (font x1)",
      "idiom unspecified, mode normal, size classes w unknown / h unknown",
      "density 1e+19 ppi",
    ]),
  .init(
    name: "fractional sizes",
    configuration: DimensConfiguration(
      screenWidth: 844.333333, screenHeight: 390.5, displayScale: 1.5, fontScale: 1.05),
    lines: [
      "window 844.33 × 390.5 pt, landscape, sw 390.5",
      "screen 844.33 × 390.5 pt, multi-window no",
      "scale 1.5x, Dynamic Type large (font x1.05)",
      "idiom unspecified, mode normal, size classes w unknown / h unknown",
    ]),
  .init(
    name: "a 375 × 812 design frame",
    configuration: DimensConfiguration(
      screenWidth: 390, screenHeight: 844, designFrame: DesignFrame(width: 375, height: 812)),
    lines: [
      "window 390 × 844 pt, portrait, sw 390",
      "screen 390 × 844 pt, multi-window no",
      "scale 1x, Dynamic Type large (font x1)",
      "idiom unspecified, mode normal, size classes w unknown / h unknown",
      "design frame 375 × 812 pt",
    ]),
]

@Test(arguments: cases)
func summaryListsTheLiveConfiguration(_ row: DebugSummaryCase) {
  #expect(row.configuration.debugSummaryLines == row.lines)
  #expect(row.configuration.debugDescription == row.lines.joined(separator: "; "))
}

/// A number and how the summary prints it (at most two decimals, no trailing zeros).
struct SummaryNumberCase: Sendable, CustomTestStringConvertible {
  let value: Double
  let text: String
  var testDescription: String { "\(value) → \(text)" }
}

@Test(arguments: [
  SummaryNumberCase(value: 390, text: "390"),
  SummaryNumberCase(value: 2.352941, text: "2.35"),
  SummaryNumberCase(value: 0.5, text: "0.5"),
  SummaryNumberCase(value: 1.05, text: "1.05"),
  SummaryNumberCase(value: 1.004, text: "1"),
  SummaryNumberCase(value: 1.999, text: "2"),
  SummaryNumberCase(value: 0.07, text: "0.07"),
  SummaryNumberCase(value: -0.25, text: "-0.25"),
  SummaryNumberCase(value: -3.5, text: "-3.5"),
  // From 9·10^13 on (and for non-finite values), Swift's own notation; never a trap.
  SummaryNumberCase(value: 89_999_999_999_999, text: "89999999999999"),
  SummaryNumberCase(value: 9e13, text: "90000000000000.0"),
  SummaryNumberCase(value: 1e15, text: "1000000000000000.0"),
  SummaryNumberCase(value: 1e19, text: "1e+19"),
  SummaryNumberCase(value: -1e308, text: "-1e+308"),
  SummaryNumberCase(value: .infinity, text: "inf"),
  SummaryNumberCase(value: .nan, text: "nan"),
  SummaryNumberCase(value: .leastNonzeroMagnitude, text: "0"),
  SummaryNumberCase(value: -.leastNonzeroMagnitude, text: "0"),
])
func summaryNumbers(_ row: SummaryNumberCase) {
  #expect(DimensConfiguration.format(row.value) == row.text)
}
