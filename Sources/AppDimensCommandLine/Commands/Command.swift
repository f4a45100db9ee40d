/// One command of the tool, declared once: its name, what it does, the arguments and options it
/// takes (from ``Options``), the text its help adds, and how it runs. ``Command/all`` is the
/// registry; the overview, `help COMMAND`, the usage line after an error and suggestions for a
/// mistyped name are all generated from it.
///
/// ```
/// usage: appdimens <name> <arguments> [<synopsis options>] [options]
/// help:  usage line, abstract, arguments, one line per option (wrapped at 100 columns),
///        -h/--help, then the discussion
/// ```
struct Command: Sendable {
  /// The standard streams a command writes to (and `resolve --batch` reads).
  struct Streams {
    var input: any CommandInput
    var output: any CommandOutput
    var error: any CommandOutput
  }

  /// The name typed after `appdimens`.
  let name: String
  /// One line for the overview.
  let abstract: String
  /// The positional arguments as the usage line writes them (`EXPR`, `[EXPR…]`), empty for none.
  let arguments: String
  /// Help lines for the positional arguments, when they need explaining.
  let argumentHelp: [(String, String)]
  /// The options, in help order.
  let options: [OptionSpec]
  /// The options the usage line shows; the others are `[options]`.
  let synopsis: [OptionSpec]
  /// What `help COMMAND` prints after the options.
  let discussion: String
  /// Runs the command on its parsed arguments.
  let run: @Sendable (ParsedArguments, inout Streams) throws(UsageError) -> Int32

  init(
    _ name: String, _ abstract: String, arguments: String = "",
    argumentHelp: [(String, String)] = [], options: [OptionSpec], synopsis: [OptionSpec]? = nil,
    discussion: String = "",
    run: @escaping @Sendable (ParsedArguments, inout Streams) throws(UsageError) -> Int32
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.argumentHelp = argumentHelp
    self.options = options
    self.synopsis = synopsis ?? options
    self.discussion = discussion
    self.run = run
  }

  /// Every command, in help order.
  static let all: [Command] = [
    .resolve, .table, .devices, .breakpoints, .resize, .units, .type, .css, .plot, .gallery,
    .audit, .generate,
  ]

  /// The command called `name`, or an error with the nearest names.
  static func named(_ name: String) throws(UsageError) -> Command {
    if let command = all.first(where: { $0.name == name }) { return command }
    let names = all.map(\.name) + ["help"]
    let hint = NameMatching.nearest(to: name, among: names.map { ($0, [$0]) }, limit: 1).first
    throw UsageError(
      "unknown command '\(UsageError.shown(name))'"
        + (hint.map { " (did you mean '\($0)'?)" }
          ?? " (commands: \(names.joined(separator: ", ")))"))
  }

  /// `usage: appdimens resolve EXPR|--batch [--device NAME] … [options]`.
  var usage: String {
    let shown = synopsis.map { "[\($0.synopsis)]" }
    let rest = options.count > synopsis.count ? ["[options]"] : []
    return (["usage: appdimens", name] + (arguments.isEmpty ? [] : [arguments]) + shown + rest)
      .joined(separator: " ")
  }

  /// The help text: usage, abstract, arguments, options and discussion.
  var help: String {
    var text = usage + "\n\n" + Self.wrap(abstract, indent: "") + "\n"
    if !argumentHelp.isEmpty {
      text += "\narguments:\n" + argumentHelp.map { Self.row($0.0, $0.1) }.joined()
    }
    let rows = options.map { option in
      (
        (option.short.map { "-\($0), " } ?? "    ") + option.synopsis,
        option.help
      )
    }
    text +=
      "\noptions:\n" + (rows + [("-h, --help", "this help")]).map { Self.row($0.0, $0.1) }.joined()
    return text + (discussion.isEmpty ? "" : "\n" + discussion)
  }

  /// One help row: the name in a `width`-column field, the text wrapped beside it.
  static func row(_ name: String, _ text: String, width: Int = 25) -> String {
    let lead = "  " + name
    let indent = String(repeating: " ", count: width)
    let wrapped = wrap(text, indent: indent)
    guard lead.count < width - 1 else { return lead + "\n" + wrapped + "\n" }
    return lead + String(repeating: " ", count: width - lead.count)
      + wrapped.dropFirst(indent.count) + "\n"
  }

  /// `text` broken into lines of at most 100 columns, each starting with `indent`.
  static func wrap(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count, line.count + 1 + word.count > 100 {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
