import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// A documented `rows(platform:maxSize:)` result for body.
struct RampRowsCase: Sendable, CustomTestStringConvertible {
  let platform: DimensPlatform
  let maxSize: ContentSizeCategory
  let cellCount: Int
  let lastSize: Double
  var testDescription: String { "\(platform) up to \(maxSize)" }
}

@Test(arguments: [
  RampRowsCase(platform: .iOS, maxSize: .accessibility3, cellCount: 10, lastSize: 40),
  RampRowsCase(platform: .iOS, maxSize: .accessibility5, cellCount: 12, lastSize: 53),
  RampRowsCase(platform: .watchOS, maxSize: .accessibility5, cellCount: 9, lastSize: 23),
  RampRowsCase(platform: .watchOS, maxSize: .medium, cellCount: 2, lastSize: 15),
  RampRowsCase(platform: .macOS, maxSize: .xSmall, cellCount: 1, lastSize: 13),
  RampRowsCase(platform: .tvOS, maxSize: .accessibility5, cellCount: 1, lastSize: 29),
  RampRowsCase(platform: .carPlay, maxSize: .accessibility5, cellCount: 1, lastSize: 17),
  RampRowsCase(platform: .visionOS, maxSize: .accessibility5, cellCount: 12, lastSize: 53),
])
func bodyRowHasTheDocumentedCells(_ c: RampRowsCase) {
  let rows = TypeRamp.rows(
    platform: c.platform, maxSize: c.maxSize, styles: [.body])
  #expect(rows.count == 1)
  #expect(rows.first?.cells.count == c.cellCount)
  #expect(rows.first?.cells.last?.metrics.size == c.lastSize)
}

/// The reference ramp of `platform`: each published style in ramp order, its sizes in column
/// order, the index of its `.large` column and its HIG weight (HIG Typography: headline Semibold,
/// every other Dynamic Type style Regular; macOS and tvOS weights from their tables).
func referenceRamp(
  _ platform: DimensPlatform
) -> [(style: String, sizes: [Double], large: Int, weight: String)] {
  func sizes(_ cells: [String]) -> [Double] { cells.compactMap { referenceCell($0)?.size } }
  func weight(_ style: String) -> String { style == "headline" ? "semibold" : "regular" }
  switch platform {
  case .iOS, .visionOS:
    return referenceIOS.map { ($0.style, sizes($0.cells), 3, weight($0.style)) }
  case .watchOS:
    return referenceWatchOS.map { ($0.style, sizes($0.cells), 2, weight($0.style)) }
  case .macOS: return referenceMacOS.map { ($0.style, sizes([$0.cell]), 0, $0.weight) }
  case .tvOS: return referenceTVOS.map { ($0.style, sizes([$0.cell]), 0, $0.weight) }
  case .carPlay:
    // No CarPlay table: the iOS column L, fixed, with the iOS weights.
    return referenceIOS.map { ($0.style, sizes([$0.cells[3]]), 0, weight($0.style)) }
  }
}

@Test(arguments: DimensPlatform.allCases)
func defaultRowsAreThePublishedStylesWithReferenceScales(_ platform: DimensPlatform) {
  let rows = TypeRamp.rows(platform: platform)
  let reference = referenceRamp(platform)
  #expect(rows.map(\.style.rawValue) == reference.map(\.style))
  for (row, expected) in zip(rows, reference) {
    #expect(row.weight.rawValue == expected.weight, "\(row.style)")
    #expect(row.cells.map(\.metrics.size) == expected.sizes, "\(row.style)")
    let scales = expected.sizes.map { $0 / expected.sizes[expected.large] }
    #expect(row.cells.count == scales.count)
    for (cell, scale) in zip(row.cells, scales) {
      #expect(isClose(cell.scale, scale, tolerance: 1e-12), "\(row.style) at \(cell.category)")
    }
  }
}

@Test func iOSRowsCarryTheMeasuredMetricsScale() {
  // Each cell's metricsScale is within 0.0015 of the least-squares fit of the dump's 19 bases.
  for row in TypeRamp.rows() {
    for cell in row.cells {
      let measured = measuredMetrics.first {
        $0.textStyle == row.style && $0.category == cell.category
      }
      #expect(
        measured.map { abs(leastSquaresMultiplier($0) - cell.metricsScale) < 0.0015 } == true,
        "\(row.style) at \(cell.category)")
    }
  }
  // Without Dynamic Type both growths are 1.
  #expect(
    TypeRamp.rows(platform: .macOS).allSatisfy { $0.cells.allSatisfy { $0.metricsScale == 1 } })
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
    TypeRamp.categories(platform: .watchOS)
      == referenceWatchColumns.map(\.contentSizeCategory))
  #expect(TypeRamp.categories(platform: .visionOS) == referenceIOSColumns)
}

@Test func aStyleOutsideThePlatformUsesItsStandIn() {
  let rows = TypeRamp.rows(platform: .watchOS, styles: [.callout])
  #expect(
    rows.first?.cells.map(\.metrics)
      == TypeRamp.rows(platform: .watchOS, styles: [.body]).first?.cells.map(\.metrics))
}
