import Testing

@testable import AppDimensDevices

@Suite("SplitViewWidths: the published table E.3 and the inferred pattern")
struct SplitViewWidthsTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let portrait: (Double, Double)
    let landscape: [Double]
    let portraitPanes: [Double]
    var testDescription: String { "\(portrait.0)×\(portrait.1)" }
  }

  // Published rows (E.3) and the documented rows for newer screens (E.3 text, doc table).
  static let rows: [Row] = [
    .init(portrait: (768, 1024), landscape: [320, 507, 694], portraitPanes: [320, 438]),
    .init(portrait: (834, 1112), landscape: [320, 551, 782], portraitPanes: [320, 504]),
    .init(portrait: (834, 1194), landscape: [375, 592, 809], portraitPanes: [320, 504]),
    .init(portrait: (1024, 1366), landscape: [375, 678, 981], portraitPanes: [375, 639]),
    .init(portrait: (744, 1133), landscape: [320, 561.5, 803], portraitPanes: [320, 414]),
    .init(portrait: (820, 1180), landscape: [320, 585, 850], portraitPanes: [320, 490]),
    .init(portrait: (834, 1210), landscape: [375, 600, 825], portraitPanes: [320, 504]),
    .init(portrait: (1032, 1376), landscape: [375, 683, 991], portraitPanes: [375, 647]),
  ]

  @Test(arguments: rows)
  func inferredPatternFitsEveryRow(_ row: Row) {
    let widths = SplitViewWidths.inferred(
      portraitWidth: row.portrait.0, portraitHeight: row.portrait.1)
    #expect(
      [widths.landscapeThird, widths.landscapeHalf, widths.landscapeTwoThirds] == row.landscape)
    #expect([widths.portraitThird, widths.portraitTwoThirds] == row.portraitPanes)
  }

  @Test func publishedTableOfThe129InchEqualsThePattern() {
    #expect(
      DeviceProfile.iPadPro129.splitView
        == SplitViewWidths.inferred(portraitWidth: 1024, portraitHeight: 1366))
  }

  @Test func everyPadHasSplitViewAndNothingElseDoes() {
    for profile in DeviceCatalog.all {
      #expect((profile.splitView != nil) == (profile.family == .pad), "\(profile.name)")
    }
  }

  @Test func widthPerFraction() {
    let widths = SplitViewWidths.inferred(portraitWidth: 820, portraitHeight: 1180)
    #expect(widths.width(.full, orientation: .landscape, screenWidth: 1180) == 1180)
    #expect(widths.width(.half, orientation: .landscape, screenWidth: 1180) == 585)
    #expect(widths.width(.half, orientation: .portrait, screenWidth: 820) == nil)
    #expect(widths.width(.twoThirds, orientation: .portrait, screenWidth: 820) == 490)
  }
}
