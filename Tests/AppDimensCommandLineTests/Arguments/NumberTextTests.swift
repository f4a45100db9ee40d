import Testing

@testable import AppDimensCommandLine

@Suite("NumberText: strict parsing and fixed/compact printing")
struct NumberTextTests {
  @Test func parsing() {
    #expect(NumberText.parse("390") == 390)
    #expect(NumberText.parse("-1.5e2") == -150)
    #expect(NumberText.parse("+.5") == 0.5)
    #expect(NumberText.parse("5.") == 5)
    for bad in ["nan", "inf", "0x10", "1e999", "", "-", ".", "1_000", "1e+", "١٢"] {
      #expect(NumberText.parse(bad) == nil, "\(bad)")
    }
  }

  struct Fixed: Sendable, CustomTestStringConvertible {
    let value: Double
    let text: String
    var testDescription: String { text }
  }

  // The doc table rows plus rounding edges.
  @Test(arguments: [
    Fixed(value: 20.96, text: "20.96"), Fixed(value: 13, text: "13.00"),
    Fixed(value: -0.004, text: "0.00"), Fixed(value: -1.005, text: "-1.00"),
    Fixed(value: 45.013333, text: "45.01"), Fixed(value: 0.125, text: "0.13"),
    Fixed(value: -2.5, text: "-2.50"), Fixed(value: 1e300, text: "1e+300"),
  ])
  func fixed(_ f: Fixed) {
    #expect(NumberText.fixed(f.value) == f.text)
  }

  @Test func decimalsAreClamped() {
    #expect(NumberText.fixed(1.5, decimals: 40) == "1.500000000")
    #expect(NumberText.fixed(1.5, decimals: -3) == "2")
    #expect(NumberText.fixed(-.infinity) == "-inf")
  }

  @Test func compact() {
    #expect(NumberText.compact(393) == "393")
    #expect(NumberText.compact(561.5) == "561.5")
    #expect(NumberText.compact(-2) == "-2")
  }
}
