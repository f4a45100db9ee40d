import Testing

@testable import AppDimensCommandLine

/// The newer commands under bad input (Documentation/Guarantees.md, Documentation/CommandLine.md
/// "Exit status"): `breakpoints`, `resize`, `units`, `type`, `css`, `plot` and `gallery` answer
/// every bad invocation with exactly one `error: …` line naming the flag, the argument or the
/// column, then the command's usage line, on standard error; nothing on standard output; exit
/// status 2. A file that cannot be written (`--out`) and a size list with no fitting size are exit
/// status 1 with the one error line alone.
@Suite("new commands under bad input: one error line naming the flag, exit status 2")
struct CommandLineToolBadInputNewCommandsTests {
  struct BadInvocation: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// Words the error line must contain (the flag or column, the bad text).
    let mentions: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let table = "[w320: 80, wC.phone: 100, wAny: 60]"
  /// Small visual runs, so the cases that get past parsing stay fast.
  static let smallPlot = ["--samples", "3", "--devices", "iphone15", "--quiet"]
  static let smallGallery = ["--devices", "iphone15", "--categories", "large", "--quiet"]

  /// The usage line each command prints, taken from the command's own declaration.
  static func usage(of command: String) -> String {
    (try? Command.named(command))?.usage ?? CommandLineTool.usage
  }

  static let breakpointsCases: [BadInvocation] = [
    BadInvocation(arguments: ["breakpoints", table, "--frobnicate"], mentions: ["--frobnicate"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--devise", "phones"], mentions: ["--devise", "--devices"]),
    BadInvocation(arguments: ["breakpoints", table, "--value"], mentions: ["--value"]),
    BadInvocation(arguments: ["breakpoints", table, "--format"], mentions: ["--format"]),
    BadInvocation(arguments: ["breakpoints"], mentions: ["table"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "abc"], mentions: ["--value", "abc"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "nan"], mentions: ["--value", "nan"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "inf"], mentions: ["--value", "inf"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "1e400"], mentions: ["--value", "1e400"]),
    // Regression: an overflowing scaled value printed `inf` (and a JSON null) with status 0.
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "1e308"], mentions: ["--value", "not finite"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "1e308", "--format", "json"],
      mentions: ["--value", "not finite"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--value", "1", "--rounding", "up"],
      mentions: ["--rounding", "'up'"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--rounding", "points"], mentions: ["--rounding"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--format", "xml"], mentions: ["--format", "'xml'"]),
    BadInvocation(
      arguments: ["breakpoints", table, "--devices", "nowhere"], mentions: ["--devices", "nowhere"]
    ),
    // Malformed breakpoint literals: the error names the column.
    BadInvocation(arguments: ["breakpoints", "[w320: 80, wAny 60]"], mentions: ["column 17"]),
    BadInvocation(arguments: ["breakpoints", "[w320: nan]"], mentions: ["column 8"]),
    BadInvocation(arguments: ["breakpoints", "[w320: 1e400]"], mentions: ["column 8", "1e400"]),
    BadInvocation(arguments: ["breakpoints", "[.width(inf): 1]"], mentions: ["column"]),
    BadInvocation(arguments: ["breakpoints", "[w321: 1]"], mentions: ["column 2", "w321"]),
    BadInvocation(arguments: ["breakpoints", "[w320: 80"], mentions: ["column"]),
    BadInvocation(arguments: ["breakpoints", table, table], mentions: ["one table"]),
  ]

  static let resizeCases: [BadInvocation] = [
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "9", "--bogus"], mentions: ["--bogus"]),
    BadInvocation(arguments: ["resize", "--min", "1", "--max"], mentions: ["--max"]),
    BadInvocation(arguments: ["resize", "--min", "--max", "9"], mentions: ["--min"]),
    BadInvocation(arguments: ["resize", "--max", "9"], mentions: ["--min"]),
    BadInvocation(arguments: ["resize", "--min", "1"], mentions: ["--max"]),
    BadInvocation(
      arguments: ["resize", "--min", "1.2.3", "--max", "9"], mentions: ["--min", "1.2.3"]),
    BadInvocation(
      arguments: ["resize", "--min", "nan", "--max", "9"], mentions: ["--min", "nan"]),
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "inf"], mentions: ["--max", "inf"]),
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "1e400"], mentions: ["--max", "1e400"]),
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "9", "--step", "-inf"], mentions: ["--step"]),
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "9", "--step", "0"], mentions: ["--step"]),
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "9", "--step", "-1"], mentions: ["--step"]),
    // More than 4096 sizes, reversed bounds included (they are swapped, not an empty list).
    BadInvocation(
      arguments: ["resize", "--min", "5000", "--max", "1"], mentions: ["--step", "4096"]),
    BadInvocation(
      arguments: ["resize", "--min", "-1e308", "--max", "1e308", "--step", "1"],
      mentions: ["--step", "4096"]),
    BadInvocation(
      arguments: ["resize", "--min", "1", "--max", "9", "--largest-fitting", "nan"],
      mentions: ["--largest-fitting", "nan"]),
    BadInvocation(arguments: ["resize", "3", "--min", "1", "--max", "9"], mentions: ["'3'"]),
  ]

  static let unitsCases: [BadInvocation] = [
    BadInvocation(arguments: ["units", "10mm", "--bogus"], mentions: ["--bogus"]),
    BadInvocation(arguments: ["units", "10mm", "--device"], mentions: ["--device"]),
    BadInvocation(arguments: ["units", "10mm", "--to"], mentions: ["--to"]),
    BadInvocation(arguments: ["units"], mentions: ["length"]),
    BadInvocation(arguments: ["units", "10mm", "--scale", "abc"], mentions: ["--scale", "abc"]),
    BadInvocation(arguments: ["units", "10mm", "--scale", "nan"], mentions: ["--scale", "nan"]),
    BadInvocation(arguments: ["units", "10mm", "--ppi", "inf"], mentions: ["--ppi", "inf"]),
    BadInvocation(arguments: ["units", "10mm", "--ppi", "1e400"], mentions: ["--ppi", "1e400"]),
    BadInvocation(arguments: ["units", "10mm", "--ppi", "0"], mentions: ["--ppi"]),
    BadInvocation(arguments: ["units", "10mm", "--scale", "-1"], mentions: ["--scale"]),
    BadInvocation(
      arguments: ["units", "10mm", "--to", "furlongs"], mentions: ["--to", "furlongs"]),
    BadInvocation(arguments: ["units", "10furlongs"], mentions: ["furlongs"]),
    BadInvocation(arguments: ["units", "nanmm"], mentions: ["nanmm"]),
    BadInvocation(arguments: ["units", "infin"], mentions: ["infin"]),
    BadInvocation(arguments: ["units", "1e400mm"], mentions: ["1e400mm"]),
    BadInvocation(arguments: ["units", "1.2.3mm"], mentions: ["1.2.3mm"]),
    BadInvocation(arguments: ["units", "10"], mentions: ["'10'", "no unit"]),
    BadInvocation(
      arguments: ["units", "10mm", "--device", "iphone51"], mentions: ["iphone51", "'iPhone 15'"]),
    // Regression: an overflowing result was an `error:` line on standard output, status 1.
    BadInvocation(arguments: ["units", "1e308in"], mentions: ["1e308in", "not finite"]),
    BadInvocation(
      arguments: ["units", "1e308in", "--to", "pixels", "--scale", "3"],
      mentions: ["1e308in", "not finite"]),
  ]

  static let typeCases: [BadInvocation] = [
    BadInvocation(arguments: ["type", "--bogus"], mentions: ["--bogus"]),
    BadInvocation(
      arguments: ["type", "--platfrom", "ios"], mentions: ["--platfrom", "--platform"]),
    BadInvocation(arguments: ["type", "--platform"], mentions: ["--platform"]),
    BadInvocation(arguments: ["type", "--style"], mentions: ["--style"]),
    BadInvocation(arguments: ["type", "--format"], mentions: ["--format"]),
    BadInvocation(
      arguments: ["type", "--platform", "android"], mentions: ["--platform", "android"]),
    BadInvocation(arguments: ["type", "--style", "bogus"], mentions: ["--style", "bogus"]),
    BadInvocation(arguments: ["type", "--style", ","], mentions: ["--style", "empty"]),
    BadInvocation(
      arguments: ["type", "--max-size", "huge"], mentions: ["--max-size", "huge"]),
    BadInvocation(
      arguments: ["type", "--max-size", "nan"], mentions: ["--max-size", "nan"]),
    BadInvocation(arguments: ["type", "--format", "xml"], mentions: ["--format", "xml"]),
    BadInvocation(arguments: ["type", "--leading=1"], mentions: ["--leading"]),
    BadInvocation(arguments: ["type", "body"], mentions: ["'body'"]),
  ]

  static let cssCases: [BadInvocation] = [
    BadInvocation(arguments: ["css", "--bogus"], mentions: ["--bogus"]),
    BadInvocation(arguments: ["css", "--prefix"], mentions: ["--prefix"]),
    BadInvocation(arguments: ["css", "--prefix", "1$"], mentions: ["--prefix", "1$"]),
    BadInvocation(arguments: ["css", "--prefix", "a b"], mentions: ["--prefix"]),
    BadInvocation(arguments: ["css", "--fluid=yes"], mentions: ["--fluid"]),
    BadInvocation(arguments: ["css", "--fluid", "--fluid"], mentions: ["--fluid", "twice"]),
    BadInvocation(arguments: ["css", "extra"], mentions: ["'extra'"]),
  ]

  static let plotCases: [BadInvocation] = [
    BadInvocation(arguments: ["plot", "16.sdp", "--frobnicate"], mentions: ["--frobnicate"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--from"], mentions: ["--from"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--out"], mentions: ["--out"]),
    BadInvocation(arguments: ["plot"], mentions: ["expression"]),
    BadInvocation(arguments: ["plot", "16..sdp"], mentions: ["column 3"]),
    BadInvocation(arguments: ["plot", "16.sdp("], mentions: ["column"]),
    BadInvocation(arguments: ["plot", "nan.sdp"], mentions: ["nan"]),
    BadInvocation(arguments: ["plot", "1e999.sdp"], mentions: ["1e999"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--from", "abc"], mentions: ["--from", "abc"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--to", "nan"], mentions: ["--to", "nan"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--to", "inf"], mentions: ["--to", "inf"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--to", "1e400"], mentions: ["--to", "1e400"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--to", "1e308"], mentions: ["--to", "100000"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--from", "0"], mentions: ["--from"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--samples", "1"], mentions: ["--samples"]),
    BadInvocation(
      arguments: ["plot", "16.sdp", "--samples", "2.5"], mentions: ["--samples", "2.5"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--samples", "1e400"], mentions: ["--samples"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--aspect", "-inf"], mentions: ["--aspect"]),
    // Reversed and empty ranges.
    BadInvocation(
      arguments: ["plot", "16.sdp", "--from", "500", "--to", "100"], mentions: ["--from", "--to"]),
    BadInvocation(
      arguments: ["plot", "16.sdp", "--from", "500", "--to", "500"], mentions: ["--from", "--to"]),
    BadInvocation(
      arguments: ["plot", "16.sdp", "--from", "1400"], mentions: ["--from", "--to"]),
    // Unknown enum values.
    BadInvocation(
      arguments: ["plot", "16.sdp", "--axis", "diagonal"], mentions: ["--axis", "diagonal"]),
    BadInvocation(
      arguments: ["plot", "16.sdp", "--category", "huge"], mentions: ["--category", "huge"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--devices", "nowhere"], mentions: ["--devices"]),
    BadInvocation(arguments: ["plot", "16.sdp", "--quiet=no"], mentions: ["--quiet"]),
  ]

  static let galleryCases: [BadInvocation] = [
    BadInvocation(arguments: ["gallery", "--frobnicate"], mentions: ["--frobnicate"]),
    BadInvocation(arguments: ["gallery", "--expr"], mentions: ["--expr"]),
    BadInvocation(arguments: ["gallery", "--columns"], mentions: ["--columns"]),
    BadInvocation(arguments: ["gallery", "--out"], mentions: ["--out"]),
    BadInvocation(arguments: ["gallery", "16..sdp"], mentions: ["column 3"]),
    BadInvocation(arguments: ["gallery", "--expr", "24.sdp, 16.sdp("], mentions: ["column"]),
    BadInvocation(arguments: ["gallery", "--expr", "inf.sdp"], mentions: ["inf"]),
    BadInvocation(arguments: ["gallery", "1e400.sdp"], mentions: ["1e400"]),
    BadInvocation(arguments: ["gallery", "--categories", ""], mentions: ["--categories"]),
    BadInvocation(
      arguments: ["gallery", "--categories", "huge"], mentions: ["--categories", "huge"]),
    BadInvocation(arguments: ["gallery", "--devices", "iphone51"], mentions: ["iphone51"]),
    // Malformed breakpoint literals for the column table: the error names the column.
    BadInvocation(
      arguments: ["gallery", "--columns", "[w320 2]"], mentions: ["--columns", "column 7"]),
    BadInvocation(
      arguments: ["gallery", "--columns", "[w320: nan]"], mentions: ["--columns", "column 8"]),
    BadInvocation(
      arguments: ["gallery", "--columns", "[w320: 1e400]"], mentions: ["--columns", "1e400"]),
  ]

  @Test(
    arguments: breakpointsCases + resizeCases + unitsCases + typeCases + cssCases + plotCases
      + galleryCases)
  func badInvocationGetsOneErrorLineTheUsageLineAndStatus2(_ bad: BadInvocation) {
    let run = runTool(bad.arguments)
    #expect(run.status == CommandLineTool.usageError)
    #expect(run.output.text.isEmpty, "stdout: \(run.output.text.prefix(120))")
    let lines = run.error.lines
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(lines.filter { $0.hasPrefix("error:") }.count == 1)
    #expect(lines.last == Self.usage(of: bad.arguments[0]))
    #expect(lines.last?.hasPrefix("usage: appdimens \(bad.arguments[0])") == true)
    for word in bad.mentions {
      #expect(lines.first?.contains(word) == true, "\(word) in \(lines.first ?? "")")
    }
  }

  /// A directory path under a regular file cannot be created by anyone, root included.
  static let unwritable = "/dev/null/appdimens-out"

  /// Files that cannot be written: exit status 3, one `error:` line naming the path, no usage
  /// line (the command line was right).
  static let inputOutputFailures: [BadInvocation] = [
    BadInvocation(
      arguments: ["plot", "16.sdp", "--out", unwritable + ".svg"] + smallPlot,
      mentions: [unwritable + ".svg"]),
    BadInvocation(
      arguments: ["gallery", "--out", unwritable + ".html"] + smallGallery,
      mentions: [unwritable + ".html"]),
    BadInvocation(
      arguments: ["audit", "/nonexistent/tokens.json"], mentions: ["/nonexistent/tokens.json"]),
  ]

  @Test(arguments: inputOutputFailures)
  func inputOutputFailureGetsOneErrorLineAndStatus3(_ bad: BadInvocation) {
    let run = runTool(bad.arguments)
    #expect(run.status == CommandLineTool.inputOutputFailure)
    #expect(run.output.text.isEmpty, "stdout: \(run.output.text.prefix(120))")
    let lines = run.error.lines
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix("error: cannot ") == true)
    for word in bad.mentions {
      #expect(lines.first?.contains(word) == true, "\(word) in \(lines.first ?? "")")
    }
  }

  static let failures: [BadInvocation] = [
    BadInvocation(
      arguments: ["resize", "--min", "20", "--max", "10", "--largest-fitting", "5"],
      mentions: ["no size fits", "10", "5"])
  ]

  @Test(arguments: failures)
  func failureGetsOneErrorLineAloneAndStatus1(_ bad: BadInvocation) {
    let run = runTool(bad.arguments)
    #expect(run.status == CommandLineTool.failure)
    #expect(run.output.text.isEmpty, "stdout: \(run.output.text.prefix(120))")
    let lines = run.error.lines
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix("error: ") == true)
    for word in bad.mentions {
      #expect(lines.first?.contains(word) == true, "\(word) in \(lines.first ?? "")")
    }
  }

  /// The small runs the failure cases use succeed when the path is writable, so the failure
  /// above is the file and nothing else.
  @Test(arguments: [["plot", "16.sdp"] + smallPlot, ["gallery"] + smallGallery])
  func smallVisualRunSucceedsOnStandardOutput(_ arguments: [String]) {
    let run = runTool(arguments)
    #expect(run.status == CommandLineTool.success)
    #expect(!run.output.text.isEmpty)
    #expect(run.error.text.isEmpty)
  }
}
