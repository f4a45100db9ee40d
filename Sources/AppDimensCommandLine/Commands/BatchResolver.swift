/// `appdimens resolve --batch`: one JSON object per input line, one output line per input line
/// (the value, or `error: …`), streamed with flat memory.
///
/// Keys: `expr` (required), `device`, `landscape`, `split`, `width`, `height`, `scale`,
/// `fontScale`, `category`, `mode`, `idiom`, `maxWidth`, `maxHeight`, `ppi`; `null` means
/// absent; the command's flags give defaults for absent keys. Without a device, `width` and
/// `height` are required. A `category` (line or flag) the window's platform lacks resolves as
/// the platform says; the error stream gets one note per platform and category.
///
/// | line | output |
/// |---|---|
/// | `{"expr": "10.sdp", "width": 390, "height": 844}` | `13.0` |
/// | `{"expr": "16.sdx", "width": 390, "height": 844}` | `error: "expr": at column 4: unknown function 'sdx' (did you mean 'sdp'?)` |
/// | `{"expr": "16.sdp", "width": 0, "height": 844}` | `error: "width": screenWidth must be a finite number in 1…100000, got 0.0` |
/// | (empty line) | `error: empty line` |
///
// Policy: every line gets exactly one output line, so output line N always answers input line
// N; the exit status is 1 when any line failed (every line is still answered), else 0.
// The `--device` of the defaults arrives already looked up (once per invocation), and the
// last device a line named is remembered, so a batch that names the same device on every line
// looks it up once.
struct BatchResolver {
  /// Defaults from the command line (their device already looked up).
  let defaults: ConfigurationRequest
  /// The keys a line may hold.
  static let keys = [
    "expr", "device", "landscape", "split", "width", "height", "scale", "fontScale", "category",
    "mode", "idiom", "maxWidth", "maxHeight", "ppi",
  ]

  /// Answers every line of `input`; flushes output whenever it would wait for input.
  func run<Input: CommandInput, Output: CommandOutput, Errors: CommandOutput>(
    input: inout Input, output: inout Output, error: inout Errors
  ) -> Int32 {
    let evaluator = ExpressionEvaluator()
    var cache = Cache()
    var notes = CategoryNotes()
    var failed = false
    while true {
      if !input.hasBufferedLine { output.flush() }
      guard let line = input.readLine() else { break }
      do {
        let (value, configuration, category) = try resolve(
          line, evaluator: evaluator, cache: &cache)
        output.writeLine("\(value)")
        notes.note(category, in: configuration, error: &error)
      } catch {
        failed = true
        output.writeLine("error: \(error.message)")
      }
    }
    output.flush()
    error.flush()
    return failed ? CommandLineTool.failure : CommandLineTool.success
  }

  /// What the batch remembers between lines: the last compiled expression and the last
  /// device a line named.
  struct Cache {
    var expression: CompiledExpression?
    var device: (name: String, profile: DeviceProfile)?
  }

  /// The value one line asks for, the window it was resolved in and the category the line
  /// (or the flags) gave.
  func resolve(
    _ line: InputLine, evaluator: ExpressionEvaluator, cache: inout Cache
  ) throws(UsageError) -> (Double, DimensConfiguration, ContentSizeCategory?) {
    guard !line.isTruncated else {
      throw UsageError("line longer than \(InputLine.maximumLength) bytes")
    }
    guard line.bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else {
      throw UsageError("empty line")
    }
    let object: [String: JSONValue]
    do {
      object = try JSONLine.parse(line.bytes)
    } catch {
      throw UsageError("\(error)")
    }
    let fields = BatchFields(object)
    try fields.rejectUnknownKeys(Self.keys)
    let source = try fields.string("expr") ?? ""
    guard !source.isEmpty else { throw UsageError("missing \"expr\"") }
    var request = try fields.request()
    if let name = request.device {
      if let remembered = cache.device, remembered.name == name {
        request.profile = remembered.profile
      } else {
        request = try request.resolvingDevice(naming: ConfigurationRequest.jsonNaming)
        if let profile = request.profile { cache.device = (name, profile) }
      }
    }
    request = request.filled(from: defaults)
    let configuration = try request.configuration(naming: ConfigurationRequest.jsonNaming)
    let expression: CompiledExpression
    if let cached = cache.expression, cached.source == source {
      expression = cached
    } else {
      do {
        expression = try evaluator.compile(source)
      } catch {
        throw UsageError("\"expr\": \(error)")
      }
      cache.expression = expression
    }
    return (try expression.printableValue(in: configuration), configuration, request.category)
  }
}

/// Typed access to the keys of one batch line.
struct BatchFields {
  let object: [String: JSONValue]

  init(_ object: [String: JSONValue]) { self.object = object }

  /// Throws at the first key (in sorted order) that is not in `known`.
  func rejectUnknownKeys(_ known: [String]) throws(UsageError) {
    guard let unknown = object.keys.sorted().first(where: { !known.contains($0) }) else { return }
    let hint = NameMatching.nearest(to: unknown, among: known.map { ($0, [$0]) }, limit: 1).first
    throw UsageError(
      "unknown key \(JSONText.string(CommandArguments.shown(unknown)))"
        + (hint.map { " (did you mean \"\($0)\"?)" } ?? ""))
  }

  func string(_ key: String) throws(UsageError) -> String? {
    switch object[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?: throw UsageError("\"\(key)\" must be a string, got \(other.kind)")
    }
  }

  func number(_ key: String) throws(UsageError) -> Double? {
    switch object[key] {
    case nil, .null?: return nil
    case .number(let value)?: return value
    case let other?: throw UsageError("\"\(key)\" must be a number, got \(other.kind)")
    }
  }

  func bool(_ key: String) throws(UsageError) -> Bool? {
    switch object[key] {
    case nil, .null?: return nil
    case .bool(let value)?: return value
    case let other?: throw UsageError("\"\(key)\" must be true or false, got \(other.kind)")
    }
  }

  /// A string key read by `parse`, with the accepted values in the error.
  // Policy: `expected` is an autoclosure: the list of accepted names is built only for the
  // error message, not for every line (it was most of a batch line's time).
  func named<T>(
    _ key: String, expected: @autoclosure () -> String, _ parse: (String) -> T?
  ) throws(UsageError) -> T? {
    guard let text = try string(key) else { return nil }
    guard let value = parse(text) else {
      throw UsageError(
        "\"\(key)\" must be \(expected()), got \(JSONText.string(CommandArguments.shown(text)))")
    }
    return value
  }

  /// The configuration request of the line.
  func request() throws(UsageError) -> ConfigurationRequest {
    var request = ConfigurationRequest()
    request.device = try string("device")
    request.landscape = try bool("landscape") ?? false
    request.split = try named("split", expected: "1/3, 1/2 or 2/3", SplitFraction.init(parsing:))
    request.width = try number("width")
    request.height = try number("height")
    request.scale = try number("scale")
    request.fontScale = try number("fontScale")
    request.category = try named(
      "category", expected: "one of " + OptionNames.categoryList, OptionNames.category)
    request.mode = try named("mode", expected: "one of " + OptionNames.modeList, OptionNames.mode)
    request.idiom = try named(
      "idiom", expected: "one of " + OptionNames.idiomList, OptionNames.idiom)
    request.maximumWidth = try number("maxWidth")
    request.maximumHeight = try number("maxHeight")
    request.pixelsPerInch = try number("ppi")
    return request
  }
}
