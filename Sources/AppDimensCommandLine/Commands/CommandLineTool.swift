/// The `appdimens` tool as a library: parses the arguments, runs one command of the registry
/// (``Command/all``), writes to the given streams and returns the exit status. `main.swift`
/// only wires the process's streams.
///
/// | arguments | result |
/// |---|---|
/// | (none) | the sample table of `16.sdp 16.ssp 16.sdpa 16.hdp` on every catalog device |
/// | `COMMAND …` | the command (`appdimens help` lists them) |
/// | `help [COMMAND]`, `--help`, `-h`, `COMMAND --help` | the help, generated from the registry |
/// | `--version` | `appdimens 0.1.0` |
///
/// Exit status (as swift-argument-parser tools: one `error: <message>` line, then the usage
/// line, on standard error):
///
/// | status | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | the answer is "no": a batch line failed (every line is still answered), no size fits (`resize`), the design breaks a rule (`audit`) |
/// | 2 | a usage error or bad input, an overflowing result included |
/// | 3 | a file or stream could not be read or written (no usage line) |
///
/// Nothing traps: every input ends in one of these.
public enum CommandLineTool: Sendable {
  /// Exit status of a successful run.
  public static let success: Int32 = 0
  /// Exit status when the answer is a failure: a batch line failed, nothing fits, a violation.
  public static let failure: Int32 = 1
  /// Exit status of a usage error or bad input.
  public static let usageError: Int32 = 2
  /// Exit status when a file or stream could not be read or written.
  public static let inputOutputFailure: Int32 = 3
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs the tool with `arguments` (without the program name).
  public static func run<Input: CommandInput, Output: CommandOutput, Errors: CommandOutput>(
    arguments: [String], input: inout Input, output: inout Output, error: inout Errors
  ) -> Int32 {
    var streams = Command.Streams(input: input, output: output, error: error)
    let status = run(arguments, &streams)
    if let given = streams.input as? Input { input = given }
    if let given = streams.output as? Output { output = given }
    if let given = streams.error as? Errors { error = given }
    return status
  }

  /// Runs the tool on type-erased streams.
  static func run(_ arguments: [String], _ streams: inout Command.Streams) -> Int32 {
    var command: Command?
    do throws(UsageError) {
      guard let name = arguments.first else { return OverviewCommand.run(&streams.output) }
      let rest = Array(arguments.dropFirst())
      switch name {
      case "--version":
        streams.output.writeLine("appdimens \(version)")
        return success
      case "help", "--help", "-h":
        if let topic = rest.first {
          streams.output.write(try Command.named(topic).help)
        } else {
          streams.output.write(overview)
        }
        return success
      default:
        let found = try Command.named(name)
        command = found
        // After `--` every word is an argument (`resolve -- --help` is the expression
        // "--help"), as in every POSIX tool.
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
          streams.output.write(found.help)
          return success
        }
        return try found.run(ParsedArguments(rest, options: found.options), &streams)
      }
    } catch let problem {
      streams.error.writeLine("error: \(problem.message)")
      if problem.status == usageError { streams.error.writeLine(command?.usage ?? usage) }
      return problem.status
    }
  }

  /// The tool's usage line.
  static let usage =
    "usage: appdimens COMMAND …  (commands: " + Command.all.map(\.name).joined(separator: ", ")
    + "; see 'appdimens help')"

  /// `appdimens help`: every command from the registry, examples, exit statuses, expressions.
  static var overview: String {
    let rows =
      [("appdimens", "16.sdp 16.ssp 16.sdpa 16.hdp on every catalog device")]
      + Command.all.map { ("appdimens \($0.name) \($0.arguments)", $0.abstract) }
      + [
        ("appdimens help [COMMAND]", "this text, or a command's options"),
        ("appdimens --version", "the version"),
      ]
    return """
      appdimens \(version) — resolve AppDimens expressions for Apple devices and windows

      commands:
      \(rows.map { Command.row($0.0, $0.1, width: 35) }.joined())
      examples:
        appdimens resolve 10.sdp --width 390 --height 844          13
        appdimens resolve '16.powerDp(c, options: .init(power: 0.5))' -d iphone15
        appdimens table 24.sdp 17.ssp --devices pads --landscape --format markdown

      exit status: 0 success; 1 a batch line failed, no size fits or a design breaks a rule;
      2 a usage error or bad input; 3 a file or stream could not be read or written.

      \(Command.expressionsHelp)
      """
  }
}
