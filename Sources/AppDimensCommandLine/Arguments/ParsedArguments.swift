/// A command's arguments split into positionals and option values by the command's
/// ``OptionSpec``s, the way swift-argument-parser splits them.
///
/// - `--name value` and `--name=value`; a switch takes no value (`--landscape yes` is an error
///   that says so); `--` ends the options.
/// - Short forms, one letter after one dash (`-w 390`, `-l`); any other word that starts with
///   one dash and a letter (`-width`, `-z`) is an error naming the long flag. Words that start
///   with a dash and a digit or a point are positional or values (`-16.sdp`, `--width -5`).
/// - An unknown option gets a suggestion; an option given twice is an error; a value that is
///   one of the command's options (`--width --height 5`) counts as missing, any other word is
///   the value (`--scale -inf`, then refused by the number parser).
///
/// | arguments | positionals | values |
/// |---|---|---|
/// | `16.sdp --width 390 --height=844` | 16.sdp | width 390, height 844 |
/// | `16.sdp -w 390 -l` | 16.sdp | width 390, landscape |
/// | `--landscape -- --odd` | --odd | landscape |
/// | `--widht 3` | – | error: unknown option --widht (did you mean --width?) |
/// | `-width 3` | – | error: unknown option '-width' (write --width) |
struct ParsedArguments: OptionSource, Sendable {
  /// The positional arguments in order.
  private(set) var positionals: [String] = []
  /// The value (`"true"` for a switch) of each option given, by name.
  private var values: [String: String] = [:]
  /// Every value of each repeatable option given, by name, in order.
  private var repeated: [String: [String]] = [:]

  /// Splits `arguments` by `options`.
  init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
    var index = 0
    func isOption(_ word: String) -> Bool {
      word.count > 2 && word.hasPrefix("--") || Self.isShortOption(word)
    }
    // A value may start with a dash (`--width -5`, `--scale -inf`) unless it is one of the
    // command's options.
    func isKnownOption(_ word: String) -> Bool {
      let name = word.drop { $0 == "-" }.prefix { $0 != "=" }
      return word.hasPrefix("--")
        ? word.count > 2 && options.contains { $0.isNamed(String(name)) }
        : Self.isShortOption(word) && name.count == 1 && options.contains { $0.short == name.first }
    }
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--" {
        positionals += arguments[index...]
        break
      }
      guard isOption(word) else {
        positionals.append(word)
        continue
      }
      let body = word.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      let isShort = !word.hasPrefix("--")
      let found =
        isShort && name.count == 1
        ? options.first { $0.short == name.first }
        : isShort ? nil : options.first { $0.isNamed(name) }
      guard let option = found else { throw Self.unknown(word, name: name, options: options) }
      guard values[option.name] == nil || option.isRepeatable else {
        throw UsageError("\(option.flag) is given twice")
      }
      if option.kind == .flag {
        guard inline == nil else {
          throw UsageError("\(option.flag) is a switch: it takes no value")
        }
        if index < arguments.count, Self.switchWords.contains(arguments[index].lowercased()) {
          throw UsageError(
            "\(option.flag) is a switch: it takes no value (remove '\(arguments[index])')")
        }
        values[option.name] = "true"
      } else if let inline {
        values[option.name] = inline
        repeated[option.name, default: []].append(inline)
      } else if index < arguments.count, !isKnownOption(arguments[index]) {
        values[option.name] = arguments[index]
        repeated[option.name, default: []].append(arguments[index])
        index += 1
      } else {
        throw UsageError("\(option.flag) needs a value (\(option.synopsis))")
      }
    }
  }

  /// Words a switch is sometimes given by mistake.
  static let switchWords: Set<String> = ["yes", "no", "true", "false", "on", "off", "1", "0"]

  /// Whether `word` is a short option: one dash, then a letter (`-w`, also `-width`).
  static func isShortOption(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars.prefix(2))
    return scalars.count == 2 && scalars[0] == "-"
      && (("a"..."z").contains(scalars[1]) || ("A"..."Z").contains(scalars[1]))
  }

  /// The error for an option `options` do not have, naming the long flag it may stand for.
  static func unknown(_ word: String, name: String, options: [OptionSpec]) -> UsageError {
    let shown = UsageError.shown(word)
    if !word.hasPrefix("--"), let long = options.first(where: { $0.name == name }) {
      return UsageError(
        "unknown option '\(shown)' (write \(long.flag): long options take two dashes)")
    }
    let hint = NameMatching.nearest(
      to: name, among: options.map { ($0.flag, [$0.name]) }, limit: 1
    ).first
    let shorts = options.compactMap { $0.short.map { "-\($0)" } }
    let tail =
      hint.map { " (did you mean \($0)?)" }
      ?? (word.hasPrefix("--") || shorts.isEmpty
        ? ""
        : " (short forms here: \(shorts.joined(separator: ", ")); every option has a long form)")
    return UsageError("unknown option '\(shown)'" + tail)
  }

  func raw(_ spec: OptionSpec) -> OptionRaw? { values[spec.name].map(OptionRaw.text) }

  /// Every value of the repeatable `option`, parsed, in the order given (empty when absent).
  func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
    var parsed: [Value] = []
    for text in repeated[option.spec.name] ?? [] {
      let one = ParsedArguments(single: option.spec.name, text)
      if let value = try one.value(option) { parsed.append(value) }
    }
    return parsed
  }

  /// Arguments holding one value for the option `name`.
  private init(single name: String, _ text: String) {
    values = [name: text]
  }

  func label(_ spec: OptionSpec) -> String { spec.flag }

  var isJSON: Bool { false }

  /// Throws when there are positionals but `command` takes none.
  func requireNoPositionals(_ command: String) throws(UsageError) {
    guard let first = positionals.first else { return }
    throw UsageError("\(command) takes no arguments, got '\(UsageError.shown(first))'")
  }

  /// The positionals quoted and joined for messages: `'16.sdp', '-x' and '3'`.
  var quotedPositionals: String {
    let quoted = positionals.prefix(4).map { "'\(UsageError.shown($0))'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
      + (positionals.count > 4 ? " …" : "")
  }
}
