import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("WindowSweep: evenly spaced windows of one shape")
struct WindowSweepTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let from: Double
    let to: Double
    let samples: Int
    let positions: [Double]
    var testDescription: String { "\(from)…\(to) × \(samples)" }
  }

  // The rows of the doc comment's table.
  static let cases = [
    Case(from: 200, to: 1400, samples: 4, positions: [200, 600, 1000, 1400]),
    Case(from: 300, to: 500, samples: 5, positions: [300, 350, 400, 450, 500]),
    Case(from: 300, to: 500, samples: 1, positions: [300]),
  ]

  static func sweep(_ from: Double, _ to: Double, _ samples: Int) -> WindowSweep {
    WindowSweep(
      axis: .smallWidth, from: from, to: to, samples: samples, aspect: 533.0 / 300,
      category: .accessibility1)
  }

  @Test(arguments: cases) func positions(_ c: Case) {
    #expect(Self.sweep(c.from, c.to, c.samples).positions == c.positions)
  }

  @Test func subjectsArePortraitWindowsAtTheCategory() {
    let subjects = Self.sweep(300, 600, 2).subjects
    #expect(subjects.map(\.configuration.screenWidth) == [300, 600])
    #expect(isClose(subjects[1].configuration.screenHeight, 1066))
    #expect(subjects.allSatisfy { $0.configuration.contentSizeCategory == .accessibility1 })
    #expect(subjects.allSatisfy { !$0.configuration.isMultiWindow })
  }

  @Test func devicesInRangeInPositionOrder() {
    let marked = Self.sweep(370, 400, 2).devices(DeviceCatalog.all)
    #expect(
      marked.map(\.device) == [.iPhoneSE3, .iPhone11Pro, .iPhone13Mini, .iPhone16e, .iPhone15])
    #expect(marked.map(\.position) == [375, 375, 375, 390, 393])
  }
}
