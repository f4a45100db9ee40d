/// THE table of the command line's options: each declared once with its flag, short form,
/// JSON key, value parser, help line and error text. Commands list the ones they take
/// (``Command/options``); help, usage lines, `resolve --batch` keys and error messages all come
/// from here.
///
/// Short forms (swift-argument-parser style, one letter after one dash): `-d` device(s),
/// `-l` landscape, `-w` width, `-c` category, `-f` format, `-o` out, `-q` quiet, `-h` help.
/// Any other single-dash word is an error that names the long flag.
enum Options {
  // MARK: The window (resolve, and resolve --batch keys)

  // Policy: `--device` and `--devices` are one option under two spellings wherever either is
  // taken; a command that takes one window refuses a list with the command that takes it.
  static let device = text(
    "device", short: "d", key: "device", "NAME",
    "a catalog device ('appdimens devices'; case, spaces and punctuation ignored)"
  ).aliased("devices")
  static let landscape = flag("landscape", short: "l", key: "landscape", "the device in landscape")
  static let split = choice(
    "split", key: "split", "F", "an iPad Split View pane: 1/3, 1/2 (landscape only), 2/3",
    expected: "1/3, 1/2 or 2/3", SplitFraction.init(parsing:))
  static let width = number(
    "width", short: "w", key: "width", "W", "the window width in points (overrides the device's)")
  static let height = number(
    "height", key: "height", "H", "the window height in points (overrides the device's)")
  static let scale = number("scale", key: "scale", "S", "display scale, pixels per point")
  static let fontScale = number(
    "font-scale", key: "fontScale", "F", "Dynamic Type multiplier (wins over --category)")
  static let category = choice(
    "category", short: "c", key: "category", "C",
    "a Dynamic Type category: xSmall…accessibility5, or xS S M L xL xxL xxxL AX1…AX5 (default: "
      + "the device's); on the window's platform (watch: its own ramp; TV, Mac: ignored)",
    expected: "one of " + OptionNames.categoryList, OptionNames.category)
  static let mode = choice(
    "mode", key: "mode", "M", "a UIMode: " + OptionNames.modeList + " (tv = television)",
    expected: "one of " + OptionNames.modeList, OptionNames.mode)
  static let idiom = choice(
    "idiom", key: "idiom", "I", "a DeviceIdiom: " + OptionNames.idiomList,
    expected: "one of " + OptionNames.idiomList, OptionNames.idiom)
  static let ppi = number("ppi", key: "ppi", "P", "pixels per inch (a physical density)")
  static let maximumWidth = number(
    "max-width", key: "maxWidth", "W", "the width of the screen around the window (multi-window)")
  static let maximumHeight = number(
    "max-height", key: "maxHeight", "H", "the height of the screen around the window")
  static let designFrame = Option<DesignFrameArgument.Sides>(
    spec: spec(
      "design-frame", key: "designFrame", kind: .size, "WxH",
      "the frame your design is drawn at, in points (390x844; batch key [390, 844]): its "
        + "numbers resolve to themselves there; without it values are drawn for the 300 × 533 "
        + "baseline", expected: DesignFrameArgument.expected)
  ) { text throws(OptionError) in
    guard let sides = DesignFrameArgument.sides(text) else {
      throw .expected(DesignFrameArgument.expected)
    }
    return sides
  }
  static let explain = flag(
    "explain",
    "print the steps behind the value (window, qualifier, factor, limits, text size, "
      + "rounding) and then the result; for the principal shorthands (N.sdp … N.wem), the "
      + "strategy forms without options (N.powerDp …), N.scaled(relativeTo: STYLE), scaledDp "
      + "and Auto chains (each condition and the winner) and tables ([…].resolve(c))")
  static let scaleLimits = Option<ClosedRange<Double>>(
    spec: spec(
      "scale-limits", key: "scaleLimits", "LO...HI",
      "keep the window factor of sdp, wdp, hdp and the text forms in this range of factors "
        + "(0.8...1.5: 16.sdp is at most 24 and at least 12.8; batch key \"0.8...1.5\"); "
        + "curves and breakpoint tables are not limited; without it there is no limit",
      expected: ScaleLimitsArgument.expected)
  ) { text throws(OptionError) in try ScaleLimitsArgument.parse(text) }
  /// Whether values are rounded to the pixel grid: `pixels` (true) or `none` (false), the
  /// spelling of the breakpoints command's `--rounding`.
  static let pixelRounding = choice(
    "rounding", key: "rounding", "R",
    "pixels: round the values of sdp, wdp, hdp and the text forms to the display's pixel grid "
      + "(1/scale pt, after the scale limits and Dynamic Type); none (the default) leaves them "
      + "as computed; curves, chains and breakpoint tables are not rounded",
    expected: "pixels or none"
  ) { ["pixels": true, "none": false][$0.lowercased()] }
  static let batch = flag(
    "batch",
    "read JSON lines {\"expr\": …, \"width\": …} from standard input, answer each "
      + "on one line; the flags give defaults (keys: the flags' names in camel case)")

  /// The options that describe a window, in the order of ``ConfigurationRequest``.
  static let window: [OptionSpec] = [
    device.spec, landscape.spec, split.spec, width.spec, height.spec, scale.spec, fontScale.spec,
    category.spec, mode.spec, idiom.spec, ppi.spec, maximumWidth.spec, maximumHeight.spec,
    designFrame.spec, scaleLimits.spec, pixelRounding.spec,
  ]

  // MARK: Devices, formats and files

  static let devices = list(
    "devices", short: "d", "LIST",
    "all (default), phones, pads, watches, tv, vision, or device names, comma-separated",
    noun: "family or device", names: { ["all"] + DeviceFamily.allCases.map(\.pluralName) },
    fallback: "families: all, phones, pads, watches, tv, vision",
    hint: { DeviceSuggestions.hint(for: $0, families: true) }
  ) { item -> [DeviceProfile]? in
    let key = NameMatching.normalized(item)
    if key == "all" { return DeviceCatalog.all }
    if let family = DeviceFamily.allCases.first(where: {
      [$0.rawValue, $0.pluralName].contains(key)
    }) {
      return DeviceCatalog.devices(in: family)
    }
    let named = DeviceCatalog.devices(named: item)
    return named.isEmpty ? nil : named
  }.aliased("device")
  static let format = choice(
    "format", short: "f", "F",
    "text (default), csv, json or markdown; text and markdown print numbers for people (the "
      + "shortest decimal at 6 decimals), csv and json every digit (Swift's shortest text "
      + "that reads back exactly)",
    expected: "text, csv, json or markdown", OutputFormat.init(name:))
  /// The format of the commands that print bare values (`resolve`, `units`, `resize`).
  static let valueFormat = choice(
    "format", short: "f", "F",
    "text (default: the shortest decimal at 6 decimals, 14.3), json or csv (every digit: "
      + "Swift's shortest text that reads back exactly, 14.299999999999999)",
    expected: "text, json or csv"
  ) { name -> OutputFormat? in
    OutputFormat(name: name).flatMap { $0 == .markdown ? nil : $0 }
  }
  static let out = text("out", short: "o", "FILE", "write the output there, not to standard output")
  static let quiet = flag("quiet", short: "q", "no progress line and no summary line")

  // MARK: Constructors

  static func spec(
    _ name: String, short: Character? = nil, key: String? = nil, kind: OptionSpec.Kind = .text,
    _ placeholder: String?, _ help: String, expected: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, key: key, placeholder: placeholder, kind: kind, help: help,
      expected: expected)
  }

  /// A finite decimal number, optionally within `range`.
  static func number(
    _ name: String, short: Character? = nil, key: String? = nil, _ placeholder: String,
    _ help: String, in range: ClosedRange<Double>? = nil
  ) -> Option<Double> {
    let expected =
      range.map { "a number in \($0.lowerBound.shown)…\($0.upperBound.shown)" }
      ?? "a finite decimal number"
    return Option(
      spec: spec(name, short: short, key: key, kind: .number, placeholder, help, expected: expected)
    ) { text throws(OptionError) in
      guard let value = NumberScanner.parse(text), range?.contains(value) ?? true else {
        throw .expected(expected)
      }
      return value
    }
  }

  /// A switch.
  static func flag(
    _ name: String, short: Character? = nil, key: String? = nil, _ help: String
  ) -> Option<Bool> {
    Option(spec: spec(name, short: short, key: key, kind: .flag, nil, help, expected: "a switch")) {
      $0 == "true"
    }
  }

  /// Any text.
  static func text(
    _ name: String, short: Character? = nil, key: String? = nil, _ placeholder: String,
    _ help: String
  ) -> Option<String> {
    Option(spec: spec(name, short: short, key: key, placeholder, help, expected: "text")) { $0 }
  }

  /// A name `parse` reads; anything else is an error listing `expected`.
  static func choice<Value: Sendable>(
    _ name: String, short: Character? = nil, key: String? = nil, _ placeholder: String,
    _ help: String, expected: String, _ parse: @escaping @Sendable (String) -> Value?
  ) -> Option<Value> {
    Option(spec: spec(name, short: short, key: key, placeholder, help, expected: expected)) {
      text throws(OptionError) in
      guard let value = parse(text) else { throw .expected(expected) }
      return value
    }
  }
}
