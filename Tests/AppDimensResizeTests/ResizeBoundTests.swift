import Testing

@testable import AppDimensResize

/// One row of the ResizeBound table.
struct ResizeBoundCase: Sendable, CustomTestStringConvertible {
  let bound: ResizeBound
  let fontScale: Double
  let expected: Double
  var testDescription: String { "\(bound) at fontScale \(fontScale)" }
}

@Test(
  "ResizeBound.points follows Behavior Reference › Resize and units on 390 × 844",
  arguments: [
    ResizeBoundCase(bound: .fixedDp(12), fontScale: 1, expected: 12),
    ResizeBoundCase(bound: .fixedSp(12), fontScale: 1.25, expected: 15),
    ResizeBoundCase(bound: .percent(12, .width), fontScale: 1, expected: 46.8),
    ResizeBoundCase(bound: .percent(150, .height), fontScale: 1, expected: 844),
    ResizeBoundCase(bound: .percent(-5, .width), fontScale: 1, expected: 0),
    ResizeBoundCase(bound: .percent(50, .smallWidth), fontScale: 1, expected: 195),
    ResizeBoundCase(bound: .fixedDp(-4), fontScale: 1, expected: 0),
    ResizeBoundCase(bound: .fixedSp(.nan), fontScale: 2, expected: 0),
    ResizeBoundCase(bound: .fixedDp(.infinity), fontScale: 1, expected: 0),
  ])
func resizeBoundTable(_ row: ResizeBoundCase) {
  let configuration = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, fontScale: row.fontScale)
  #expect(abs(row.bound.points(configuration) - row.expected) < 1e-9)
}

@Test("The seed's resize example compiles and picks the largest fitting size")
func seedResizeExample() {
  let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
  let availableWidth = 200.0
  func measuredTextWidth(fontSize: Double) -> Double { fontSize * 6 }

  let candidates = DimensResize.steps(
    minimum: ResizeBound.fixedSp(12).points(configuration),
    maximum: ResizeBound.percent(12, .width).points(configuration),
    step: 1
  )

  let fontSize = DimensResize.largestFitting(candidates) { candidate in
    measuredTextWidth(fontSize: candidate) <= availableWidth
  }
  // Candidates 12, 13, …, 46, 46.8; 33 × 6 = 198 ≤ 200 < 34 × 6.
  #expect(candidates.first == 12)
  #expect(candidates.last == 46.8)
  #expect(fontSize == 33)
}
