import Testing

@testable import AppDimensDevices

@Suite("SplitFraction: availability per orientation and parsing")
struct SplitFractionTests {
  @Test func halfIsLandscapeOnly() {
    #expect(SplitFraction.half.isAvailable(in: .landscape))
    #expect(!SplitFraction.half.isAvailable(in: .portrait))
    for fraction in [SplitFraction.oneThird, .twoThirds, .full] {
      #expect(fraction.isAvailable(in: .portrait) && fraction.isAvailable(in: .landscape))
    }
  }

  struct Parse: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: SplitFraction?
    var testDescription: String { text }
  }

  @Test(arguments: [
    Parse(text: "1/3", expected: .oneThird), Parse(text: "oneThird", expected: .oneThird),
    Parse(text: "third", expected: .oneThird), Parse(text: "1/2", expected: .half),
    Parse(text: "Half", expected: .half), Parse(text: "2/3", expected: .twoThirds),
    Parse(text: "two-thirds", expected: .twoThirds), Parse(text: "full", expected: .full),
    Parse(text: "1", expected: .full), Parse(text: "3/4", expected: nil),
    Parse(text: "", expected: nil),
  ])
  func parsing(_ p: Parse) {
    #expect(SplitFraction(parsing: p.text) == p.expected)
  }
}
