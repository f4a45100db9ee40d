import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

/// One row of the `iOSMetricsUnits` doc table: the units, and what 17 pt becomes at @3x as
/// the dump measured it (`measuredMetrics`).
struct MetricsUnitsCase: Sendable, CustomTestStringConvertible {
  let style: TextStyle
  let ordinal: Int
  let units: Double?
  var testDescription: String { "\(style) @\(ordinal) = \(units.map { "\($0)" } ?? "nil")" }
}

/// The least-squares multiplier through the origin of one measured cell: Σ b·y ÷ Σ b².
func leastSquaresMultiplier(_ cell: MeasuredMetricsCell) -> Double {
  let products = zip(measuredBases, cell.scaled).map { $0 * $1 }.reduce(0, +)
  let squares = measuredBases.map { $0 * $0 }.reduce(0, +)
  return products / squares
}

@Suite("UIFontMetrics' own curve against the iOS 26 measurement")
struct TypeRampIOSMetricsTests {
  @Test("The dump has every style at every category, 19 bases each")
  func theTranscriptionIsComplete() {
    #expect(measuredMetrics.count == 132)
    #expect(measuredMetrics.allSatisfy { $0.scaled.count == measuredBases.count })
    for style in TextStyle.iOSStyles {
      #expect(measuredMetrics.filter { $0.textStyle == style }.count == 12)
    }
  }

  @Test(
    "Every measured value is reproduced on the @3x grid (2,508 values)",
    arguments: measuredMetrics)
  func everyMeasuredValue(_ cell: MeasuredMetricsCell) {
    for (base, measured) in zip(measuredBases, cell.scaled) {
      let value = DynamicType.scaled(
        base, relativeTo: cell.textStyle, category: cell.category, displayScale: 3)
      // The dump gives six decimals.
      #expect(isClose(value, measured, tolerance: 1e-6), "\(base) pt")
    }
  }

  @Test(
    "At 17 pt every cell is within 1/6 pt through the number shorthand and a window",
    arguments: measuredMetrics)
  func baseSeventeenWithinASixth(_ cell: MeasuredMetricsCell) {
    let measured = cell.scaled[8]
    let window = DimensConfiguration(
      screenWidth: 393, screenHeight: 852, displayScale: 3, contentSizeCategory: cell.category,
      idiom: .phone)
    #expect(measuredBases[8] == 17)
    #expect(abs(17.scaled(relativeTo: cell.textStyle, category: cell.category) - measured) <= 1 / 6)
    #expect(abs(17.scaled(window, relativeTo: cell.textStyle) - measured) <= 1 / 6)
  }

  @Test(
    "Unrounded, the multiplier is within 1/6 pt of every measured value",
    arguments: measuredMetrics)
  func unroundedWithinASixth(_ cell: MeasuredMetricsCell) {
    let multiplier = DynamicType.scale(relativeTo: cell.textStyle, category: cell.category)
    for (base, measured) in zip(measuredBases, cell.scaled) {
      let error: Double = abs(base * multiplier - measured)
      #expect(error <= 1.0 / 6 + 1e-6, "\(base) pt")
    }
  }

  @Test(
    "A least-squares fit of the 19 bases gives the multiplier to within 0.0015",
    arguments: measuredMetrics)
  func leastSquaresAgrees(_ cell: MeasuredMetricsCell) {
    let fitted = leastSquaresMultiplier(cell)
    let multiplier = DynamicType.scale(relativeTo: cell.textStyle, category: cell.category)
    #expect(abs(fitted - multiplier) < 0.0015)
  }

  @Test(
    "The font ramp is the measured point-size ratio (preferredFont's size)",
    arguments: measuredMetrics)
  func fontRampIsThePointSizeRatio(_ cell: MeasuredMetricsCell) {
    guard
      let large = measuredMetrics.first(where: {
        $0.textStyle == cell.textStyle && $0.category == .large
      })
    else {
      Issue.record("no Large cell for \(cell.textStyle)")
      return
    }
    let ramp = DynamicType.scaled(
      17, relativeTo: cell.textStyle, category: cell.category, curve: .fontRamp)
    #expect(isClose(ramp, 17 * cell.pointSize / large.pointSize, tolerance: 1e-12))
  }

  @Test(
    "The doc table",
    arguments: [
      MetricsUnitsCase(style: .body, ordinal: 3, units: 22),
      MetricsUnitsCase(style: .body, ordinal: 9, units: 48),
      MetricsUnitsCase(style: .body, ordinal: 11, units: 62),
      MetricsUnitsCase(style: .caption2, ordinal: 0, units: 13),
      MetricsUnitsCase(style: .footnote, ordinal: 11, units: 52),
      MetricsUnitsCase(style: .body, ordinal: 12, units: nil),
      MetricsUnitsCase(style: .body, ordinal: -1, units: nil),
    ])
  func docTable(_ row: MetricsUnitsCase) {
    #expect(TypeRamp.iOSMetricsUnits(row.style, ordinal: row.ordinal) == row.units)
  }

  @Test("The doc table's 17 pt column is the measurement's")
  func docTableSeventeen() {
    func measured(_ style: TextStyle, _ category: ContentSizeCategory) -> Double? {
      measuredMetrics.first { $0.textStyle == style && $0.category == category }?.scaled[8]
    }
    #expect(measured(.body, .large) == 17)
    #expect(measured(.body, .accessibility3) == 37)
    #expect(measured(.body, .accessibility5) == 48)
    #expect(measured(.caption2, .xSmall) == 17)
    #expect(measured(.footnote, .accessibility5) == 49)
  }

  @Test("The watchOS-only styles use their iOS stand-ins")
  func standIns() {
    for ordinal in 0..<12 {
      #expect(
        TypeRamp.iOSMetricsUnits(.footnote1, ordinal: ordinal)
          == TypeRamp.iOSMetricsUnits(.footnote, ordinal: ordinal))
      #expect(
        TypeRamp.iOSMetricsUnits(.subtitle1, ordinal: ordinal)
          == TypeRamp.iOSMetricsUnits(.headline, ordinal: ordinal))
    }
  }

  @Test("In 124 of the 132 cells the units are the HIG leading (the 8 others as documented)")
  func unitsAreTheLeadingAlmostEverywhere() {
    // The eight cells the measurement fixes differently, with the HIG's leading beside them.
    let exceptions: [String: (units: Double, leading: Double)] = [
      "caption1 accessibility1": (27, 28), "caption2 accessibility2": (29, 30),
      "headline accessibility4": (51, 56), "subheadline xxxLarge": (26, 28),
      "subheadline accessibility2": (36, 37), "title1 xLarge": (36, 37),
      "title1 xxLarge": (38, 39), "title1 accessibility4": (61, 62),
    ]
    var same = 0
    for row in referenceIOS {
      guard let style = TextStyle(rawValue: row.style) else { continue }
      for (index, text) in row.cells.enumerated() {
        guard let leading = referenceCell(text)?.leading,
          let units = TypeRamp.iOSMetricsUnits(style, ordinal: index)
        else { continue }
        let key = "\(style) \(referenceIOSColumns[index])"
        if let exception = exceptions[key] {
          #expect(units == exception.units && leading == exception.leading, "\(key)")
        } else {
          #expect(units == leading, "\(key)")
          same += 1
        }
      }
    }
    #expect(same == 124)
  }
}
