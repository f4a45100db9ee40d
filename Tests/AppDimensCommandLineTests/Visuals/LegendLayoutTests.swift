import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("LegendLayout: entries in rows that fit")
struct LegendLayoutTests {
  @Test func shortEntriesShareOneRow() {
    let legend = LegendLayout(entries: ["16.sdp", "16.ssp"], left: 76, top: 70, right: 900)
    #expect(legend.entries.map(\.y) == [70, 70])
    // Second entry: 76 + (30 + 6 × 0.58 × 13) + 24.
    #expect(isClose(legend.entries[1].x, 76 + 30 + 6 * 0.58 * 13 + 24))
    #expect(legend.bottom == 84)
  }

  @Test func longEntriesWrap() {
    let long = String(repeating: "x", count: 60)
    let legend = LegendLayout(entries: [long, long, long], left: 76, top: 70, right: 900)
    #expect(legend.entries.map(\.y) == [70, 92, 114])
    #expect(legend.entries.allSatisfy { $0.x == 76 })
  }
}
