import AppDimensDynamic
import Foundation
import Testing

/// The calls of Behavior Reference › Vectors resolved on every window of the device catalog,
/// compared with the reviewed text in `ResolvedValues.golden`.
///
/// A change to any formula, default or catalog entry shows up as changed lines of that file in
/// the diff. After an intended change, regenerate it with
/// `APPDIMENS_UPDATE_GOLDEN=1 swift test --filter ResolvedValuesGolden` and review the diff.
@Suite("Golden: the Vectors' calls on every catalog window")
struct ResolvedValuesGoldenTests {
  /// One call of the Vectors table, as the golden file names it.
  struct Call: Sendable {
    let name: String
    /// Whether the call reads the window at `.accessibility3` (the Dynamic Type rows).
    var accessibility3 = false
    let resolve: @Sendable (DimensConfiguration) -> Double
  }

  static let calls: [Call] = [
    Call(name: "10.sdp") { 10.sdp($0) },
    Call(name: "16.sdpa") { 16.sdpa($0) },
    Call(name: "16.wdp") { 16.wdp($0) },
    Call(name: "16.hdp") { 16.hdp($0) },
    Call(name: "16.ssp") { 16.ssp($0) },
    Call(name: "16.sem") { 16.sem($0) },
    Call(name: "qualified(10, 20 when width >= 600)") {
      AppDimens.qualified(
        10, qualifiedValue: 20, configuration: $0, qualifier: .width, minimum: 600)
    },
    Call(name: "16.scaledDp.screen(24, width >= 600).rotate(12, landscape).aspectRatio()") {
      16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
        .aspectRatio().resolve($0)
    },
    Call(name: "16.powerDp") { 16.powerDp($0) },
    Call(name: "16.fluidDp") { 16.fluidDp($0) },
    Call(name: "16.interpolatedDp") { 16.interpolatedDp($0) },
    Call(name: "16.dynamic(.auto)") { 16.dynamic(.auto, $0) },
    Call(name: "100.percentDp(percent: 50, .width)") {
      100.percentDp($0, percent: 50, qualifier: .width)
    },
    Call(name: "points(10, millimeter)") {
      DimensUnits.points(10, from: .millimeter, configuration: $0)
    },
    Call(name: "17.ssp at AX3", accessibility3: true) { 17.ssp($0) },
    Call(name: "17.scaled(c, relativeTo: .body) at AX3", accessibility3: true) {
      17.scaled($0, relativeTo: .body)
    },
  ]

  /// The golden text: one line per device, orientation and call.
  static func text() -> String {
    var lines = ["# device | orientation | call | value (6 decimals)"]
    for device in DeviceCatalog.all {
      let orientations: [Orientation] =
        device.family.rotates ? [.portrait, .landscape] : [device.naturalOrientation]
      for orientation in orientations {
        for call in calls {
          let c = device.configuration(
            orientation: orientation, category: call.accessibility3 ? .accessibility3 : nil)
          let value = DecimalText.fixed(call.resolve(c), digits: 6, trimmingZeros: false)
          lines.append("\(device.name) | \(orientation) | \(call.name) | \(value)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ResolvedValues.golden")

  @Test("Every catalog window resolves the Vectors' calls to the reviewed values")
  func matchesGolden() throws {
    let actual = Self.text()
    if ProcessInfo.processInfo.environment["APPDIMENS_UPDATE_GOLDEN"] == "1" {
      try actual.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: Self.file, encoding: .utf8)
    let expected = golden.split(separator: "\n")
    let lines = actual.split(separator: "\n")
    #expect(lines.count == expected.count)
    for (line, want) in zip(lines, expected) where line != want {
      Issue.record("\(line) — the golden file says \(want)")
    }
  }
}
