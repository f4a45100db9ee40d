import Testing

@testable import AppDimens

@Suite("DesignPoints: the validating initializer and its error")
struct DesignPointsErrorTests {
  @Test("Valid points in any order give the literal's design points")
  func validPointsAreAccepted() throws {
    let validated = try DesignPoints(validating: [(1280, 32), (390, 16), (820, 24)])
    #expect(validated == [390: 16, 820: 24, 1280: 32])
    let labeled = try DesignPoints(
      validating: [(size: 390, value: 16)], qualifier: .width, extrapolation: .linear)
    #expect(labeled.qualifier == .width)
    #expect(labeled.extrapolation == .linear)
  }

  @Test("An empty table is an error, not a trap")
  func emptyIsAnError() {
    #expect(throws: DesignPointsError.empty) {
      try DesignPoints(validating: [(Double, Double)]())
    }
  }

  @Test(
    "A bad size names the entry",
    arguments: [Double.nan, .infinity, -.infinity, 0, -1, 0.5, 100_001, 1e308])
  func badSize(_ size: Double) {
    do {
      _ = try DesignPoints(validating: [(390, 16), (size, 24)])
      Issue.record("accepted size \(size)")
    } catch {
      guard case .invalidSize(let index, let given) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(index == 1)
      #expect(given.bitPattern == size.bitPattern)
      #expect(error.index == 1)
    }
  }

  @Test("A non-finite value names the entry and its size")
  func badValue() {
    do {
      _ = try DesignPoints(validating: [(390, 16), (820, 24), (1280, -.infinity)])
      Issue.record("accepted a non-finite value")
    } catch {
      #expect(error == .invalidValue(index: 2, size: 1280, value: -.infinity))
    }
  }

  @Test("A repeated size names the later entry and the first")
  func repeatedSize() {
    do {
      _ = try DesignPoints(validating: [(390, 16), (820, 24), (390, 20)])
      Issue.record("accepted a repeated size")
    } catch {
      #expect(error == .duplicateSize(index: 2, size: 390, firstIndex: 0))
    }
  }

  @Test("The first bad entry in the order given is reported")
  func firstBadEntryWins() {
    #expect(throws: DesignPointsError.invalidValue(index: 0, size: 390, value: .infinity)) {
      try DesignPoints(validating: [(390, .infinity), (-1, 16)])
    }
  }

  @Test("Descriptions are one line naming the entry")
  func descriptions() {
    #expect(
      DesignPointsError.empty.description
        == "design points: no entries; give at least one size: value pair")
    #expect(
      DesignPointsError.invalidSize(index: 1, size: .nan).description
        == "design point 1: size nan must be a finite number in 1…100000")
    #expect(
      DesignPointsError.invalidValue(index: 0, size: 390, value: .infinity).description
        == "design point 0 (390): value inf must be finite")
    #expect(
      DesignPointsError.duplicateSize(index: 1, size: 390, firstIndex: 0).description
        == "design point 1: size 390 repeats design point 0")
    #expect(DesignPointsError.empty.index == nil)
  }

  @Test("Descriptions never trap on hostile numbers")
  func hostileDescriptions() {
    let hostile: [Double] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, -1, 1e308, -1e308, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, 9_007_199_254_740_992, -9_007_199_254_740_994, 1e19,
    ]
    for x in hostile {
      let errors: [DesignPointsError] = [
        .invalidSize(index: Int.max, size: x), .invalidValue(index: 0, size: x, value: x),
        .duplicateSize(index: Int.min, size: x, firstIndex: 0),
      ]
      for error in errors {
        #expect(!error.description.isEmpty)
        #expect(!error.description.contains("\n"))
      }
    }
  }
}
