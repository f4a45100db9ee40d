/// `appdimens units LENGTH`: a physical or screen length in points or pixels
/// (`DimensUnits.points` / `pixels`, Behavior Reference › Resize and units), printed alone (for
/// people; `--format json` or `csv`: every digit), with a `note:` line on the error stream saying which conversion was used.
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
/// | `10mm --scale 3` | 28.346457 (typographic; `--format json`: 28.346456692913385) |
/// | `10mm --device iphone15` | 60.367454 (physical, 460 ppi @3) |
/// | `1in --device iphone15 --to pixels` | 460 |
/// | `30px --scale 3` | 10 |
enum UnitsCommand {
  /// The unit names accepted after the number.
  static let unitNames: [(names: [String], unit: DimensUnit)] = [
    (["mm", "millimeter", "millimeters", "millimetre", "millimetres"], .millimeter),
    (["cm", "centimeter", "centimeters", "centimetre", "centimetres"], .centimeter),
    (["in", "inch", "inches"], .inch),
    (["pt", "point", "points"], .point),
    (["px", "pixel", "pixels"], .pixel),
  ]

  /// Runs `units`.
  static func run(_ parsed: ParsedArguments, _ streams: inout Command.Streams) throws(UsageError)
    -> Int32
  {
    guard !parsed.positionals.isEmpty else {
      throw UsageError("units needs a length such as 10mm, 2.5cm, 1in, 12pt or 30px")
    }
    guard parsed.positionals.count <= 2 else {
      throw UsageError(
        "units takes one length, got \(parsed.positionals.count): \(parsed.quotedPositionals)")
    }
    let (value, unit) = try length(parsed.positionals.joined())
    let toPixels = try parsed.value(Options.unitsTo) ?? false
    var request = ConfigurationRequest()
    request.device = try parsed.value(Options.device)
    request.scale = try parsed.value(Options.scale)
    request.pixelsPerInch = try parsed.value(Options.ppi)
    if request.device == nil {
      request.width = DimensBaseline.width
      request.height = DimensBaseline.height
    }
    request = try request.resolvingDevice(parsed)
    let configuration = try request.configuration(names: parsed)
    let result =
      toPixels
      ? DimensUnits.pixels(value, from: unit, configuration: configuration)
      : DimensUnits.points(value, from: unit, configuration: configuration)
    // Policy: an overflowing result is bad input like `1e308.wdp` (exit status 2, one
    // `error:` line naming the length on standard error), never a line on standard output.
    guard result.isFinite else {
      throw UsageError(
        "'\(UsageError.shown(parsed.positionals.joined()))': the result is not finite"
          + " (the length is too large)")
    }
    streams.output.writeLine(try (parsed.value(Options.valueFormat) ?? .text).number(result))
    let origin = request.pixelsPerInch != nil ? "--ppi" : request.profile?.name ?? "the device"
    streams.error.writeLine(
      "note: " + basis(unit, configuration, toPixels: toPixels, origin: origin))
    return CommandLineTool.success
  }

  /// The number and unit of `text` (`10mm`, `2.5 cm`).
  static func length(_ text: String) throws(UsageError) -> (Double, DimensUnit) {
    let scalars = text.unicodeScalars
    let letters = scalars.reversed().prefix { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    let unitText = String(String.UnicodeScalarView(letters.reversed())).lowercased()
    let numberText = String(String.UnicodeScalarView(scalars.dropLast(letters.count)))
    let shown = UsageError.shown(text)
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
        "unknown unit '\(UsageError.shown(unitText))' in '\(shown)'"
          + (hint.map { " (did you mean '\($0)'?)" } ?? " (units: mm, cm, in, pt, px)"))
    }
    return (value, unit)
  }

  /// Which conversion `unit` used in `configuration`, for the note.
  static func basis(
    _ unit: DimensUnit, _ configuration: DimensConfiguration, toPixels: Bool, origin: String
  ) -> String {
    let scale = configuration.displayScale.shown
    guard unit.inches != nil else {
      return "\(scale) pixels per point (@\(scale)); the pixel density does not matter"
    }
    guard let ppi = configuration.pixelsPerInch else {
      return "typographic: 72 points per inch" + (toPixels ? " × @\(scale)" : "")
        + " (no pixel density: give --ppi or a --device that has one)"
    }
    guard !toPixels else {
      return "physical: \(ppi.shown) pixels per inch (\(origin))"
    }
    return "physical: \(ppi.shown) ppi (\(origin)) ÷ @\(scale) = "
      + (ppi / configuration.displayScale).shown + " points per inch"
  }
}

extension Command {
  /// `appdimens units` (see ``UnitsCommand``).
  static let units = Command(
    "units", "a physical length in points or pixels",
    arguments: "LENGTH",
    argumentHelp: [
      (
        "LENGTH",
        "a number and a unit: 10mm, 2.5cm, 1in, 12pt, 30px (or mm cm in pt px spelled out)"
      )
    ],
    options: [
      Options.device.spec, Options.scale.spec, Options.ppi.spec, Options.unitsTo.spec,
      Options.valueFormat.spec,
    ],
    discussion: """
      Only the display scale (default 1) and the density matter. Without a density the
      conversion is typographic (72 points per inch); a note on standard error says which one
      was used.

      """
  ) { parsed, streams throws(UsageError) in try UnitsCommand.run(parsed, &streams) }
}
