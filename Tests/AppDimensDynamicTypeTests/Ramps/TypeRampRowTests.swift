import Testing

@testable import AppDimensDynamicType

/// A documented `rows(platform:maximumCategory:)` result for body.
struct RampRowsCase: Sendable, CustomTestStringConvertible {
  let platform: TypePlatform
  let maximumCategory: ContentSizeCategory
  let cellCount: Int
  let lastSize: Double
  var testDescription: String { "\(platform) up to \(maximumCategory)" }
}

@Test(arguments: [
  RampRowsCase(platform: .ios, maximumCategory: .accessibility3, cellCount: 10, lastSize: 40),
  RampRowsCase(platform: .ios, maximumCategory: .accessibility5, cellCount: 12, lastSize: 53),
  RampRowsCase(platform: .watchos, maximumCategory: .accessibility5, cellCount: 9, lastSize: 23),
  RampRowsCase(platform: .watchos, maximumCategory: .medium, cellCount: 2, lastSize: 15),
  RampRowsCase(platform: .macos, maximumCategory: .xSmall, cellCount: 1, lastSize: 13),
  RampRowsCase(platform: .tvos, maximumCategory: .accessibility5, cellCount: 1, lastSize: 29),
])
func bodyRowHasTheDocumentedCells(_ c: RampRowsCase) {
  let rows = TypeRamp.rows(
    platform: c.platform, maximumCategory: c.maximumCategory, styles: [.body])
  #expect(rows.count == 1)
  #expect(rows.first?.cells.count == c.cellCount)
  #expect(rows.first?.cells.last?.metrics.size == c.lastSize)
}

@Test(arguments: TypePlatform.allCases)
func defaultRowsAreThePublishedStylesWithReferenceScales(_ platform: TypePlatform) {
  let rows = TypeRamp.rows(platform: platform)
  #expect(rows.map(\.style) == TypeRamp.styles(platform: platform))
  for row in rows {
    #expect(row.weight == TypeRamp.weight(row.style, platform: platform))
    let large = TypeRamp.metrics(row.style, .large, platform: platform)?.size ?? .nan
    for cell in row.cells {
      #expect(isClose(cell.scale, cell.metrics.size / large, tolerance: 1e-12))
    }
  }
}

@Test func iOSRowsCoverTheReferenceTable() {
  let rows = TypeRamp.rows()
  for reference in referenceIOS {
    let row = rows.first { $0.style.rawValue == reference.style }
    #expect(row?.cells.map(\.category) == referenceIOSColumns)
    #expect(
      row?.cells.map(\.metrics.size) == reference.cells.compactMap { referenceCell($0)?.size })
  }
}

@Test func watchColumnsAreTheNineWatchCategories() {
  #expect(
    TypeRamp.categories(platform: .watchos)
      == referenceWatchColumns.map(\.contentSizeCategory))
  #expect(TypeRamp.categories(platform: .visionos) == referenceIOSColumns)
}

@Test func aStyleOutsideThePlatformUsesItsStandIn() {
  let rows = TypeRamp.rows(platform: .watchos, styles: [.callout])
  #expect(
    rows.first?.cells.map(\.metrics)
      == TypeRamp.rows(platform: .watchos, styles: [.body]).first?.cells.map(\.metrics))
}
