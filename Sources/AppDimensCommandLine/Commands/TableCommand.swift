extension Command {
  /// `appdimens table EXPR…`: every expression on every selected device, as a
  /// ``ResolutionGrid`` in the chosen format.
  ///
  /// Expressions are compiled before anything is printed, so a bad one is a usage error (exit 2)
  /// with its column; repeated expressions are shown once. A `--category` a device's platform
  /// lacks resolves as the platform says (the `text` column shows what it used); only when no
  /// device has it, one note per platform on the error stream says so.
  /// `--split` leaves out the devices without that pane, with a note; when none is left it is
  /// an error, never an empty table. A value the library returns as nil (a table literal no
  /// key of which matches) is `–` (CSV: empty, JSON: null). `--design-frame W×H` draws the values
  /// for that frame; text and Markdown name the reference in use above the table, JSON as
  /// `designFrame` (`[W, H]`, or null for the baseline). `--scale-limits LO...HI` keeps every
  /// device's window factor in that range (Behavior Reference › Scale limits) and
  /// `--rounding pixels` rounds the values to each device's pixel grid (Behavior Reference ›
  /// Pixel rounding); text and Markdown say so above the table.
  static let table = Command(
    "table", "values across the catalog (text, csv, json, markdown)",
    arguments: "EXPR…",
    options: [
      Options.devices.spec, Options.landscape.spec, Options.split.spec, Options.category.spec,
      Options.designFrame.spec, Options.scaleLimits.spec, Options.pixelRounding.spec,
      Options.format.spec,
    ], discussion: Command.expressionsHelp
  ) { parsed, streams throws(UsageError) in
    guard !parsed.positionals.isEmpty else {
      throw UsageError("table needs at least one expression, for example 16.sdp")
    }
    let expressions = try VisualOptions.compile(parsed.positionals)
    let devices = try parsed.value(Options.devices) ?? DeviceCatalog.all
    let split = try parsed.value(Options.split)
    let category = try parsed.value(Options.category)
    let frame = try DesignFrameArgument.frame(parsed)
    let scaleLimits = try parsed.value(Options.scaleLimits)
    let roundsToPixels = try parsed.value(Options.pixelRounding) ?? false
    let orientation: Orientation = try parsed.isSet(Options.landscape) ? .landscape : .portrait
    let grid = ResolutionGrid(
      devices: devices, orientation: orientation, split: split, category: category,
      designFrame: frame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels,
      expressions: expressions)
    if let split {
      // Policy: an option that leaves nothing to show is an error; leaving some out is a note.
      let left = devices.count - grid.rows.count
      guard !grid.rows.isEmpty else {
        throw UsageError(
          "--split \(split.label): none of the \(devices.count) devices has that Split View pane"
            + " in \(orientation) (iPads only; 1/2 in landscape)")
      }
      if left > 0 {
        streams.error.writeLine(
          "note: --split \(split.label) leaves out \(left) of \(devices.count) devices"
            + " (no such Split View pane)")
      }
    }
    try VisualOptions.requireFinite(grid)
    let format = try parsed.value(Options.format) ?? .text
    if format == .text || format == .markdown {
      streams.output.writeLine(
        ResolutionGrid.referenceLine(
          frame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels))
      streams.output.writeLine("")
    }
    streams.output.write(grid.render(format))
    var notes = CategoryNotes()
    notes.noteIfNowhere(
      category, in: grid.rows.map(\.subject.configuration), error: &streams.error)
    return CommandLineTool.success
  }
}
