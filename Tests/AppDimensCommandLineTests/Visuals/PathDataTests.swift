import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("PathData: polylines with gaps and collinear points dropped")
struct PathDataTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let points: [Double]
    let path: String
    var testDescription: String { path }
  }

  // The rows of the doc comment's table; points as x0, y0, x1, y1, ….
  static let cases = [
    Case(points: [0, 0, 1, 1, 2, 2], path: "M0 0 L2 2"),
    Case(points: [0, 0, 1, 1, 2, 0], path: "M0 0 L1 1 L2 0"),
    Case(points: [0, 0, 1, .nan, 2, 2, 3, 3], path: "M0 0 M2 2 L3 3"),
    // A gentle kink: each point is within 0.05 of the line to its neighbour, the kink is not.
    Case(
      points: [0, 0, 1, 0, 2, 0, 3, 0.04, 4, 0.08, 5, 0.12, 6, 0.16, 7, 0.2, 8, 0.24],
      path: "M0 0 L2 0 L8 0.24"),
  ]

  static func pairs(_ flat: [Double]) -> [(x: Double, y: Double)] {
    stride(from: 0, to: flat.count, by: 2).map { (flat[$0], flat[$0 + 1]) }
  }

  @Test(arguments: cases) func path(_ c: Case) {
    #expect(PathData.polyline(Self.pairs(c.points)) == c.path)
  }

  @Test func droppedPointsStayNearTheDrawnLine() {
    var generator = SplitMix64(seed: 11)
    var points: [(x: Double, y: Double)] = []
    var y = 0.0
    for x in 0..<400 {
      y += Double(generator.next() % 5) / 10 - 0.2
      points.append((Double(x), y))
    }
    let kept = PathData.simplified(points, tolerance: 0.05)
    #expect(kept.first?.x == 0 && kept.last?.x == 399)
    // Every original point lies within 0.05 px of the segment covering its x: vertically
    // 0.05 × √(1 + slope²), and no segment is steeper than a step (±0.2): 0.051.
    for point in points {
      guard let right = kept.firstIndex(where: { $0.x >= point.x }) else { continue }
      let b = kept[right]
      let a = right > 0 ? kept[right - 1] : b
      let t = b.x == a.x ? 0 : (point.x - a.x) / (b.x - a.x)
      #expect(abs(a.y + t * (b.y - a.y) - point.y) <= 0.051)
    }
  }
}
