/// `appdimens gallery`: one offline HTML page with a sample card in every window of the
/// catalog (``GalleryPage``), on standard output or in the `--out` file.
///
/// | flag | default | meaning |
/// |---|---|---|
/// | `EXPR…`, `--expr LIST` | none | more expressions listed beside every window |
/// | `--categories LIST` | large,accessibility3 | Dynamic Type categories (cards at the first) |
/// | `--devices LIST` | all | the devices shown |
/// | `--columns TABLE` | `[wAny: 1, w375: 1, wR.all: 2, w1024: 3]` | the column breakpoints |
/// | `--design-frame W×H` | none | the frame the card's and the expressions' values are drawn for |
/// | `--scale-limits LO...HI` | none | the range every window's factor is kept in |
/// | `--rounding pixels` | none | values rounded to each window's pixel grid |
/// | `--out`, `--quiet` | stdout | the file to write; no progress or summary lines |
enum GalleryCommand {
  /// The categories when `--categories` is absent.
  static let defaultCategories: [ContentSizeCategory] = [.large, .accessibility3]

  /// Runs `gallery`; `clock` times the progress line (tests pass a fake one).
  static func run(
    _ parsed: ParsedArguments, _ streams: inout Command.Streams,
    clock: @escaping () -> Double = MonotonicClock.seconds
  ) throws(UsageError) -> Int32 {
    let sources =
      parsed.positionals + (try parsed.value(Options.expressions).map(topLevelItems) ?? [])
    let extra = try VisualOptions.compile(sources)
    let given = try parsed.value(Options.categories)
    let categories = given ?? defaultCategories
    let devices = try parsed.value(Options.devices) ?? DeviceCatalog.all
    let columnSource = try parsed.value(Options.columns) ?? GallerySample.defaultColumns
    let columnTable: Breakpoints<Double>
    do {
      columnTable = try Breakpoints<Double>(parsing: columnSource)
    } catch {
      throw UsageError("--columns: \(error)")
    }
    let sample = GallerySample(
      extra: extra, columnSource: columnSource, columnTable: columnTable)
    let frame = try DesignFrameArgument.frame(parsed)
    let scaleLimits = try parsed.value(Options.scaleLimits)
    let roundsToPixels = try parsed.value(Options.pixelRounding) ?? false

    let windows = DeviceWindow.windows(of: devices).filter { window in
      categories.allSatisfy { window.configuration(category: $0) != nil }
    }
    let subjects = windows.flatMap { window in
      categories.compactMap { category in
        window.configuration(category: category).map {
          ResolutionGrid.Subject(
            label: window.identifier,
            configuration: $0.rebuilt(
              designFrame: frame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels),
            device: window.device)
        }
      }
    }
    var meter = ProgressMeter(
      label: "gallery", total: subjects.count, unit: "windows",
      isQuiet: try parsed.isSet(Options.quiet), now: clock)
    let grid = try VisualOptions.grid(
      subjects, sample.expressions, meter: &meter, error: &streams.error)
    let page = GalleryPage(windows: windows, categories: categories, sample: sample, grid: grid)
    if given != nil {
      // Policy: the page shows each platform's text size per window; a note only for a
      // category that no window shown has (`--devices tv --categories AX3`).
      var notes = CategoryNotes()
      for category in categories {
        notes.noteIfNowhere(
          category, in: subjects.map(\.configuration).filter { $0.contentSizeCategory == category },
          error: &streams.error)
      }
    }
    try VisualOptions.deliver(
      page.html(),
      summary: windows.count.counted("window") + " of " + devices.count.counted("device") + " × "
        + categories.count.counted("category", plural: "categories"),
      parsed: parsed, meter: &meter, streams: &streams)
    return CommandLineTool.success
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

extension Command {
  /// `appdimens gallery` (see ``GalleryCommand``).
  static let gallery = Command(
    "gallery", "an HTML page: a sample card on every device and window",
    arguments: "[EXPR…]",
    options: [
      Options.expressions.spec, Options.galleryCategories, Options.devices.spec,
      Options.columns.spec, Options.designFrame.spec, Options.scaleLimits.spec,
      Options.pixelRounding.spec, Options.out.spec, Options.quiet.spec,
    ],
    synopsis: [
      Options.expressions.spec, Options.categories.spec, Options.devices.spec, Options.out.spec,
    ], discussion: Command.expressionsHelp
  ) { parsed, streams throws(UsageError) in try GalleryCommand.run(parsed, &streams) }
}
