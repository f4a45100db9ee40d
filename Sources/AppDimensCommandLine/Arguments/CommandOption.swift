/// The part of an option that help, usage and parsing need: its flag, short form, JSON key,
/// value placeholder and help line. ``Option`` adds the typed value parser.
///
/// | option | flag | short | JSON key | placeholder | help |
/// |---|---|---|---|---|---|
/// | ``Options/width`` | `--width` | `-w` | `width` | `W` | the window width in points… |
/// | ``Options/landscape`` | `--landscape` | `-l` | `landscape` | – (a switch) | … |
/// | ``Options/designFrame`` | `--design-frame` | – | `designFrame` | `WxH` | the frame your design… |
struct OptionSpec: Hashable, Sendable {
  /// What a value of the option is, for JSON lines and help.
  enum Kind: Hashable, Sendable {
    /// A number (`--width 390`, `"width": 390`).
    case number
    /// Text read by the option's parser (`--category AX3`, `"category": "AX3"`).
    case text
    /// A switch (`--landscape`, `"landscape": true`).
    case flag
    /// Two numbers: `W×H` on the command line (`--design-frame 390x844`), an array in JSON
    /// (`"designFrame": [390, 844]`).
    case size
  }

  /// The long name without dashes: `width` for `--width`.
  let name: String
  /// The short form, `w` for `-w`, when the option has one.
  let short: Character?
  /// The key of a `resolve --batch` line, when the option is one.
  let key: String?
  /// The value's name in help (`W`), nil for a switch.
  let placeholder: String?
  let kind: Kind
  /// The help line (wrapped by ``Command/help``).
  let help: String
  /// What the values are, for errors: "a finite decimal number", "one of text, csv, …".
  let expected: String
  /// Whether the option may be given more than once (`--role` …); each value is kept.
  var isRepeatable = false
  /// Other long names the option answers to, not shown in help (`--device` for `--devices`).
  var aliases: [String] = []

  /// Whether `--name` names this option.
  func isNamed(_ name: String) -> Bool { self.name == name || aliases.contains(name) }

  /// This option with the help line one command gives it (what the option does there).
  func withHelp(_ help: String) -> OptionSpec {
    var copy = OptionSpec(
      name: name, short: short, key: key, placeholder: placeholder, kind: kind, help: help,
      expected: expected)
    copy.aliases = aliases
    copy.isRepeatable = isRepeatable
    return copy
  }

  /// `--width`.
  var flag: String { "--" + name }
  /// `--width W` or `--landscape`, as the usage line shows it.
  var synopsis: String { flag + (placeholder.map { " " + $0 } ?? "") }
}

/// One option of the command line, declared once in ``Options``: its ``OptionSpec`` and the
/// parser that turns a value into `Value`.
struct Option<Value: Sendable>: Sendable {
  var spec: OptionSpec
  /// Reads one value; ``OptionError`` says why it is not one.
  let parse: @Sendable (String) throws(OptionError) -> Value

  /// This option, also answering to `--alias` for each of `aliases`.
  func aliased(_ aliases: String...) -> Option {
    var copy = self
    copy.spec.aliases += aliases
    return copy
  }
}

/// Why a value does not parse: what was expected (the reader names the option and the value)
/// or a whole message of the parser's own (`unknown family or device 'x' (did you mean …?)`).
enum OptionError: Error {
  case expected(String)
  case message(String)
}

/// A raw value an ``OptionSource`` holds for an option.
enum OptionRaw: Sendable {
  case text(String)
  case number(Double)
  case flag(Bool)
  /// A JSON array's elements: each number, nil for an element that is not one.
  case array([Double?])
}

/// Where option values come from: the command line (``ParsedArguments``) or one JSON line of
/// `resolve --batch` (``BatchLine``). Both read every option through the same parser.
protocol OptionSource {
  /// The raw value given for `spec`, nil when absent.
  func raw(_ spec: OptionSpec) -> OptionRaw?
  /// How `spec` is named in messages: `--width` or `"width"`.
  func label(_ spec: OptionSpec) -> String
  /// Whether the values come from JSON (messages quote them as JSON strings).
  var isJSON: Bool { get }
}

extension OptionSource {
  /// The value of `option`, nil when absent; a value that does not parse is a usage error that
  /// names the option.
  func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
    let spec = option.spec
    let text: String
    switch raw(spec) {
    case nil: return nil
    case .text(let given)? where !isJSON || spec.kind == .text: text = given
    case .number(let number)? where spec.kind == .number: text = "\(number)"
    case .flag(let on)? where spec.kind == .flag: text = on ? "true" : "false"
    case .array(let items)? where spec.kind == .size && items.count == 2 && !items.contains(nil):
      // Policy: a JSON pair is read by the same parser as the flag's `W×H` text, so both forms
      // accept and refuse the same sizes.
      text = "\(items[0] ?? 0)x\(items[1] ?? 0)"
    case let other?:
      let expected = ["a number", "a string", "true or false", "[W, H], two numbers"]
      let given = ["a number", "a string", "a boolean", "an array"]
      func index(_ raw: OptionRaw) -> Int {
        switch raw {
        case .number: 0
        case .text: 1
        case .flag: 2
        case .array: 3
        }
      }
      let wanted =
        switch spec.kind {
        case .number: 0
        case .text: 1
        case .flag: 2
        case .size: 3
        }
      var found = given[index(other)]
      if case .array(let items) = other {
        found +=
          items.contains(nil)
          ? " holding a value that is not a number" : " of " + items.count.counted("number")
      }
      throw UsageError("\(label(spec)) must be \(expected[wanted]), got \(found)")
    }
    do throws(OptionError) {
      return try option.parse(text)
    } catch {
      switch error {
      case .expected(let expected):
        throw UsageError(
          isJSON
            ? "\(label(spec)) must be \(expected), got \(JSONText.string(UsageError.shown(text)))"
            : "\(label(spec)): expected \(expected), got '\(UsageError.shown(text))'")
      case .message(let message):
        throw UsageError("\(label(spec)): \(message)")
      }
    }
  }

  /// Whether the switch `option` is on.
  func isSet(_ option: Option<Bool>) throws(UsageError) -> Bool {
    try value(option) ?? false
  }
}
