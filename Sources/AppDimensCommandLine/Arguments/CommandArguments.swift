/// The command line of one command, split into positional arguments and flags: a tiny parser
/// with `--flag value`, `--flag=value`, switches and `--`.
///
/// Only words starting with `--` are flags, so negative numbers and expressions such as
/// `-16.sdp` are positional. A value that starts with `--` counts as missing (`--width
/// --height 5` reports the missing width). Unknown flags get a suggestion; a flag given twice
/// is an error.
///
/// | arguments | positionals | values |
/// |---|---|---|
/// | `16.sdp --width 390 --height=844` | 16.sdp | width 390, height 844 |
/// | `--landscape -- --odd` | --odd | landscape |
/// | `--widht 3` | – | error: unknown flag --widht (did you mean --width?) |
struct CommandArguments: Sendable {
  /// A flag a command accepts.
  struct Flag: Sendable {
    /// The name without dashes, for example "width".
    let name: String
    /// Whether the flag takes a value (`--width 390`) or is a switch (`--landscape`).
    let takesValue: Bool
  }

  /// The positional arguments in order.
  private(set) var positionals: [String] = []
  /// The value of each flag that takes one.
  private(set) var values: [String: String] = [:]
  /// The switches that were given.
  private(set) var switches: Set<String> = []

  /// Splits `arguments` by the flags in `flags`.
  init(_ arguments: [String], flags: [Flag]) throws(UsageError) {
    var index = 0
    var seen: Set<String> = []
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--" {
        positionals += arguments[index...]
        break
      }
      guard word.hasPrefix("--"), word.count > 2 else {
        positionals.append(word)
        continue
      }
      let body = word.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard let flag = flags.first(where: { $0.name == name }) else {
        let hint = NameMatching.nearest(
          to: name, among: flags.map { ($0.name, [$0.name]) }, limit: 1
        ).first
        throw UsageError(
          "unknown flag --\(name)" + (hint.map { " (did you mean --\($0)?)" } ?? ""))
      }
      guard seen.insert(name).inserted else { throw UsageError("--\(name) is given twice") }
      if flag.takesValue {
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          values[name] = arguments[index]
          index += 1
        } else {
          throw UsageError("--\(name) needs a value")
        }
      } else {
        guard inlineValue == nil else { throw UsageError("--\(name) does not take a value") }
        switches.insert(name)
      }
    }
  }

  /// Throws when a positional argument was given to `command`, a command that takes none.
  func requireNoPositionals(_ command: String) throws(UsageError) {
    guard let first = positionals.first else { return }
    throw UsageError("\(command) takes no arguments, got '\(Self.shown(first))'")
  }

  /// The value of `--name` as a finite decimal number, or nil when the flag is absent.
  func number(_ name: String) throws(UsageError) -> Double? {
    guard let text = values[name] else { return nil }
    guard let value = NumberScanner.parse(text) else {
      throw UsageError("--\(name): expected a finite decimal number, got '\(Self.shown(text))'")
    }
    return value
  }

  /// The value of `--name` read by `parse`, or nil when absent; `expected` describes the
  /// accepted values for the error message.
  func value<T>(
    _ name: String, expected: String, _ parse: (String) -> T?
  ) throws(UsageError) -> T? {
    guard let text = values[name] else { return nil }
    guard let value = parse(text) else {
      throw UsageError("--\(name): expected \(expected), got '\(Self.shown(text))'")
    }
    return value
  }

  /// `text` shortened to 40 characters for messages.
  static func shown(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }
}
