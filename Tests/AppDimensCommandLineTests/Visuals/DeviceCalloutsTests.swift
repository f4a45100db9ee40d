import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("DeviceCallouts: labels that never overlap, shared at one position, thinned to fit")
struct DeviceCalloutsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let xs: [Double]
    let labels: [String]
    let anchors: [Double]
    var testDescription: String { "\(xs)" }
  }

  // The rows of the doc comment's table (size 11: spacing ⌈1.25 × 11 × √2⌉ = 20; limit 900).
  static let cases = [
    Case(xs: [100, 300], labels: ["A", "B"], anchors: [100, 300]),
    Case(xs: [100, 100, 105], labels: ["A +1", "C"], anchors: [100, 120]),
    Case(xs: [890, 895], labels: ["A", "B"], anchors: [880, 900]),
  ]

  static func layout(_ xs: [Double], left: Double = 0, limit: Double = 900) -> DeviceCallouts {
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"]
    return DeviceCallouts(
      devices: xs.enumerated().map { (names[$0.offset % names.count], $0.element) }, size: 11,
      left: left, limit: limit)
  }

  @Test(arguments: cases) func anchors(_ c: Case) {
    let layout = Self.layout(c.xs)
    #expect(layout.callouts.map(\.anchor) == c.anchors)
    #expect(layout.callouts.map(\.text) == c.labels)
  }

  @Test func spacingIsOneLineHeightAcrossTheRotatedLabels() {
    // 1.25 × 11 px across two 45° strips is 1.25 × 11 × √2 = 19.45 px along x.
    #expect(DeviceCallouts.spacing(size: 11) == 20)
  }

  @Test func randomPositionsKeepSpacingAndBounds() {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<200 {
      let count = Int(generator.next() % 80) + 1
      let xs = (0..<count).map { _ in Double(generator.next() % 860) + 40 }.sorted()
      let layout = Self.layout(xs, left: 40)
      let anchors = layout.callouts.map(\.anchor)
      #expect(anchors.last.map { $0 <= 900 } ?? false)
      #expect(anchors.first.map { $0 >= 40 } ?? false)
      for (a, b) in zip(anchors, anchors.dropFirst()) { #expect(b - a >= 20 - 1e-9) }
      // Thinning keeps every device: each is in exactly one label.
      #expect(layout.callouts.map(\.names.count).reduce(0, +) == count)
    }
  }

  @Test func extentGrowsWithTheLongestLabel() {
    let short = DeviceCallouts(devices: [("TV", 100)], size: 11, left: 0, limit: 900)
    let long = DeviceCallouts(devices: [("iPhone 17 Pro Max", 100)], size: 11, left: 0, limit: 900)
    #expect(long.extent(size: 11).height > short.extent(size: 11).height)
    #expect(long.extent(size: 11).right > 100)
  }
}
