/// `appdimens units LENGTH`: a physical or screen length in points or pixels
/// (`DimensUnits.points` / `pixels`, Behavior Reference › Resize and units), printed alone in full
/// precision, with a `note:` line on the error stream saying which conversion was used.
///
/// A pixel density (`--ppi`, else the `--device`'s) makes the conversion physical; without one
/// it is typographic, 72 points per inch. Only the display scale and the density matter, so no
/// window size is needed (without a device: the 300 × 533 baseline at `--scale`, default 1).
///
/// ```
/// physical:     inch → v × ppi ÷ scale points  (v × ppi pixels)
/// typographic:  inch → v × 72 points
/// cm = in ÷ 2.54, mm = in ÷ 25.4;  pt → v;  px → v ÷ scale points
/// ```
///
/// | arguments | output |
/// |---|---|
/// | `10mm --scale 3` | 28.346456692913385 (typographic) |
/// | `10mm --device iphone15` | 60.36745406824147 (physical, 460 ppi @3) |
/// | `1in --device iphone15 --to pixels` | 460.0 |
/// | `30px --scale 3` | 10.0 |
enum UnitsCommand {
  /// The usage line.
  static let usage =
    "usage: appdimens units LENGTH [--device NAME] [--scale S] [--ppi P] [--to points|pixels]"

  /// The options, for `appdimens help units`.
  static let options = """
    LENGTH is a number and a unit: 10mm, 2.5cm, 1in, 12pt, 30px (or mm cm in pt px spelled out)

    options:
      --device NAME        a catalog device: its display scale and pixel density
      --scale S            display scale, pixels per point (overrides the device's; default 1)
      --ppi P              pixels per inch (overrides the device's): a physical conversion
      --to U               points (default) or pixels

    Without a density the conversion is typographic (72 points per inch); a note on standard
    error says which one was used.

    """

  /// The flags of `units`.
  static let flags: [CommandArguments.Flag] = ["device", "scale", "ppi", "to"].map {
    .init(name: $0, takesValue: true)
  }

  /// The unit names accepted after the number.
  static let unitNames: [(names: [String], unit: DimensUnit)] = [
    (["mm", "millimeter", "millimeters", "millimetre", "millimetres"], .millimeter),
    (["cm", "centimeter", "centimeters", "centimetre", "centimetres"], .centimeter),
    (["in", "inch", "inches"], .inch),
    (["pt", "point", "points"], .point),
    (["px", "pixel", "pixels"], .pixel),
  ]

  /// Runs `units` with the arguments after the command name.
  static func run<Output: CommandOutput, Errors: CommandOutput>(
    _ arguments: [String], output: inout Output, error: inout Errors
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    guard !parsed.positionals.isEmpty else {
      throw UsageError("units needs a length such as 10mm, 2.5cm, 1in, 12pt or 30px")
    }
    guard parsed.positionals.count <= 2 else {
      throw UsageError("units takes one length, got \(parsed.positionals.count) arguments")
    }
    let (value, unit) = try length(parsed.positionals.joined())
    let toPixels = try parsed.value("to", expected: "points or pixels", target) ?? false
    var request = ConfigurationRequest()
    request.device = parsed.values["device"]
    request.scale = try parsed.number("scale")
    request.pixelsPerInch = try parsed.number("ppi")
    if request.device == nil {
      request.width = DimensBaseline.width
      request.height = DimensBaseline.height
    }
    let configuration = try request.configuration(naming: ConfigurationRequest.flagNaming)
    let result =
      toPixels
      ? DimensUnits.pixels(value, from: unit, configuration: configuration)
      : DimensUnits.points(value, from: unit, configuration: configuration)
    // Policy: an overflowing result is bad input like `1e308.wdp` (exit status 2, one
    // `error:` line naming the length on standard error), never a line on standard output.
    guard result.isFinite else {
      throw UsageError(
        "'\(CommandArguments.shown(parsed.positionals.joined()))': the result is not finite"
          + " (the length is too large)")
    }
    output.writeLine("\(result)")
    error.writeLine(
      "note: " + basis(unit, configuration, toPixels: toPixels, source: parsed))
    return CommandLineTool.success
  }

  /// The number and unit of `text` (`10mm`, `2.5 cm`).
  static func length(_ text: String) throws(UsageError) -> (Double, DimensUnit) {
    let scalars = text.unicodeScalars
    let letters = scalars.reversed().prefix { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    let unitText = String(String.UnicodeScalarView(letters.reversed())).lowercased()
    let numberText = String(String.UnicodeScalarView(scalars.dropLast(letters.count)))
    let shown = CommandArguments.shown(text)
    guard let value = NumberScanner.parse(numberText) else {
      throw UsageError("'\(shown)' is not a number and a unit, such as 10mm or 2.5cm")
    }
    guard !unitText.isEmpty else {
      throw UsageError("'\(shown)' has no unit (write \(numberText)mm, cm, in, pt or px)")
    }
    guard let unit = unitNames.first(where: { $0.names.contains(unitText) })?.unit else {
      let hint = NameMatching.nearest(
        to: unitText, among: unitNames.map { ($0.names[0], $0.names) }, limit: 1
      ).first
      throw UsageError(
        "unknown unit '\(CommandArguments.shown(unitText))' in '\(shown)'"
          + (hint.map { " (did you mean '\($0)'?)" } ?? " (units: mm, cm, in, pt, px)"))
    }
    return (value, unit)
  }

  /// Whether `--to` names pixels (true) or points (false); nil when it names neither.
  static func target(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "points", "point", "pt": false
    case "pixels", "pixel", "px": true
    default: nil
    }
  }

  /// Which conversion `unit` used in `configuration`, for the note.
  static func basis(
    _ unit: DimensUnit, _ configuration: DimensConfiguration, toPixels: Bool,
    source parsed: CommandArguments
  ) -> String {
    let scale = configuration.displayScale.shown
    guard unit.inches != nil else {
      return "\(scale) pixels per point (@\(scale)); the pixel density does not matter"
    }
    guard let ppi = configuration.pixelsPerInch else {
      return "typographic: 72 points per inch" + (toPixels ? " × @\(scale)" : "")
        + " (no pixel density: give --ppi or a --device that has one)"
    }
    let origin =
      parsed.values["ppi"] != nil
      ? "--ppi" : DeviceCatalog.find(parsed.values["device"] ?? "")?.name ?? "the device"
    guard !toPixels else {
      return "physical: \(ppi.shown) pixels per inch (\(origin))"
    }
    return "physical: \(ppi.shown) ppi (\(origin)) ÷ @\(scale) = "
      + DecimalText.fixed(ppi / configuration.displayScale, digits: 3, trimmingZeros: false)
      + " points per inch"
  }
}
