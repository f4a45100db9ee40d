import Testing

@testable import AppDimensDynamicType

/// One row of the `iOSPointSize` doc table.
struct PointSizeCase: Sendable, CustomTestStringConvertible {
  let style: TextStyle
  let ordinal: Int
  let size: Double?
  var testDescription: String { "\(style) @\(ordinal) = \(size.map { "\($0)" } ?? "nil")" }
}

@Suite("The constant iOS size table")
struct TypeRampIOSPointSizeTests {
  @Test(
    "Every iOS cell equals the HIG reference literal",
    arguments: iOSCellCases)
  func matchesReference(_ cell: RampCellCase) {
    #expect(TypeRamp.iOSPointSize(cell.style, ordinal: cell.category.ordinal) == cell.size)
  }

  @Test(
    "The doc table",
    arguments: [
      PointSizeCase(style: .body, ordinal: 3, size: 17),
      PointSizeCase(style: .body, ordinal: 9, size: 40),
      PointSizeCase(style: .largeTitle, ordinal: 0, size: 31),
      PointSizeCase(style: .caption2, ordinal: 11, size: 40),
      PointSizeCase(style: .footnote1, ordinal: 3, size: 13),
      PointSizeCase(style: .body, ordinal: 12, size: nil),
      PointSizeCase(style: .body, ordinal: -1, size: nil),
    ])
  func docTable(_ row: PointSizeCase) {
    #expect(TypeRamp.iOSPointSize(row.style, ordinal: row.ordinal) == row.size)
  }

  @Test("Stand-in styles agree with the general iOS lookup", arguments: TextStyle.allCases)
  func agreesWithResolvedMetrics(_ style: TextStyle) {
    for category in ContentSizeCategory.allCases {
      #expect(
        TypeRamp.iOSPointSize(style, ordinal: category.ordinal)
          == TypeRamp.resolvedMetrics(style, category, platform: .iOS)?.size)
    }
  }

  @Test(
    "The font ramp on iOS is size(category) ÷ size(large) from the reference",
    arguments: iOSCellCases)
  func scaledUsesTheTable(_ cell: RampCellCase) {
    guard
      let large = iOSCellCases.first(where: { $0.style == cell.style && $0.category == .large })
    else {
      Issue.record("no .large reference cell for \(cell.style)")
      return
    }
    let scaled = DynamicType.scaled(
      10, relativeTo: cell.style, category: cell.category, curve: .fontRamp)
    #expect(abs(scaled - 10 * cell.size / large.size) < 1e-12)
  }
}
