import Testing

@testable import AppDimensCommandLine

/// One run of the tool on a platform and what it prints: the value on standard output and the
/// note (or none) on standard error.
struct PlatformRun: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let value: String
  let note: String?
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("The command line follows the window's platform and notes categories it lacks")
struct CategoryNotesTests {
  @Test(arguments: [
    // tvOS has no Dynamic Type: 17 × 1080 ÷ 300 = 61.2, and 17 unchanged.
    PlatformRun(
      arguments: ["17.ssp", "--device", "Apple TV 4K", "--category", "AX3"], value: "61.2",
      note: "note: tvOS has no Dynamic Type; the text size AX3 is ignored"),
    PlatformRun(
      arguments: ["17.scaled(relativeTo: body)", "--device", "Apple TV 4K", "--category", "AX3"],
      value: "17", note: "note: tvOS has no Dynamic Type; the text size AX3 is ignored"),
    // watchOS body: 16 at L, 23 at AX3 (AX4/AX5 resolve as AX3): 17 × 23 ÷ 16 = 24.4375, on
    // the watch's @2x grid 24.5 (the font ramp keeps 24.4375).
    PlatformRun(
      arguments: ["17.scaled(relativeTo: body)", "--device", "watch41", "--category", "AX3"],
      value: "24.5", note: nil),
    PlatformRun(
      arguments: ["17.scaled(relativeTo: body)", "--device", "watch41", "--category", "AX5"],
      value: "24.5", note: "note: watchOS has no AX5 text size; AX3 is used"),
    PlatformRun(
      arguments: [
        "17.scaled(relativeTo: body, curve: fontRamp)", "--device", "watch41", "--category", "AX3",
      ],
      value: "24.4375", note: nil),
    PlatformRun(
      arguments: [
        "17.scaled(relativeTo: body)", "--width", "200", "--height", "250", "--mode", "watch",
        "--category", "M",
      ], value: "17", note: "note: watchOS has no M text size; L is used"),
    // The watch's default category (xLarge on 45 mm, watch body 17) when --category is absent.
    PlatformRun(
      arguments: ["16.scaled(relativeTo: body)", "--device", "watch45"], value: "17",
      note: nil),
    // An explicit platform: wins over the window's (iOS body 17 pt at AX3: the measured 37).
    PlatformRun(
      arguments: [
        "17.scaled(relativeTo: body, platform: iOS)", "--device", "Apple TV 4K", "--category",
        "AX3",
      ], value: "37", note: "note: tvOS has no Dynamic Type; the text size AX3 is ignored"),
    // On the Mac an explicit font scale (an app's own text size) is the only multiplier.
    PlatformRun(
      arguments: [
        "17.scaled(relativeTo: body)", "--width", "800", "--height", "600", "--idiom", "mac",
        "--font-scale", "1.5",
      ], value: "25.5", note: nil),
    PlatformRun(
      arguments: ["17.ssp", "--device", "iPhone 15", "--category", "AX5"],
      value: "69.43", note: nil),
  ])
  func resolveFollowsThePlatform(_ run: PlatformRun) {
    let result = runTool(["resolve"] + run.arguments)
    #expect(result.status == 0)
    #expect(result.output.lines == [run.value])
    #expect(result.error.lines == (run.note.map { [$0] } ?? []))
  }

  @Test func aTableNotesEachPlatformOnce() {
    let run = runTool(["table", "17.ssp", "--devices", "watches,tv", "--category", "AX4"])
    #expect(run.status == 0)
    #expect(
      run.error.lines == [
        "note: watchOS has no AX4 text size; AX3 is used",
        "note: tvOS has no Dynamic Type; the text size AX4 is ignored",
      ])
    // The text column shows the category each platform uses: AX3 on a watch, – on Apple TV.
    let rows = run.output.lines.dropFirst(4)
    #expect(rows.allSatisfy { $0.contains("AX3") || $0.contains("  –  ") })
  }

  @Test func aBatchNotesEachPlatformAndCategoryOnce() {
    let lines = [
      #"{"expr": "17.ssp", "category": "AX5"}"#,
      #"{"expr": "17.ssp", "category": "AX5", "device": "Apple TV 4K"}"#,
      #"{"expr": "17.ssp", "category": "AX5"}"#,
      #"{"expr": "17.ssp", "category": "AX3"}"#,
    ]
    let run = runTool(
      ["resolve", "--batch", "--device", "watch41"], input: lines.joined(separator: "\n"))
    #expect(run.status == 0)
    // 17 × 176 ÷ 300 × 23 ÷ 16 = 14.3366…, then Apple TV's 61.2.
    let watch = "14.336667"
    #expect(run.output.lines == [watch, "61.2", watch, watch])
    #expect(
      run.error.lines == [
        "note: watchOS has no AX5 text size; AX3 is used",
        "note: tvOS has no Dynamic Type; the text size AX5 is ignored",
      ])
  }

  @Test func anUnknownBatchDeviceIsAUsageErrorBeforeAnyLine() {
    let run = runTool(["resolve", "--batch", "--device", "iphone51"], input: #"{"expr": "1"}"#)
    #expect(run.status == 2)
    #expect(run.output.lines.isEmpty)
    #expect(run.error.lines.first?.hasPrefix("error: --device: unknown device 'iphone51'") == true)
  }

  @Test func messagesForEveryPlatform() {
    #expect(CategoryNotes.message(.accessibility3, on: .iOS) == nil)
    #expect(CategoryNotes.message(.accessibility5, on: .visionOS) == nil)
    #expect(CategoryNotes.message(.large, on: .macOS) == nil)
    #expect(
      CategoryNotes.message(.xSmall, on: .macOS)
        == "note: macOS has no Dynamic Type; the text size xS is ignored")
    #expect(
      CategoryNotes.message(.accessibility4, on: .watchOS)
        == "note: watchOS has no AX4 text size; AX3 is used")
    #expect(
      CategoryNotes.message(.xxLarge, on: .carPlay)
        == "note: carPlay has no Dynamic Type; the text size xxL is ignored")
  }
}
