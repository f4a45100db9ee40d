import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("BreakpointsCommand: the winning key per device, orientation and Split View pane")
struct BreakpointsCommandTests {
  static let table = "[w320: 80, wC.phone: 100, wR.all: 140, wAny: 60]"

  /// The horizontal size class of a row by the HIG's device size classes (phones, iPads) and
  /// Behavior Reference › Breakpoints derivation for the others (regular).
  static func sizeClass(_ device: DeviceProfile, landscape: Bool, split: String) -> SizeClass {
    switch device.family {
    case .phone:
      return landscape && min(device.width, device.height) >= 414 ? .regular : .compact
    case .pad:
      if split == "full" || (landscape && split == "2/3") { return .regular }
      if landscape && split == "1/2" && max(device.width, device.height) >= 1366 {
        return .regular
      }
      return .compact
    // A watch is compact both ways; Apple TV (1920 pt) and the Vision Pro window (1280 pt) are
    // regular by the package's width rule.
    case .watch: return .compact
    case .tv, .vision: return .regular
    }
  }

  /// Behavior Reference › Breakpoints for the README's table: the width bucket (w320's is every
  /// width below 375, the next of Adaptizer's widths), class + idiom, class, wAny.
  static func expected(width: Double, sizeClass: SizeClass, phone: Bool) -> (String, Double) {
    if width < 375 { return ("w320", 80) }
    if sizeClass == .compact && phone { return ("wC.phone", 100) }
    if sizeClass == .regular { return ("wR.all", 140) }
    return ("wAny", 60)
  }

  @Test func everyDeviceOrientationAndPane() throws {
    let run = runTool(["breakpoints", Self.table, "--devices", "all", "--format", "csv"])
    #expect(run.status == 0 && run.error.text.isEmpty)
    let records = parseCSV(run.output.text)
    #expect(
      records.first == [
        "device", "identifier", "family", "orientation", "split", "width", "height", "sizeClass",
        "key", "value",
      ])
    let rows = records.dropFirst()
    // Phones: 2 orientations; iPads: portrait full, 1/3, 2/3 + landscape full, 1/3, 1/2, 2/3.
    let phones = DeviceCatalog.devices(in: .phone).count
    let pads = DeviceCatalog.devices(in: .pad).count
    #expect(rows.count == 2 * phones + 7 * pads + DeviceCatalog.all.count - phones - pads)
    #expect(Set(rows.filter { $0[2] == "pad" }.map(\.[4])) == ["full", "1/3", "1/2", "2/3"])
    for row in rows {
      let device = try #require(DeviceCatalog.find(row[1]))
      let width = try #require(Double(row[5]))
      let sizeClass = Self.sizeClass(device, landscape: row[3] == "landscape", split: row[4])
      #expect(row[7] == sizeClass.rawValue, "\(row)")
      let (key, value) = Self.expected(
        width: width, sizeClass: sizeClass, phone: device.family == .phone)
      #expect(row[8] == key && Double(row[9]) == value, "\(row)")
    }
  }

  @Test func textNamesTheKeyPerWindow() {
    let run = runTool(["breakpoints", Self.table, "--devices", "iphoneair,iPad mini (A17 Pro)"])
    let lines = run.output.lines
    #expect(lines.count == 2 + 2 + 7)
    #expect(lines[0].hasPrefix("device") && lines[0].hasSuffix("value"))
    let landscape = lines.first { $0.hasPrefix("iPhone Air") && $0.contains("landscape") }
    #expect(landscape?.contains("wR.all") == true && landscape?.hasSuffix("140") == true)
    let pane = lines.first { $0.contains("1/3") && $0.contains("portrait") }
    #expect(pane?.contains("320×1133") == true && pane?.contains("w320") == true)
  }

  /// `--value`: the table as a ScalingRule; expected = round(17 × m × scale) ÷ scale with m by
  /// Behavior Reference › Breakpoints: the buckets of w320 (below 375), w375 (375 ..< 414) and
  /// w414 (414 ..< 438), and — no default — the largest width below for wider windows.
  @Test func scalingRule() throws {
    let run = runTool([
      "breakpoints", "[w320: 0.8, w375: 1, w414: 1.2]", "--value", "17", "--devices", "phones",
      "--format", "json",
    ])
    let document = try #require(parseJSON(run.output.text) as? [String: Any])
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows.count == 2 * DeviceCatalog.devices(in: .phone).count)
    for row in rows {
      let identifier = try #require(row["identifier"] as? String)
      let device = try #require(DeviceCatalog.find(identifier))
      let width = try #require(row["width"] as? Double)
      let m = width < 375 ? 0.8 : width < 414 ? 1 : 1.2
      let expected = (17 * m * device.displayScale).rounded() / device.displayScale
      #expect(isClose(try #require(row["scaled"] as? Double), expected), "\(row)")
      // A phone has one pane: the whole window, written as the audit report writes it.
      #expect(row["split"] as? String == "full")
    }
    let points = runTool([
      "breakpoints", "[w414: 1.2]", "--value", "17", "--rounding", "points", "--devices",
      "iphone13mini", "--format", "csv",
    ])
    // 812 landscape: 17 × 1.2 = 20.4 → 20 points; portrait 375: no key → 17.
    #expect(parseCSV(points.output.text).dropFirst().map { $0.last } == ["17.0", "20.0"])
  }

  @Test func noMatchIsShownAsADash() {
    let run = runTool(["breakpoints", "[w1366: 1]", "--devices", "se3", "--format", "markdown"])
    #expect(run.output.lines.count == 4)
    #expect(run.output.lines[2].hasSuffix("| – | – |"))
    let json = runTool(["breakpoints", "[:]", "--devices", "tv", "--format", "json"])
    let rows = (parseJSON(json.output.text) as? [String: Any])?["rows"] as? [[String: Any]]
    #expect(rows?.first?["key"] is NSNull && rows?.first?["value"] is NSNull)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(
      arguments: [],
      message: "breakpoints needs a table such as '[w320: 80, wC.phone: 100, wAny: 60]'"),
    Failure(
      arguments: ["[w390: 70]"],
      message: "'[w390: 70]': at column 2: unknown key 'w390' (write .width(390))"),
    Failure(
      arguments: ["[w320: 80, wC.tablet: 1]"],
      message:
        "'[w320: 80, wC.tablet: 1]': at column 15: unknown member 'tablet' of SizeClassIdentifiers"
        + " (expected phone, pad, all)"),
    Failure(
      arguments: ["[w320:", "80]"],
      message: "breakpoints takes one table, got 2 arguments (quote it)"),
    Failure(arguments: ["[w320: 1]", "--rounding", "none"], message: "--rounding needs --value"),
    Failure(
      arguments: ["[w320: 1]", "--value", "2", "--rounding", "up"],
      message: "--rounding: expected pixels, points or none, got 'up'"),
    Failure(
      arguments: ["[w320: 1]", "--devices", "fones"],
      message: "--devices: unknown family or device 'fones' (did you mean 'phones'?)"),
  ])
  func errors(_ f: Failure) {
    let run = runTool(["breakpoints"] + f.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == ["error: " + f.message, Command.breakpoints.usage])
  }
}
