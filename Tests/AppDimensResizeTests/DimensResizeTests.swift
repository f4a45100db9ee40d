import Testing

@testable import AppDimensResize

/// One row of the steps table.
struct StepsCase: Sendable, CustomTestStringConvertible {
  let minimum: Double
  let maximum: Double
  let step: Double
  let expected: [Double]
  var testDescription: String { "steps(\(minimum), \(maximum), \(step))" }
}

@Test(
  "steps follows Behavior Reference › Resize and units",
  arguments: [
    StepsCase(minimum: 10, maximum: 20, step: 2, expected: [10, 12, 14, 16, 18, 20]),
    StepsCase(minimum: 10, maximum: 15, step: 2, expected: [10, 12, 14, 15]),
    StepsCase(minimum: 20, maximum: 10, step: 5, expected: [10, 15, 20]),
    StepsCase(minimum: 12, maximum: 48, step: 0, expected: [12]),
    StepsCase(minimum: 12, maximum: 48, step: -1, expected: [12]),
    StepsCase(minimum: 12, maximum: 48, step: .nan, expected: [12]),
    StepsCase(minimum: 12, maximum: 48, step: .infinity, expected: [12]),
    StepsCase(minimum: 48, maximum: 12, step: 0, expected: [12]),
    StepsCase(minimum: 12, maximum: 12, step: 1, expected: [12]),
    StepsCase(minimum: .nan, maximum: 12, step: 1, expected: [12]),
    StepsCase(minimum: 12, maximum: .infinity, step: 1, expected: [12]),
    StepsCase(minimum: .nan, maximum: .nan, step: 1, expected: []),
    // Behavior Reference › Resize and units: decimals are stepped on their decimal grid, so 3 ×
    // 0.7 is 21 tenths, the double of 2.1 (in binary 3 × 0.7 = 2.0999999999999996, which came
    // before a second 2.1), and 3 × 0.1 is 0.3.
    StepsCase(minimum: 0, maximum: 2.1, step: 0.7, expected: [0, 0.7, 1.4, 2.1]),
    // 5e-8 below hi = 1.00000005 is a real size, kept before hi.
    StepsCase(
      minimum: 0, maximum: 1.000_000_05, step: 0.1,
      expected: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.000_000_05]),
    StepsCase(minimum: 0, maximum: 0.9, step: 0.3, expected: [0, 0.3, 0.6, 0.9]),
    StepsCase(minimum: 0.1, maximum: 0.5, step: 0.1, expected: [0.1, 0.2, 0.3, 0.4, 0.5]),
    // More than 9 decimal places: lo + i × step, as computed.
    StepsCase(
      minimum: 1, maximum: 1.3, step: 0.123_456_789_123,
      expected: [1, 1 + 0.123_456_789_123, 1 + 2 * 0.123_456_789_123, 1.3]),
    // A value equal to hi is not repeated.
    StepsCase(minimum: 0.5, maximum: 2, step: 0.5, expected: [0.5, 1, 1.5, 2]),
  ])
func stepsTable(_ row: StepsCase) {
  #expect(
    DimensResize.steps(minimum: row.minimum, maximum: row.maximum, step: row.step)
      == row.expected)
}

@Test("steps are the decimals they stand for, not accumulated, and end exactly at hi")
func stepsAreNotAccumulated() {
  let values = DimensResize.steps(minimum: 0, maximum: 1, step: 0.1)
  #expect(values.count == 11)
  for (i, value) in values.enumerated() {
    // i tenths: the double nearest i ÷ 10, which Swift reads from the text "0.i".
    #expect(value == Double("\(Double(i) / 10)"))
    #expect("\(value)".count <= 3)
  }
  #expect(values.last == 1)
}

@Test("steps returns at most 4096 values, hi last, even for huge ranges")
func stepsAreCapped() {
  let values = DimensResize.steps(minimum: 0, maximum: 100_000, step: 1)
  #expect(values.count == 4096)
  #expect(values[4094] == 4094)
  #expect(values.last == 100_000)
  let huge = DimensResize.steps(minimum: -1e308, maximum: 1e308, step: 1e-300)
  #expect(huge.count == 4096)
  #expect(huge.last == 1e308)
  #expect(DimensResize.steps(minimum: 0, maximum: 4095, step: 1).count == 4096)
  #expect(DimensResize.steps(minimum: 0, maximum: 4095, step: 1).last == 4095)
}

@Test("largestFitting reproduces Behavior Reference › Vectors: steps(10, 20, 2), fits ≤ 16 → 16")
func largestFittingVector() {
  let steps = DimensResize.steps(minimum: 10, maximum: 20, step: 2)
  #expect(DimensResize.largestFitting(steps) { $0 <= 16 } == 16)
  let none: Double? = DimensResize.largestFitting([10.0, 12, 14]) { $0 <= 9 }
  #expect(none == nil)
  #expect(DimensResize.largestFitting([10.0, 12, 14]) { _ in true } == 14)
  #expect(DimensResize.largestFitting([Double]()) { _ in true } == nil)
}

/// ⌈log2(n + 1)⌉, computed by doubling.
func ceilLog2(_ x: Int) -> Int {
  var power = 1
  var bits = 0
  while power < x {
    power *= 2
    bits += 1
  }
  return bits
}

@Test("largestFitting finds the last fit in at most ⌈log2(n + 1)⌉ calls, for every n and cut")
func largestFittingCallCount() {
  for n in 0...300 {
    let candidates = (0..<n).map(Double.init)
    for fitting in 0...n {
      var calls = 0
      let found = DimensResize.largestFitting(candidates) { candidate -> Bool in
        calls += 1
        return candidate < Double(fitting)
      }
      #expect(found == (fitting == 0 ? nil : Double(fitting - 1)), "n \(n), fitting \(fitting)")
      #expect(calls <= ceilLog2(n + 1), "n \(n), fitting \(fitting): \(calls) calls")
    }
  }
  for n in [1000, 4096, 65_535, 1_000_000] {
    let candidates = Array(0..<n)
    var calls = 0
    _ = DimensResize.largestFitting(candidates) { candidate -> Bool in
      calls += 1
      return candidate < n / 3
    }
    #expect(calls <= ceilLog2(n + 1))
  }
}

@Test("largestFitting rethrows the predicate's error")
func largestFittingRethrows() {
  struct Stop: Error {}
  #expect(throws: Stop.self) {
    try DimensResize.largestFitting([1.0, 2, 3]) { _ in throw Stop() }
  }
}

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
