import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("TableCommand and DevicesCommand: output shapes and errors")
struct TableCommandTests {
  @Test func textTableOfPads() {
    let run = runTool(["table", "24.sdp", "17.ssp", "--devices", "pads"])
    #expect(run.status == 0)
    let lines = run.output.lines
    // The reference line, a blank line, the header, the rule, one row per iPad.
    #expect(lines.count == 4 + DeviceCatalog.devices(in: .pad).count)
    #expect(lines[0].hasPrefix("Values drawn for the 300 × 533 pt baseline"))
    #expect(lines[2].hasPrefix("device") && lines[2].hasSuffix("17.ssp"))
    // iPad mini (5th generation) portrait: 24 × 768 / 300 = 61.44; the A17 Pro: 24 × 744 / 300.
    #expect(lines[4].hasPrefix("iPad mini (5th generation)") && lines[4].contains("61.44"))
    #expect(lines[6].hasPrefix("iPad mini (A17 Pro)") && lines[6].contains("59.52"))
  }

  @Test func csvParsesBack() {
    let run = runTool([
      "table", "16.sdp", "16.sdp", "--devices", "phones,tv", "--format", "csv", "--landscape",
    ])
    let records = parseCSV(run.output.text)
    #expect(records.count == 1 + 14 + 2)
    #expect(records[0].last == "16.sdp" && records[0].filter { $0 == "16.sdp" }.count == 1)
    #expect(records.dropFirst().allSatisfy { $0.count == records[0].count })
    // The first phone, iPhone SE (1st generation), in landscape: 568 × 320.
    #expect(records[1][3] == "iOS" && records[1][4] == "568.0" && records[1][5] == "320.0")
    #expect(records.last?[3] == "tvOS")
  }

  @Test func jsonParsesBack() {
    let run = runTool(["table", "16.hdp", "--devices", "watches", "--format", "json"])
    let parsed = parseJSON(run.output.text) as? [String: Any]
    let rows = parsed?["rows"] as? [[String: Any]]
    #expect(rows?.count == 10)
    // The first watch, 38 mm: 16 × 170 ÷ 300.
    #expect((rows?.first?["values"] as? [String: Double])?["16.hdp"] == 16 * 170.0 / 300)
  }

  /// `--device` is `--devices` here, as `--devices` is `--device` in `resolve`.
  @Test func deviceNamesTheDevices() {
    let one = runTool(["table", "16.sdp", "--device", "iphone15"])
    #expect(one.status == 0)
    // The reference line, a blank line, the header, the rule and the row.
    #expect(one.output.lines.count == 5)
    #expect(one.output.lines.last?.hasPrefix("iPhone 15 ") == true)
    #expect(
      runTool(["table", "16.sdp", "--device", "pads"]).output.lines.count
        == 4 + DeviceCatalog.devices(in: .pad).count)
  }

  /// A category some device lacks is shown by the text column, not repeated in a note; one no
  /// device has is noted.
  @Test func categoryNotesOnlyWhereTheyTellSomething() {
    let mixed = runTool(["table", "17.ssp", "--devices", "iphone15,tv4k", "--category", "AX3"])
    #expect(mixed.error.text.isEmpty)
    #expect(mixed.output.lines.contains { $0.hasPrefix("Apple TV 4K") && $0.contains("  –  ") })
    let none = runTool(["table", "17.ssp", "--devices", "tv", "--category", "AX3"])
    #expect(none.error.lines == ["note: tvOS has no Dynamic Type; the text size AX3 is ignored"])
  }

  @Test func markdown() {
    let run = runTool(["table", "16.sdp", "--devices", "vision", "--format", "md"])
    #expect(
      run.output.lines == [
        "Values drawn for the 300 × 533 pt baseline (give your design's own with "
          + "--design-frame WxH).", "",
        "| device | window | @ | text | 16.sdp |", "|---|---|---:|---|---:|",
        "| Apple Vision Pro (default window) | 1280×720 | 2 | L | 38.4 |",
      ])
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(
      arguments: ["table"], message: "table needs at least one expression, for example 16.sdp"),
    Failure(
      arguments: ["table", "16.sdp", "16.sdpp"],
      message: "'16.sdpp': at column 4: unknown function 'sdpp' (did you mean 'sdp'?)"),
    Failure(
      arguments: ["table", "16.sdp", "--devices", "fones"],
      message: "--devices: unknown family or device 'fones' (did you mean 'phones'?)"),
    Failure(
      arguments: ["table", "16.sdp", "--devices", "iphone51"],
      message: "--devices: unknown family or device 'iphone51' (did you mean 'iPhone 11', "
        + "'iPhone 15', 'iPhone SE (1st generation)' or the family 'phones'?)"),
    // The misspelling: two devices and the family they share.
    Failure(
      arguments: ["audit", "Examples/DesignTokens/design-tokens.json", "--devices", "iphnoe"],
      message: "--devices: unknown family or device 'iphnoe' (did you mean 'iPhone SE (3rd "
        + "generation)', 'iPhone 11 Pro' or the family 'phones'?)"),
    // Devices of several families: no family to suggest.
    Failure(
      arguments: ["table", "16.sdp", "--devices", "i 11"],
      message: "--devices: unknown family or device 'i 11' (did you mean 'iPhone SE (1st "
        + "generation)', 'iPhone 15' or 'iPad Air 11-inch (M2/M3)'?)"),
    Failure(
      arguments: ["table", "16.sdp", "--devices", ","], message: "--devices: the list is empty"),
    Failure(
      arguments: ["table", "16.sdp", "--format", "xml"],
      message: "--format: expected text, csv, json or markdown, got 'xml'"),
    Failure(
      arguments: ["table", "[390: 16, 820: 24, 820: 32].resolve(c)"],
      message: "'[390: 16, 820: 24, 820: 32].resolve(c)': at column 20: design point 2: size 820 "
        + "repeats design point 1"),
    Failure(arguments: ["devices", "extra"], message: "devices takes no arguments, got 'extra'"),
    Failure(
      arguments: ["devices", "--format"], message: "--format needs a value (--format F)"),
  ])
  func errors(_ f: Failure) {
    let run = runTool(f.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines.first == "error: " + f.message)
    #expect(run.error.lines.count == 2 && run.error.lines[1].hasPrefix("usage: appdimens"))
  }

  @Test func devicesInEveryFormat() throws {
    let text = runTool(["devices"]).output.lines
    // The table, then "also named:" with one entry per class that has other names.
    #expect(text[2 + DeviceCatalog.all.count] == "")
    #expect(text[3 + DeviceCatalog.all.count] == "also named:")
    #expect(text.contains("  iPhone 11: iPhone XR"))
    #expect(text.allSatisfy { $0.count <= 100 })
    let csv = parseCSV(runTool(["devices", "--format", "csv"]).output.text)
    #expect(csv.count == 1 + DeviceCatalog.all.count)
    let pro129 = try #require(csv.first { $0.first == "iPad Pro 12.9-inch" })
    // The published Split View widths.
    #expect(Array(pro129.suffix(5)) == ["375.0", "678.0", "981.0", "375.0", "639.0"])
    let json = try #require(
      parseJSON(runTool(["devices", "--format", "json"]).output.text) as? [[String: Any]])
    #expect(json.map { $0["name"] as? String } == DeviceCatalog.all.map(\.name))
    #expect(json.last?["ppi"] is NSNull)
    let markdown = runTool(["devices", "--devices", "tv", "--format", "markdown"]).output.lines
    #expect(markdown.count == 4)
    #expect(markdown[0].hasSuffix("| also |"))
    #expect(
      markdown[2].hasPrefix("| Apple TV HD |")
        && markdown[2].hasSuffix("| Apple TV (4th generation) |"))
  }

  /// The three-frame design on devices, in the smallest width (default) and the width: the
  /// expectations by hand from each device's size in points (Apple's tech specs) —
  /// 16 + (d − 390) × 8 ÷ 430 below 820, 24 + (d − 820) × 8 ÷ 460 above, clamped outside.
  @Test func threeFrameDesign() throws {
    let points = "[390: 16, 820: 24, 1280: 32].resolve(c)"
    let wide = "DesignPoints([390: 16, 820: 24, 1280: 32], qualifier: .width).resolve(c)"
    let run = runTool([
      "table", points, wide, "--devices",
      "iPhone SE (3rd generation),iPhone 16e,iPad mini (5th generation),iPad Air 11,"
        + "iPad Pro 12.9,Apple TV 4K,Apple Vision Pro",
      "--landscape", "--format", "csv",
    ])
    #expect(run.status == 0, "\(run.error.text)")
    let records = parseCSV(run.output.text)
    let header = try #require(records.first)
    let name = try #require(header.firstIndex(of: "device"))
    let small = try #require(header.firstIndex(of: points))
    let width = try #require(header.firstIndex(of: wide))
    // (device, smallest width → value, width → value); landscape windows.
    let expected: [(String, Double, Double)] = [
      ("iPhone SE (3rd generation)", 16, 21.153488),  // 375 → clamped; 667
      ("iPhone 16e", 16, 24.417391),  // 390; 844
      ("iPad mini (5th generation)", 23.032558, 27.547826),  // 768; 1024
      ("iPad Air 11-inch (M2/M3)", 24, 30.260870),  // 820; 1180
      ("iPad Pro 12.9-inch", 27.547826, 32),  // 1024; 1366 → clamped
      ("Apple TV 4K", 28.521739, 32),  // 1080; 1920 → clamped
      ("Apple Vision Pro (default window)", 22.139535, 32),  // 720; 1280
    ]
    let rows = records.dropFirst()
    #expect(rows.count == expected.count)
    for (row, (device, bySmallest, byWidth)) in zip(rows, expected) {
      #expect(row[name] == device)
      #expect(isClose(Double(row[small]) ?? .nan, bySmallest, tolerance: 5e-7), "\(row)")
      #expect(isClose(Double(row[width]) ?? .nan, byWidth, tolerance: 5e-7), "\(row)")
    }
  }
}
