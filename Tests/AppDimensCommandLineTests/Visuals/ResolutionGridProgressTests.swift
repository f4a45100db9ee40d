import Testing

@testable import AppDimensCommandLine

@Suite("ResolutionGrid+Progress: the same grid, with a callback per row")
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
