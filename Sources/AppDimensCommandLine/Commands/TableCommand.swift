/// `appdimens table EXPR…`: every expression on every selected device, as a
/// ``ResolutionGrid`` in the chosen format.
///
/// Expressions are compiled before anything is printed, so a bad one is a usage error (exit 2)
/// with its column; repeated expressions are shown once. A `--category` a device's platform
/// lacks resolves as the platform says, with one note per platform on the error stream.
enum TableCommand {
  /// The flags of `table`.
  static let flags: [CommandArguments.Flag] =
    ["devices", "split", "category", "format"].map { .init(name: $0, takesValue: true) }
    + [.init(name: "landscape", takesValue: false)]

  /// Runs `table` with the arguments after the command name.
  static func run<Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], output: inout Output, error: inout Errors
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    guard !parsed.positionals.isEmpty else {
      throw UsageError("table needs at least one expression, for example 16.sdp")
    }
    let expressions = try VisualOptions.compile(parsed.positionals)
    let devices = try DeviceSelection.devices(parsed.values["devices"])
    let split = try parsed.value(
      "split", expected: "1/3, 1/2 or 2/3", SplitFraction.init(parsing:))
    let category = try parsed.value(
      "category", expected: "one of " + OptionNames.categoryList, OptionNames.category)
    let format = try DeviceSelection.format(parsed)
    let grid = ResolutionGrid(
      devices: devices, orientation: parsed.switches.contains("landscape") ? .landscape : .portrait,
      split: split, category: category, expressions: expressions)
    // Policy: a table never prints `inf`: an overflowing cell is a bad input (exit status 2).
    for row in grid.rows {
      if let column = row.values.firstIndex(where: { !$0.isFinite }) {
        throw UsageError(
          "'\(CommandArguments.shown(expressions[column].source))' is not finite on "
            + "\(row.subject.label) (the base value is too large)")
      }
    }
    output.write(grid.render(format))
    var notes = CategoryNotes()
    for row in grid.rows { notes.note(category, in: row.subject.configuration, error: &error) }
    return CommandLineTool.success
  }
}
