import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("DeviceCallouts: fanned-out labels that never overlap")
struct DeviceCalloutsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let xs: [Double]
    let anchors: [Double]
    var testDescription: String { "\(xs)" }
  }

  // The rows of the doc comment's table (spacing 13, limit 900).
  static let cases = [
    Case(xs: [100, 300], anchors: [100, 300]),
    Case(xs: [100, 100, 105], anchors: [100, 113, 126]),
    Case(xs: [890, 895], anchors: [887, 900]),
  ]

  @Test(arguments: cases) func anchors(_ c: Case) {
    let layout = DeviceCallouts(
      labels: c.xs.map { "\($0)" }, xs: c.xs, spacing: 13, limit: 900)
    #expect(layout.callouts.map(\.anchor) == c.anchors)
  }

  @Test func randomPositionsKeepSpacingAndLimit() {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<200 {
      let count = Int(generator.next() % 30) + 1
      let xs = (0..<count).map { _ in Double(generator.next() % 860) + 40 }.sorted()
      let layout = DeviceCallouts(labels: xs.map { "\($0)" }, xs: xs, spacing: 13, limit: 900)
      let anchors = layout.callouts.map(\.anchor)
      #expect(anchors.last.map { $0 <= 900 } ?? false)
      for (a, b) in zip(anchors, anchors.dropFirst()) { #expect(b - a >= 13 - 1e-9) }
    }
  }

  @Test func extentGrowsWithTheLongestLabel() {
    let short = DeviceCallouts(labels: ["TV"], xs: [100], spacing: 13, limit: 900)
    let long = DeviceCallouts(labels: ["iPhone 17 Pro Max"], xs: [100], spacing: 13, limit: 900)
    #expect(long.extent(size: 11).height > short.extent(size: 11).height)
    #expect(long.extent(size: 11).right > 100)
  }
}
