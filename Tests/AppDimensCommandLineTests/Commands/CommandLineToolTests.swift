import Testing

@testable import AppDimensCommandLine

@Suite("CommandLineTool: dispatch, help, the overview, exit statuses")
struct CommandLineToolTests {
  @Test func overviewIsATableOfEveryDeviceWithin100Columns() {
    let run = runTool([])
    #expect(run.status == 0)
    #expect(run.error.text.isEmpty)
    let lines = run.output.lines
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.map(\.count).max() ?? 0)")
    let header = lines.first { $0.hasPrefix("device") }
    #expect(header?.contains("16.sdp") == true && header?.contains("16.hdp") == true)
    for device in DeviceCatalog.all {
      #expect(lines.contains { $0.hasPrefix(device.name + " ") }, "\(device.name)")
    }
    // iPhone 16e row: 390×844 → 16.sdp 20.8, 16.sdpa 21.550307, 16.hdp 45.013333 (the Behavior
    // Reference vectors, to 6 decimals).
    let row = lines.first { $0.hasPrefix("iPhone 16e ") } ?? ""
    #expect(row.contains("390×844") && row.contains(" 20.8 ") && row.contains(" 21.550307 "))
    #expect(row.contains(" 45.013333"))
  }

  @Test(arguments: [
    ["help"], ["--help"], ["-h"], ["help", "resolve"], ["table", "--help"],
    ["devices", "-h"], ["resolve", "16.sdp", "--help"],
  ])
  func helpExitsZero(_ arguments: [String]) {
    let run = runTool(arguments)
    #expect(run.status == 0)
    #expect(run.output.text.contains("usage"))
    #expect(run.error.text.isEmpty)
  }

  @Test func unknownCommand() {
    let run = runTool(["tabel", "16.sdp"])
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(
      run.error.lines == [
        "error: unknown command 'tabel' (did you mean 'table'?)", CommandLineTool.usage,
      ])
    #expect(runTool(["--width", "3"]).status == 2)
  }
}

@Suite("CommandLineTool: the conventions of Swift command-line tools")
struct CommandLineConventionsTests {
  @Test func version() {
    let run = runTool(["--version"])
    #expect(run.status == 0)
    #expect(run.output.lines == ["appdimens \(CommandLineTool.version)"])
    #expect(run.error.text.isEmpty)
  }

  /// `help UNKNOWN` is a usage error with a suggestion, not the overview with status 0.
  @Test func helpForAnUnknownCommand() {
    let run = runTool(["help", "nosuchcommand"])
    #expect(run.status == CommandLineTool.usageError)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines.first?.hasPrefix("error: unknown command 'nosuchcommand'") == true)
    #expect(
      runTool(["help", "reslve"]).error.lines.first?.contains("did you mean 'resolve'") == true)
  }

  /// Short forms of the common options; any other single-dash word names the long flag.
  @Test func shortForms() {
    let long = runTool(["resolve", "16.sdp", "--device", "iphone15", "--landscape"])
    let short = runTool(["resolve", "16.sdp", "-d", "iphone15", "-l"])
    #expect(short.status == 0 && short.output.text == long.output.text)
    let width = runTool(["resolve", "16.sdp", "-w", "390", "--height", "844"])
    #expect(width.output.lines == ["20.8"])
    let json = runTool(["table", "16.sdp", "-f", "json", "-d", "tv"])
    #expect(json.status == 0 && json.output.text.hasPrefix("{"))
    let dashed = runTool(["resolve", "16.sdp", "-width", "390"])
    #expect(dashed.status == 2)
    #expect(dashed.error.lines.first?.contains("--width") == true)
    let switchValue = runTool(["resolve", "16.sdp", "-d", "iphone15", "--landscape", "yes"])
    #expect(switchValue.error.lines.first?.contains("--landscape is a switch") == true)
  }

  /// Every command's help lists every option it accepts, from the one table, and its usage
  /// line is the one printed after an error.
  @Test func helpIsGeneratedFromTheOptionTable() {
    for command in Command.all {
      let help = runTool(["help", command.name]).output.text
      #expect(help.hasPrefix(command.usage + "\n"), "\(command.name)")
      for option in command.options {
        #expect(help.contains(option.synopsis), "\(command.name) \(option.flag)")
        #expect(help.contains(String(option.help.prefix(30))), "\(command.name) \(option.flag)")
      }
      let bad = runTool([command.name, "--no-such-option"])
      #expect(bad.error.lines.last == command.usage, "\(command.name)")
    }
    let overview = runTool(["help"]).output.text
    for command in Command.all { #expect(overview.contains("appdimens \(command.name)")) }
  }

  /// An option that leaves nothing to show is an error; leaving some out is a note.
  /// `help COMMAND` shows what the command takes: no expression cheat-sheet where no EXPR is
  /// an argument, and each shared option described as that command uses it.
  @Test func helpShowsOnlyWhatTheCommandTakes() {
    let audit = runTool(["help", "audit"]).output.text
    #expect(!audit.contains("expressions (Swift as in the README"))
    #expect(audit.contains("any expression ('appdimens help resolve')"))
    #expect(
      audit.contains("--categories LIST  Dynamic Type categories, comma-separated (default: every"))
    #expect(!audit.contains("gallery:"))
    #expect(audit.contains("-q, --quiet            no summary line"))
    let gallery = runTool(["help", "gallery"]).output.text
    #expect(gallery.contains("default large,accessibility3"))
    #expect(!gallery.contains("audit"))
    let plot = runTool(["help", "plot"]).output.text
    #expect(plot.contains("the Dynamic Type category of every window (default large)"))
    #expect(plot.contains("the devices marked on the x axis"))
    #expect(!plot.contains("the device's"))
    for name in ["resolve", "table", "plot", "gallery"] {
      #expect(runTool(["help", name]).output.text.contains("@ScaledDimension(16)"), "\(name)")
    }
    for name in ["devices", "breakpoints", "resize", "units", "type", "css", "audit"] {
      #expect(!runTool(["help", name]).output.text.contains("expressions ("), "\(name)")
    }
  }

  @Test func nothingToShowIsAnError() {
    let none = runTool(["table", "16.sdp", "--split", "1/3", "--devices", "phones"])
    #expect(none.status == CommandLineTool.usageError)
    #expect(none.output.text.isEmpty)
    #expect(none.error.lines.first?.contains("--split 1/3") == true)
    let some = runTool(["table", "16.sdp", "--split", "1/3", "--devices", "ipadpro13,iphone15"])
    #expect(some.status == 0)
    #expect(
      some.error.lines == ["note: --split 1/3 leaves out 1 of 2 devices (no such Split View pane)"])
  }

  /// Distinct statuses: 0, 1 (the answer is no), 2 (usage), 3 (input/output).
  @Test func exitStatusesAreDistinct() {
    #expect(
      Set([
        CommandLineTool.success, CommandLineTool.failure, CommandLineTool.usageError,
        CommandLineTool.inputOutputFailure,
      ]).count == 4)
    #expect(runTool(["resolve", "--batch"], input: "{}\n").status == CommandLineTool.failure)
    #expect(runTool(["resolve"]).status == CommandLineTool.usageError)
    let unwritable = runTool(["plot", "16.sdp", "--samples", "3", "--out", "/nonexistent/x.svg"])
    #expect(unwritable.status == CommandLineTool.inputOutputFailure)
    #expect(unwritable.error.lines.count == 1)
  }

  /// One overflow policy: plot and gallery refuse an expression that overflows, as table does.
  @Test(arguments: [
    ["plot", "1e308.wdp", "--samples", "3"], ["gallery", "1e308.wdp", "--devices", "iphone15"],
    ["table", "1e308.wdp", "--devices", "tv"],
  ])
  func overflowIsBadInputEverywhere(_ arguments: [String]) {
    let run = runTool(arguments + ["--quiet"].filter { _ in arguments[0] != "table" })
    #expect(run.status == CommandLineTool.usageError)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines.first?.contains("'1e308.wdp' is not finite on") == true)
  }
}

@Suite("CommandLineTool: numbers people read")
struct NumbersPeopleReadTests {
  /// `sem` scales with the window; only Dynamic Type is left out (the help said "no scaling").
  @Test func semIsDescribedAsScalingWithTheWindow() {
    let help = runTool(["help", "resolve"]).output.text
    #expect(!help.contains("no scaling"))
    #expect(
      help.contains(
        "16.sem  16.hem  16.wem (text that scales with the window but not with Dynamic Type)"))
    // And it does: 16.sem on a 390-point window is 16 × 390 ÷ 300 at any text size.
    let run = runTool([
      "resolve", "16.sem", "--width", "390", "--height", "844", "--category", "AX3",
    ])
    #expect(run.output.lines == ["20.8"])
  }

  /// Text tables print no float noise: every number at most 6 decimals, trailing zeros
  /// dropped; CSV and JSON keep every digit.
  @Test func textTablesRoundAndMachineFormatsDoNot() throws {
    let table = "[w320: 0.30000000000000004]"
    let text = runTool(["breakpoints", table, "--devices", "iphone15"]).output.text
    #expect(!text.contains("0.30000000000000004") && text.contains(" 0.3\n"))
    let csv = runTool(["breakpoints", table, "--devices", "iphone15", "--format", "csv"]).output
    #expect(csv.text.contains(",0.30000000000000004\n"))
    let fluid = "16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)"
    let human = runTool(["table", fluid, "--devices", "iphone16e"]).output.text
    #expect(human.contains(" 14.3\n") && !human.contains("14.299999999999999"))
    let machine = try #require(
      parseCSV(runTool(["table", fluid, "--devices", "iphone16e", "-f", "csv"]).output.text).last?
        .last)
    // CSV keeps the double exactly: the text reads back as the same value.
    let value = try #require(Double(machine))
    let c = DeviceProfile.iPhone16e.configuration(orientation: .portrait)
    #expect(
      value == 16.fluidDp(c, options: .init(fluidViewport: 320...1200, fluidScale: 0.85...1.4)))
  }

  /// The JSON table records the Split View pane it was asked for.
  @Test func tableJSONCarriesThePane() throws {
    let run = runTool([
      "table", "16.sdp", "--devices", "ipadpro13", "--landscape", "--split", "1/3", "-f", "json",
    ])
    let document = try #require(parseJSON(run.output.text) as? [String: Any])
    #expect(document["split"] as? String == "1/3")
    #expect(document["orientation"] as? String == "landscape")
    let full = runTool(["table", "16.sdp", "--devices", "ipadpro13", "-f", "json"])
    #expect((parseJSON(full.output.text) as? [String: Any])?["split"] as? String == "full")
  }

  /// A value the library returns as nil is `–` in text, empty in CSV, null in JSON.
  @Test func nilValuesAreBlankNotNaN() {
    let table = "[w1024: 2].scaled(c)"
    let text = runTool(["table", table, "--devices", "iphone15"]).output.text
    #expect(text.contains("–") && !text.contains("nan"))
    let csv = runTool(["table", table, "--devices", "iphone15", "-f", "csv"]).output.text
    #expect(csv.hasSuffix(",\n"))
    let json = runTool(["table", table, "--devices", "iphone15", "-f", "json"]).output.text
    #expect(json.contains("\"[w1024: 2].scaled(c)\": null"))
  }
}
