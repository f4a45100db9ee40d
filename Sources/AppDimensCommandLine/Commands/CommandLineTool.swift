/// The `appdimens` tool as a library: parses the arguments, runs one command, writes to the
/// given streams and returns the exit status. `main.swift` only wires the process's streams.
///
/// | arguments | command |
/// |---|---|
/// | (none) | the sample table of `16.sdp 16.ssp 16.sdpa 16.hdp` on every catalog device |
/// | `resolve EXPR …`, `resolve --batch …` | one value, or one per JSON line |
/// | `table EXPR… …` | values across the catalog |
/// | `devices …` | the device catalog |
/// | `breakpoints TABLE …` | the winning key of a breakpoint table per device and pane |
/// | `resize …`, `units LENGTH …` | resize candidates; physical lengths in points |
/// | `type …`, `css …` | the Dynamic Type ramp; the web-view stylesheet |
/// | `plot EXPR… …`, `gallery …` | an SVG chart, an HTML device gallery |
/// | `audit FILE …` | a design-tokens file checked on every device and text size |
/// | `help [COMMAND]`, `--help`, `-h` | usage |
///
/// Exit status: 0 success; 1 a batch line failed (every line is still answered) or the audit
/// found a violation; 2 a usage
/// error or bad input, an overflowing result included — `error: <message>` then the command's
/// usage line on the error stream.
/// Nothing traps: every input ends in one of these.
public enum CommandLineTool: Sendable {
  /// Exit status of a successful run.
  public static let success: Int32 = 0
  /// Exit status when a batch line failed (every line is still answered).
  public static let failure: Int32 = 1
  /// Exit status of a usage error.
  public static let usageError: Int32 = 2

  /// Runs the tool with `arguments` (without the program name).
  public static func run<Input: CommandInput, Output: CommandOutput, Errors: CommandOutput>(
    arguments: [String], input: inout Input, output: inout Output, error: inout Errors
  ) -> Int32 {
    let command = arguments.first
    let rest = Array(arguments.dropFirst())
    do throws(UsageError) {
      switch command {
      case nil:
        return OverviewCommand.run(output: &output)
      case "help", "--help", "-h":
        output.write(Usage.help(for: rest.first))
        return success
      case _ where rest.contains("--help") || rest.contains("-h"):
        output.write(Usage.help(for: command))
        return success
      case "resolve":
        return try ResolveCommand.run(rest, input: &input, output: &output, error: &error)
      case "table":
        return try TableCommand.run(rest, output: &output, error: &error)
      case "devices":
        return try DevicesCommand.run(rest, output: &output)
      case "breakpoints": return try BreakpointsCommand.run(rest, output: &output)
      case "resize": return try ResizeCommand.run(rest, output: &output, error: &error)
      case "units": return try UnitsCommand.run(rest, output: &output, error: &error)
      case "type": return try TypeCommand.run(rest, output: &output)
      case "css": return try CssCommand.run(rest, output: &output)
      case "plot":
        return try PlotCommand.run(rest, output: &output, error: &error)
      case "gallery":
        return try GalleryCommand.run(rest, output: &output, error: &error)
      case "audit":
        return try AuditCommand.run(rest, input: &input, output: &output, error: &error)
      case let unknown?:
        let hint = NameMatching.nearest(
          to: unknown, among: Usage.commands.map { ($0, [$0]) }, limit: 1
        ).first
        throw UsageError(
          "unknown command '\(CommandArguments.shown(unknown))'"
            + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
      }
    } catch let problem {
      error.writeLine("error: \(problem.message)")
      error.writeLine(usageLine(for: command))
      return usageError
    }
  }

  /// The usage line printed after an error in `command`.
  static func usageLine(for command: String?) -> String {
    switch command {
    case "resolve": Usage.resolve
    case "table": Usage.table
    case "devices": Usage.devices
    case "breakpoints": BreakpointsCommand.usage
    case "resize": ResizeCommand.usage
    case "units": UnitsCommand.usage
    case "type": TypeCommand.usage
    case "css": CssCommand.usage
    case "plot": Usage.plot
    case "gallery": Usage.gallery
    case "audit": AuditCommand.usage
    default: Usage.tool
    }
  }
}
