import AppDimensTestSupport
import Testing

@testable import AppDimens

/// A row of the reference tables: window, frame, qualifier, inverter, and D and r by the rule
/// of Behavior Reference › Design frame.
struct ReferenceSideRow: Sendable, CustomTestStringConvertible {
  let window: (Double, Double)
  let frame: (Double, Double)?
  let qualifier: DpQualifier
  let inverter: Inverter
  let side: Double
  let ratio: Double
  var testDescription: String { "\(window) frame \(frame.map { "\($0)" } ?? "none") \(qualifier)" }
}

@Suite("DimensConfiguration: the reference a qualifier divides by")
struct DimensConfigurationDerivedTests {
  @Test(arguments: [
    // referenceDimension's table.
    ReferenceSideRow(
      window: (390, 844), frame: nil, qualifier: .height, inverter: .default, side: 300,
      ratio: 844.0 / 300),
    ReferenceSideRow(
      window: (390, 844), frame: (375, 812), qualifier: .smallWidth, inverter: .default,
      side: 375, ratio: 390.0 / 375),
    ReferenceSideRow(
      window: (390, 844), frame: (375, 812), qualifier: .height, inverter: .default, side: 812,
      ratio: 844.0 / 812),
    // Landscape: swToLw turns smallWidth into width, so the window width over the frame width.
    ReferenceSideRow(
      window: (844, 390), frame: (375, 812), qualifier: .smallWidth, inverter: .swToLw,
      side: 375, ratio: 844.0 / 375),
    // ratio's table.
    ReferenceSideRow(
      window: (390, 844), frame: nil, qualifier: .smallWidth, inverter: .default, side: 300,
      ratio: 1.3),
    ReferenceSideRow(
      window: (390, 844), frame: (390, 844), qualifier: .height, inverter: .default, side: 844,
      ratio: 1),
    ReferenceSideRow(
      window: (820, 1180), frame: (390, 844), qualifier: .width, inverter: .default, side: 390,
      ratio: 820.0 / 390),
    // A landscape frame: its smaller side is its height.
    ReferenceSideRow(
      window: (1180, 820), frame: (844, 390), qualifier: .smallWidth, inverter: .default,
      side: 390, ratio: 820.0 / 390),
  ])
  func referenceSideAndRatio(_ row: ReferenceSideRow) {
    let c = DimensConfiguration(
      screenWidth: row.window.0, screenHeight: row.window.1,
      designFrame: row.frame.map { DesignFrame(width: $0.0, height: $0.1) })
    #expect(c.referenceDimension(row.qualifier, inverter: row.inverter) == row.side)
    #expect(isClose(c.ratio(row.qualifier, inverter: row.inverter), row.ratio, tolerance: 1e-12))
  }
}
