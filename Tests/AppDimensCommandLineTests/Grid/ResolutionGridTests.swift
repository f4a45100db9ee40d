import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("ResolutionGrid: devices × expressions, and its four renderings")
struct ResolutionGridTests {
  static func compile(_ sources: [String]) -> [CompiledExpression] {
    sources.compactMap { try? ExpressionEvaluator().compile($0) }
  }

  @Test func valuesEqualTheEngineOnEachDevice() {
    let grid = ResolutionGrid(
      devices: DeviceCatalog.all, orientation: .landscape,
      expressions: Self.compile(["16.sdp", "16.ssp"]))
    #expect(grid.rows.count == DeviceCatalog.all.count)
    for row in grid.rows {
      #expect(row.subject.device != nil)
      let c = row.subject.device?.configuration(orientation: .landscape)
      #expect(row.subject.configuration == c)
      #expect(row.values == [16.sdp(row.subject.configuration), 16.ssp(row.subject.configuration)])
    }
  }

  @Test func iPhoneSEColumnFromTheDocExample() {
    // 16 × 320 / 300 (Behavior Reference › Principal scaling on the first SE's 320-pt smallest
    // width), then 16 × 375 / 300 = 20 on the 2nd/3rd generation SE.
    let grid = ResolutionGrid(
      devices: DeviceCatalog.devices(in: .phone), expressions: Self.compile(["16.sdp"]))
    #expect(grid.rows[0].values == [16 * 320.0 / 300])
    #expect(grid.rows[1].values == [20])
  }

  @Test func splitLeavesOutDevicesWithoutThatPane() {
    let grid = ResolutionGrid(
      devices: DeviceCatalog.all, orientation: .portrait, split: .oneThird,
      expressions: Self.compile(["16.sdpi"]))
    #expect(grid.rows.map(\.subject.label) == DeviceCatalog.devices(in: .pad).map(\.name))
    #expect(grid.rows.allSatisfy { $0.values == [16] && $0.subject.configuration.isMultiWindow })
    let none = ResolutionGrid(
      devices: DeviceCatalog.all, orientation: .portrait, split: .half,
      expressions: Self.compile(["16.sdp"]))
    #expect(none.rows.isEmpty)
  }

  static let grid = ResolutionGrid(
    devices: [.iPhone15, .appleTV4K], category: .accessibility3,
    expressions: compile(["16.sdp", "16.ssp", "16.scaledDp(qualifier: height, sensitivity: 0.5)"]))

  @Test func csvHasMachineColumnsAndFullPrecision() {
    let records = parseCSV(Self.grid.render(.csv))
    #expect(
      records[0] == [
        "device", "identifier", "family", "platform", "width", "height", "scale", "category",
        "16.sdp", "16.ssp", "16.scaledDp(qualifier: height, sensitivity: 0.5)",
      ])
    #expect(records.count == 3)
    #expect(records[1][0] == "iPhone 15" && records[1][7] == "accessibility3")
    #expect(records[1][3] == "iOS" && records[2][3] == "tvOS")
    #expect(Double(records[1][8]) == 16.sdp(Self.grid.rows[0].subject.configuration))
    // Apple TV ignores the category: 16.ssp = 16.sdp = 16 × 1080 ÷ 300 = 57.6.
    #expect(records[2][7] == "accessibility3" && records[2][9] == "57.6")
  }

  @Test func jsonIsValidAndComplete() throws {
    let parsed = try #require(parseJSON(Self.grid.render(.json)) as? [String: Any])
    #expect(parsed["orientation"] as? String == "portrait")
    let rows = try #require(parsed["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[1]["identifier"] as? String == "appleTV4K")
    let values = try #require(rows[0]["values"] as? [String: Double])
    // 16 × 393 / 300 × 40/17 (body at AX3 ÷ body at L).
    #expect(isClose(try #require(values["16.ssp"]), 16 * 393 / 300 * 40 / 17, tolerance: 1e-9))
  }

  @Test func textAndMarkdownShapes() {
    let text = Self.grid.render(.text).split(separator: "\n")
    #expect(text.count == 4)
    #expect(text[0].hasPrefix("device"))
    #expect(text[2].contains("393×852") && text[2].contains("AX3") && text[2].contains("20.96"))
    let markdown = Self.grid.render(.markdown).split(separator: "\n")
    #expect(markdown[1] == "|---|---|---:|---|---:|---:|---:|")
  }

  @Test func arbitrarySubjects() {
    let subjects = [320.0, 600].map {
      ResolutionGrid.Subject(
        label: "w\($0)", configuration: DimensConfiguration(screenWidth: $0, screenHeight: 900))
    }
    let grid = ResolutionGrid(subjects: subjects, expressions: Self.compile(["30.wdp"]))
    #expect(grid.rows.map(\.values) == [[32], [60]])
    let parsed = parseJSON(grid.render(.json)) as? [String: Any]
    #expect(parsed?["orientation"] is NSNull)
  }
}

@Suite("ResolutionGrid progress: the same grid, with a callback per row")
struct ResolutionGridProgressTests {
  @Test func sameRowsAsThePlainInitializerAndOneCallPerRow() {
    let expressions = ["16.sdp", "17.ssp"].compactMap { try? ExpressionEvaluator().compile($0) }
    let subjects = DeviceCatalog.all.map {
      ResolutionGrid.Subject(label: $0.name, configuration: $0.configuration(), device: $0)
    }
    var calls: [Int] = []
    let grid = ResolutionGrid(subjects: subjects, expressions: expressions) { calls.append($0) }
    let plain = ResolutionGrid(subjects: subjects, expressions: expressions)
    #expect(grid.rows.map(\.values) == plain.rows.map(\.values))
    #expect(calls == Array(1...subjects.count))
    #expect(grid.column(0) == subjects.map { 16.sdp($0.configuration) })
    #expect(grid.column(5).isEmpty)
  }
}
