import AppDimensTestSupport
import Testing

@testable import AppDimens

@Suite("Inverters: swap only when orientation AND starting qualifier match")
struct InverterTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let inverter: Inverter
    let orientation: Orientation?
    let from: DpQualifier?
    let to: DpQualifier?
    var testDescription: String { inverter.rawValue }
  }

  /// the Behavior Reference's inverter table, written out independently of the source.
  static let table: [Row] = [
    Row(inverter: .phToLw, orientation: .landscape, from: .height, to: .width),
    Row(inverter: .pwToLh, orientation: .landscape, from: .width, to: .height),
    Row(inverter: .lhToPw, orientation: .portrait, from: .height, to: .width),
    Row(inverter: .lwToPh, orientation: .portrait, from: .width, to: .height),
    Row(inverter: .swToLh, orientation: .landscape, from: .smallWidth, to: .height),
    Row(inverter: .swToLw, orientation: .landscape, from: .smallWidth, to: .width),
    Row(inverter: .swToPh, orientation: .portrait, from: .smallWidth, to: .height),
    Row(inverter: .swToPw, orientation: .portrait, from: .smallWidth, to: .width),
    Row(inverter: .default, orientation: nil, from: nil, to: nil),
  ]

  @Test func tableCoversEveryInverter() {
    #expect(Set(Self.table.map(\.inverter)) == Set(Inverter.allCases))
  }

  @Test(arguments: table)
  func everyRowInEveryOrientationAndQualifier(_ row: Row) {
    for orientation in Orientation.allCases {
      for qualifier in DpQualifier.allCases {
        let fires = row.orientation == orientation && row.from == qualifier
        let expected = fires ? row.to ?? qualifier : qualifier
        #expect(
          row.inverter.apply(to: qualifier, orientation: orientation) == expected,
          "\(row.inverter) \(orientation) \(qualifier)")
      }
    }
  }

  @Test func inverterChangesTheScaledValue() {
    let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390)
    let swapped = AppDimens.dp(16, configuration: landscape, inverter: .swToLw)
    #expect(isClose(swapped, 16 * 844 / 300.0))
    let portrait = DimensConfiguration(screenWidth: 390, screenHeight: 844)
    let kept = AppDimens.dp(16, configuration: portrait, inverter: .swToLw)
    #expect(isClose(kept, 16 * 390 / 300.0))
  }
}
