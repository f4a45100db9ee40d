/// `appdimens resolve --batch`: one JSON object per input line, one output line per input line
/// (the value, or `error: …`) except blank lines, which are skipped; streamed with flat memory.
///
/// Keys: `expr` (required), `device`, `landscape`, `split`, `width`, `height`, `scale`,
/// `fontScale`, `category`, `mode`, `idiom`, `maxWidth`, `maxHeight`, `ppi`, `designFrame`
/// (`[W, H]`); `null` means absent; the command's flags give defaults for absent keys. Without a device, `width` and
/// `height` are required. A `category` (line or flag) the window's platform lacks resolves as
/// the platform says; the error stream gets one note per platform and category.
///
/// | line | output |
/// |---|---|
/// | `{"expr": "10.sdp", "width": 390, "height": 844}` | `13` (`--format json`: `13.0`) |
/// | `{"expr": "16.sdpa", "width": 390, "height": 844}` | `21.550307` (`--format json`: `21.55030678208616`) |
/// | `{"expr": "16.sdx", "width": 390, "height": 844}` | `error: "expr": at column 4: unknown function 'sdx' (did you mean 'sdp'?)` |
/// | `{"expr": "16.sdp", "width": 0, "height": 844}` | `error: "width": screenWidth must be a finite number in 1…100000, got 0.0` |
/// | `{"expr": "48.hdp", "width": 390, "height": 844, "designFrame": [390, 844]}` | `48.0` |
/// | (a blank line) | (none: skipped) |
///
// Policy: every non-blank line gets exactly one output line, so output line N always answers
// non-blank input line N; the exit status is 1 when any line failed (every line is still answered), else 0.
// The `--device` of the defaults arrives already looked up (once per invocation), and the
// last device a line named is remembered, so a batch that names the same device on every line
// looks it up once.
struct BatchResolver {
  /// Defaults from the command line (their device already looked up).
  let defaults: ConfigurationRequest
  /// How values are printed: for people (text), or every digit (json, csv).
  var format: OutputFormat = .text

  /// Answers every line of `input`; flushes output whenever it would wait for input. Input
  /// that cannot be read (standard input a folder, a read error) stops the batch after the
  /// lines already answered with an input/output failure (exit status 3), as a file would.
  func run(_ streams: inout Command.Streams) throws(UsageError) -> Int32 {
    let evaluator = ExpressionEvaluator()
    var cache = Cache()
    var notes = CategoryNotes()
    var failed = false
    while true {
      if !streams.input.hasBufferedLine { streams.output.flush() }
      let read: InputLine?
      do throws(InputFailure) {
        read = try streams.input.readLine()
      } catch {
        streams.output.flush()
        throw .inputOutput("cannot read '\(FileInput.standardInputName)': \(error.reason)")
      }
      guard let line = read else { break }
      // Policy: a blank line (an editor's trailing newline) is skipped, as JSON Lines readers
      // do, whatever its length (an over-long one too); every other line gets exactly one
      // answer.
      guard !line.isBlank else { continue }
      do {
        let (value, configuration, category) = try resolve(
          line, evaluator: evaluator, cache: &cache)
        streams.output.writeLine(format.number(value))
        notes.note(category, in: configuration, error: &streams.error)
      } catch {
        failed = true
        streams.output.writeLine("error: \(error.message)")
      }
    }
    streams.output.flush()
    streams.error.flush()
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
    let object: [String: JSONValue]
    do {
      object = try JSONLine.parse(line.bytes)
    } catch {
      throw UsageError("\(error)")
    }
    let fields = BatchLine(object: object)
    try fields.rejectUnknownKeys()
    let source = try fields.value(BatchLine.expression) ?? ""
    guard !source.isEmpty else { throw UsageError("missing \"expr\"") }
    var request = try ConfigurationRequest(fields, defaults: defaults)
    if let name = request.device, request.profile == nil {
      if let remembered = cache.device, remembered.name == name {
        request.profile = remembered.profile
      } else {
        request = try request.resolvingDevice(fields)
        if let profile = request.profile { cache.device = (name, profile) }
      }
    }
    let configuration = try request.configuration(names: fields)
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

/// One batch line as an ``OptionSource``: its keys are the ``Options/window`` options' JSON
/// keys, plus `expr`; `null` means absent.
struct BatchLine: OptionSource {
  let object: [String: JSONValue]

  /// The `expr` key: the expression to resolve.
  static let expression = Options.text("expr", key: "expr", "EXPR", "the expression")

  /// Every key a line may hold.
  static let keys = [expression.spec.key ?? "expr"] + Options.window.compactMap(\.key)

  func raw(_ spec: OptionSpec) -> OptionRaw? {
    switch spec.key.flatMap({ object[$0] }) {
    case nil, .null?: nil
    case .string(let text)?: .text(text)
    case .number(let value)?: .number(value)
    case .bool(let value)?: .flag(value)
    case .array(let elements)?:
      .array(
        elements.map { element -> Double? in
          guard case .number(let number) = element else { return nil }
          return number
        })
    }
  }

  func label(_ spec: OptionSpec) -> String { "\"\(spec.key ?? spec.name)\"" }

  var isJSON: Bool { true }

  /// Throws at the first key (in sorted order) that is not in ``keys``.
  func rejectUnknownKeys() throws(UsageError) {
    guard let unknown = object.keys.sorted().first(where: { !Self.keys.contains($0) }) else {
      return
    }
    let hint = NameMatching.nearest(to: unknown, among: Self.keys.map { ($0, [$0]) }, limit: 1)
      .first
    throw UsageError(
      "unknown key \(JSONText.string(UsageError.shown(unknown)))"
        + (hint.map { " (did you mean \"\($0)\"?)" } ?? ""))
  }
}
