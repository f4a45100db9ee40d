import Testing

@testable import AppDimensCommandLine

@Suite("SeriesStyle: Okabe–Ito colors, then dashes")
struct SeriesStyleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let index: Int
    let color: String
    let dash: String?
    var testDescription: String { "series \(index)" }
  }

  static let cases = [
    Case(index: 0, color: "#0072B2", dash: nil), Case(index: 1, color: "#D55E00", dash: nil),
    Case(index: 6, color: "#000000", dash: nil), Case(index: 7, color: "#0072B2", dash: "6 4"),
    Case(index: -3, color: "#0072B2", dash: nil),
  ]

  @Test(arguments: cases) func style(_ c: Case) {
    let style = SeriesStyle(index: c.index)
    #expect(style.color == c.color)
    #expect(style.dash == c.dash)
  }

  @Test func all28StylesAreDistinct() {
    let styles = (0..<28).map { SeriesStyle(index: $0) }
    #expect(Set(styles).count == 28)
  }
}
