/// `appdimens gallery`: one offline HTML page with a sample card in every window of the
/// catalog (``GalleryPage``), on standard output or in the `--out` file.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `EXPR…`, `--expr LIST` | none | more expressions listed beside every window |
/// | `--categories LIST` | large,accessibility3 | Dynamic Type categories (cards at the first) |
/// | `--devices LIST` | all | the devices shown |
/// | `--columns TABLE` | `[wAny: 1, w375: 1, wR.all: 2, w1024: 3]` | the column breakpoints |
/// | `--out`, `--quiet` | stdout | the file to write; no progress or summary lines |
enum GalleryCommand {
  /// The flags of `gallery`.
  static let flags: [CommandArguments.Flag] =
    ["expr", "categories", "devices", "columns"].map { .init(name: $0, takesValue: true) }
    + VisualOptions.flags

  /// The categories when `--categories` is absent.
  static let defaultCategories: [ContentSizeCategory] = [.large, .accessibility3]

  /// Runs `gallery` with the arguments after the command name; `clock` times the progress
  /// line.
  static func run<Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], output: inout Output, error: inout Errors,
    clock: @escaping () -> Double = MonotonicClock.seconds
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    let sources = parsed.positionals + (parsed.values["expr"].map(topLevelItems) ?? [])
    let extra = try VisualOptions.compile(sources)
    let categories = try categoryList(parsed.values["categories"])
    let devices = try DeviceSelection.devices(parsed.values["devices"])
    let columnSource = parsed.values["columns"] ?? GallerySample.defaultColumns
    let columnTable: Breakpoints<Double>
    do {
      columnTable = try BreakpointLiteralParser.parse(columnSource)
    } catch {
      throw UsageError("--columns: \(error)")
    }
    let sample = GallerySample(
      extra: extra, columnSource: columnSource, columnTable: columnTable)

    let windows = DeviceWindow.windows(of: devices).filter { window in
      categories.allSatisfy { window.configuration(category: $0) != nil }
    }
    let subjects = windows.flatMap { window in
      categories.compactMap { category in
        window.configuration(category: category).map {
          ResolutionGrid.Subject(label: window.identifier, configuration: $0, device: window.device)
        }
      }
    }
    var meter = ProgressMeter(
      label: "gallery", total: subjects.count, unit: "windows",
      isQuiet: parsed.switches.contains("quiet"), now: clock)
    let grid = VisualOptions.grid(subjects, sample.expressions, meter: &meter, error: &error)
    let page = GalleryPage(windows: windows, categories: categories, sample: sample, grid: grid)
    if parsed.values["categories"] != nil {
      var notes = CategoryNotes()
      for subject in subjects {
        notes.note(
          subject.configuration.contentSizeCategory, in: subject.configuration, error: &error)
      }
    }
    return VisualOptions.deliver(
      page.html(),
      summary: "\(windows.count) windows of \(devices.count) devices × \(categories.count) "
        + "categories",
      parsed: parsed, meter: &meter, output: &output, error: &error)
  }

  /// The `--categories` list: names or HIG short names, comma-separated, each once.
  static func categoryList(_ text: String?) throws(UsageError) -> [ContentSizeCategory] {
    guard let text else { return defaultCategories }
    var categories: [ContentSizeCategory] = []
    for item in text.split(separator: ",") {
      guard let category = OptionNames.category(String(item)) else {
        throw UsageError(
          "--categories: unknown category '\(CommandArguments.shown(String(item)))' "
            + "(xSmall…accessibility5, or xS S M L xL xxL xxxL AX1…AX5)")
      }
      if !categories.contains(category) { categories.append(category) }
    }
    guard !categories.isEmpty else { throw UsageError("--categories: the list is empty") }
    return categories
  }

  /// Splits `text` at the commas outside parentheses and brackets, trimming spaces:
  /// `"24.sdp, 16.scaledDp(qualifier: height, aspectRatio: true)"` → two expressions.
  static func topLevelItems(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth = Swift.max(0, depth - 1)
      default: break
      }
      if character == ",", depth == 0 {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
