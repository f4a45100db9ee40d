import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("PlotAxis: the swept dimension and the window shape kept while sweeping")
struct PlotAxisTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let axis: PlotAxis
    let x: Double
    let aspect: Double
    let width: Double
    let height: Double
    var testDescription: String { "\(axis) at \(x), aspect \(aspect)" }
  }

  // The rows of the doc comment's table.
  static let cases = [
    Case(axis: .width, x: 300, aspect: 533.0 / 300, width: 300, height: 533),
    Case(axis: .height, x: 533, aspect: 533.0 / 300, width: 300, height: 533),
    Case(axis: .smallWidth, x: 600, aspect: 0.5, width: 1200, height: 600),
    Case(axis: .width, x: 600, aspect: 0.5, width: 600, height: 300),
  ]

  @Test(arguments: cases) func window(_ c: Case) {
    let size = c.axis.window(at: c.x, aspect: c.aspect)
    #expect(isClose(size.width, c.width) && isClose(size.height, c.height))
  }

  @Test func positionInvertsWindow() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let x = Double(generator.next() % 100_000) / 10 + 1
      let aspect = Double(generator.next() % 990 + 10) / 100
      for axis in PlotAxis.allCases {
        let size = axis.window(at: x, aspect: aspect)
        #expect(isClose(axis.position(width: size.width, height: size.height), x, tolerance: 1e-7))
        #expect(isClose(size.height / size.width, aspect, tolerance: 1e-9))
      }
    }
  }

  @Test func names() {
    #expect(PlotAxis(name: "smallWidth") == .smallWidth)
    #expect(PlotAxis(name: "sw") == .smallWidth)
    #expect(PlotAxis(name: "Height") == .height)
    #expect(PlotAxis(name: "diagonal") == nil)
  }
}
