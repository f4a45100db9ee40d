/// The usage lines and help texts of the tool and each command.
enum Usage {
  /// The command names, for suggestions.
  static let commands = [
    "resolve", "table", "devices", "breakpoints", "resize", "units", "type", "css", "plot",
    "gallery", "audit", "help",
  ]

  /// The tool's usage line.
  static let tool =
    "usage: appdimens COMMAND …  (commands: " + commands.joined(separator: ", ")
    + "; see 'appdimens help')"
  /// The usage line of `resolve`.
  static let resolve =
    "usage: appdimens resolve EXPR|--batch [--device NAME [--landscape] | --width W --height H] …"
  /// The usage line of `table`.
  static let table =
    "usage: appdimens table EXPR… [--devices LIST] [--landscape] [--split F] [--category C]"
    + " [--format F]"
  /// The usage line of `devices`.
  static let devices = "usage: appdimens devices [--devices LIST] [--format F]"

  /// The help text for `command`, or the whole tool's when nil or unknown.
  static func help(for command: String?) -> String {
    switch command {
    case "resolve": [resolve + "\n", resolveOptions, expressions].joined(separator: "\n")
    case "table": [table + "\n", tableOptions, expressions].joined(separator: "\n")
    case "devices": [devices + "\n", devicesOptions].joined(separator: "\n")
    case "breakpoints":
      [BreakpointsCommand.usage + "\n", BreakpointsCommand.options].joined(separator: "\n")
    case "resize": [ResizeCommand.usage + "\n", ResizeCommand.options].joined(separator: "\n")
    case "units": [UnitsCommand.usage + "\n", UnitsCommand.options].joined(separator: "\n")
    case "type": [TypeCommand.usage + "\n", TypeCommand.options].joined(separator: "\n")
    case "css": [CssCommand.usage + "\n", CssCommand.options].joined(separator: "\n")
    case "plot": [plot + "\n", plotOptions, expressions].joined(separator: "\n")
    case "gallery": [gallery + "\n", galleryOptions, expressions].joined(separator: "\n")
    case "audit":
      [AuditCommand.usage + "\n", AuditCommand.options, expressions].joined(separator: "\n")
    default: [overview, expressions].joined(separator: "\n")
    }
  }

  static let overview = """
    appdimens — resolve AppDimens expressions for Apple devices and windows

    usage:
      appdimens                      16.sdp 16.ssp 16.sdpa 16.hdp on every catalog device
      appdimens resolve EXPR …       one value, full precision
      appdimens resolve --batch …    one value per JSON line on standard input
      appdimens table EXPR… …        values across the catalog (text, csv, json, markdown)
      appdimens devices …            the device catalog
      appdimens breakpoints TABLE …  which key of a breakpoint table wins, per device and pane
      appdimens resize …             auto-resize candidate sizes (--min, --max, --step)
      appdimens units 10mm …         a physical length in points or pixels
      appdimens type …               the Dynamic Type ramp of a platform
      appdimens css [--fluid]        the web-view Dynamic Type stylesheet
      appdimens plot EXPR… …         an SVG chart of values across window sizes
      appdimens gallery …            an HTML page: a sample card on every device and window
      appdimens audit FILE …         check design tokens on every device and text size
      appdimens help [COMMAND]       this text, or a command's options

    examples:
      appdimens resolve 10.sdp --width 390 --height 844          13.0
      appdimens resolve 16.ssp --device iphone15 --category AX3
      appdimens table 24.sdp 17.ssp --devices pads --landscape --format markdown

    exit status: 0 success, 1 a batch line failed or an audit found a violation, 2 a usage
    error or bad input.

    """

  static let resolveOptions = """
    options:
      --device NAME        a catalog device ('appdimens devices'; case and spaces ignored)
      --landscape          the device turned to landscape
      --split F            an iPad Split View pane: 1/3, 1/2 (landscape), 2/3
      --width W, --height H  the window in points (override the device's)
      --scale S            display scale (pixels per point)
      --font-scale F       Dynamic Type multiplier (wins over --category)
      --category C         xSmall…accessibility5, or xS S M L xL xxL xxxL AX1…AX5; on the
                           window's platform (watch: its own ramp; TV, Mac: ignored)
      --mode M             normal, television, car, watch, desk, appliance, vision, mac
      --idiom I            phone, pad, tv, carPlay, mac, vision, watch
      --ppi P              pixels per inch
      --max-width W, --max-height H  the screen around the window (multi-window)
      --batch              read JSON lines {"expr": …, "width": …, …} from standard input;
                           flags give defaults, one output line per input line

    """

  static let tableOptions = """
    options:
      --devices LIST       all (default), phones, pads, watches, tv, vision, or device names,
                           comma-separated
      --landscape          devices in landscape
      --split F            iPad Split View panes (other devices are left out)
      --category C         a Dynamic Type category for every device (default: the device's)
      --format F           text (default), csv, json, markdown

    """

  static let devicesOptions = """
    options:
      --devices LIST       all (default), phones, pads, watches, tv, vision, or device names,
                           comma-separated
      --format F           text (default), csv, json, markdown

    """

  static let expressions = """
    expressions (Swift as in the README; c, configuration or any name is the window):
      16.sdp  16.wdp  16.hdp, with suffixes a (aspect ratio), i (ignore multi-window), ia
      16.ssp  16.hsp  16.wsp (window × Dynamic Type)
      16.sem  16.hem  16.wem (text that scales with the window but not with Dynamic Type)
      16.sdp(c)   16.powerDp(c, options: .init(power: 0.5))   16.dynamic(.diagonal, c)
      16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
                 .mode(28, .television).aspectRatio().resolve(c)
      16.autoScaledDp.qualifier(24, .width, minimum: 600)   20.autoSp.screen(28, condition: …)
      AppDimens.dp(16, configuration: c, qualifier: .height), .sp, .qualified, .rotate, .mode,
      .screen; AppDimensPlain.…   DimensFactors(c).resolve(16, strategy: .power)
      DimensUnits.points(10, from: .millimeter, configuration: c)   c.screenWidth
      17.scaled(relativeTo: .body, maxSize: .accessibility3)   (at --category, on the
                                                        window's platform)
      [w320: 80, wR.all: 140].scaled(c)   20.scaled(by: [w320: 0.8, w375: 1], c)
      also: no configuration (16.sdp, 16.powerDp), options as labels (16.powerDp(power: 0.5),
      16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)), 16.autoDp, 16.scaledDp(qualifier:
      height) (= AppDimens.dp), enum values without the dot, labels in any order

    """
}
