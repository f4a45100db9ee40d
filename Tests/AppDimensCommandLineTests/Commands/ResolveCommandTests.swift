import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("ResolveCommand: values in full precision, device flags, every error with exit 2")
struct ResolveCommandTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: Double
    var testDescription: String { arguments.joined(separator: " ") }
  }

  // the Behavior Reference vectors through the command line.
  @Test(arguments: [
    Vector(arguments: ["10.sdp", "--width", "390", "--height", "844"], expected: 13),
    Vector(
      arguments: ["16.ssp", "--width=300", "--height=533", "--font-scale=1.25"], expected: 20),
    Vector(
      arguments: ["16.sem", "--width=300", "--height=533", "--font-scale=1.25"], expected: 16),
    Vector(
      arguments: ["16.hdp", "--width=300", "--height=533", "--font-scale=1.25"],
      expected: 28.426667),
    Vector(arguments: ["16.sdpa", "--width", "390", "--height", "844"], expected: 21.550307),
    Vector(arguments: ["16.wdp", "--width", "844", "--height", "390"], expected: 45.013333),
    Vector(arguments: ["16.hdp", "--width", "844", "--height", "390"], expected: 20.8),
    Vector(
      arguments: [
        "16.scaledDp.screen(24, qualifier: width, minimum: 600).rotate(12, landscape).aspectRatio()",
        "--width", "1366", "--height", "1024",
      ], expected: 68.554697),
    // iPhone 15 landscape: 16 × 393 / 300.
    Vector(arguments: ["16.sdp", "--device", "iphone 15", "--landscape"], expected: 20.96),
    // body 40 pt at AX3 ÷ 17 pt.
    Vector(arguments: ["17.ssp", "--device", "se3", "--category", "AX3"], expected: 50),
    // A 1/3 pane is multi-window: the i variant returns the base value.
    Vector(
      arguments: ["16.sdpi", "--device", "ipadpro13", "--landscape", "--split", "1/3"],
      expected: 16),
    // Overriding the width on a device keeps the screen as maximum: 300 < 0.95 × 393.
    Vector(arguments: ["16.wdpi", "--device", "iPhone15", "--width", "300"], expected: 16),
    Vector(arguments: ["-16.sdp", "--width", "390", "--height", "844"], expected: -20.8),
    Vector(
      arguments: ["16.sdpi", "--width", "400", "--height", "900", "--max-width", "1000"],
      expected: 16),
  ])
  func vectors(_ v: Vector) throws {
    let run = runTool(["resolve"] + v.arguments)
    #expect(run.status == 0, "\(run.error.text)")
    #expect(run.output.lines.count == 1)
    let value = try #require(Double(run.output.lines.first ?? ""))
    #expect(isClose(value, v.expected))
  }

  /// For people, the shortest decimal at 6 decimals (by hand: 16 × 390 ÷ 300 = 20.8 exactly,
  /// `16.sdpa` 21.55030678… rounds to 21.550307, the README's fluid example 14.299999999999999
  /// to 14.3); `--format json` and `csv` keep Swift's shortest round-trip text.
  @Test func printsNumbersForPeopleAndEveryDigitForMachines() {
    let window = ["--width", "390", "--height", "844"]
    #expect(runTool(["resolve", "10.sdp"] + window).output.text == "13\n")
    #expect(runTool(["resolve", "16.sdp"] + window).output.text == "20.8\n")
    #expect(runTool(["resolve", "16.sdpa"] + window).output.text == "21.550307\n")
    let fluid = [
      "resolve", "16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)", "-d", "iphone16e",
    ]
    #expect(runTool(fluid).output.text == "14.3\n")
    let value = AppDimens.dp(
      16, configuration: DimensConfiguration(screenWidth: 390, screenHeight: 844),
      aspectRatio: true)
    for format in ["json", "csv"] {
      let run = runTool(["resolve", "16.sdpa"] + window + ["--format", format])
      #expect(run.output.text == "\(value)\n")
      #expect(runTool(["resolve", "10.sdp", "-f", format] + window).output.text == "13.0\n")
      #expect(runTool(fluid + ["--format", format]).output.text == "14.299999999999999\n")
    }
    let markdown = runTool(["resolve", "10.sdp", "--format", "markdown"] + window)
    #expect(markdown.status == 2)
    #expect(
      markdown.error.lines.first == "error: --format: expected text, json or csv, got 'markdown'")
  }

  @Test func deviceFillsTheConfiguration() throws {
    let parsed = try ParsedArguments(["--device", "Apple TV 4K"], options: Options.window)
    let c = try ConfigurationRequest(parsed).configuration(names: parsed)
    #expect(c == DeviceProfile.appleTV4K.configuration())
    let overridden = try ParsedArguments(
      ["--device", "Apple TV 4K", "--mode", "normal", "--scale", "1", "--ppi", "40"],
      options: Options.window)
    let o = try ConfigurationRequest(overridden).configuration(names: overridden)
    #expect(o.uiMode == .normal && o.displayScale == 1 && o.pixelsPerInch == 40)
    #expect(o.idiom == .tv && o.screenWidth == 1920)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(arguments: [], message: "resolve needs an expression, for example 16.sdp"),
    Failure(arguments: ["16.sdp"], message: "give --device NAME or both --width and --height"),
    Failure(
      arguments: ["16.sdp", "--width", "390"],
      message: "give --device NAME or both --width and --height"),
    Failure(
      arguments: ["16.sdx", "--width", "390", "--height", "844"],
      message: "at column 4: unknown function 'sdx' (did you mean 'sdp'?)"),
    Failure(
      arguments: ["16.sdp(", "--width", "390", "--height", "844"],
      message: "at column 8: expected a value for the argument, found the end of the expression"),
    Failure(
      arguments: ["16.sdp", "--width", "0", "--height", "844"],
      message: "--width: screenWidth must be a finite number in 1…100000, got 0.0"),
    Failure(
      arguments: ["16.sdp", "--width", "390", "--height", "844", "--scale", "99"],
      message: "--scale: displayScale must be a finite number in [0.0625, 16], got 99.0"),
    Failure(
      arguments: ["16.sdp", "--width", "390", "--height", "844", "--max-width", "100"],
      message: "--max-width: maximumWindowWidth must be a finite number in 390.0…100000, got 100.0"),
    Failure(
      arguments: ["16.sdp", "--width", "nan", "--height", "844"],
      message: "--width: expected a finite decimal number, got 'nan'"),
    Failure(
      arguments: ["16.sdp", "--width", "1e999", "--height", "844"],
      message: "--width: expected a finite decimal number, got '1e999'"),
    Failure(
      arguments: ["16.sdp", "--width", "390", "--height", "844", "--font-scale", "inf"],
      message: "--font-scale: expected a finite decimal number, got 'inf'"),
    Failure(
      arguments: ["16.sdp", "--device", "iphone51"],
      message: "--device: unknown device 'iphone51' (did you mean 'iPhone 11', "
        + "'iPhone 15' or 'iPhone SE (1st generation)'?)"),
    // An ambiguous name lists every candidate and picks none.
    Failure(
      arguments: ["16.sdp", "--device", "Apple TV"],
      message: "--device: 'Apple TV' names 2 devices: 'Apple TV HD', 'Apple TV 4K'; give one, "
        + "or run 'appdimens table EXPR --devices Apple TV' for each of them"),
    Failure(
      arguments: ["16.sdp", "--device", "watch"],
      message: "--device: 'watch' names 10 devices: 'Apple Watch Series 3 (38 mm)', "
        + "'Apple Watch Series 3 (42 mm)', 'Apple Watch SE (40 mm)', 'Apple Watch SE (44 mm)', "
        + "'Apple Watch Series 9 (41 mm)', 'Apple Watch Series 9 (45 mm)', "
        + "'Apple Watch Series 10 (42 mm)', 'Apple Watch Series 10 (46 mm)', "
        + "'Apple Watch Ultra 2 (49 mm)', 'Apple Watch Ultra 3 (49 mm)'; give one, or run "
        + "'appdimens table EXPR --devices watch' for each of them"),
    Failure(
      arguments: ["16.sdp", "--device", "ipad"],
      message: "--device: 'ipad' names 12 devices: 'iPad mini (5th generation)', "
        + "'iPad (6th generation)', 'iPad mini (A17 Pro)', 'iPad (9th generation)', "
        + "'iPad Pro (10.5-inch)', 'iPad (10th generation)', 'iPad Air 11-inch (M2/M3)', "
        + "'iPad Pro 11-inch (4th generation)', 'iPad Pro 11-inch (M4)', 'iPad Pro 12.9-inch', "
        + "'iPad Air 13-inch (M2/M3)', 'iPad Pro 13-inch (M4)'; give one, or run "
        + "'appdimens table EXPR --devices ipad' for each of them"),
    Failure(
      arguments: ["16.sdp", "--device", "i"],
      message: "--device: 'i' names 26 devices: 'iPhone SE (1st generation)', "
        + "'iPhone SE (3rd generation)', 'iPhone 8 Plus', 'iPhone 11 Pro', 'iPhone 13 mini', "
        + "'iPhone 11', 'iPhone 11 Pro Max', 'iPhone 16e', 'iPhone 14 Plus', 'iPhone 15', "
        + "'iPhone 15 Pro Max', 'iPhone 16 Pro' and 14 more; give one, or run "
        + "'appdimens table EXPR --devices i' for each of them"),
    Failure(
      arguments: ["16.sdp", "--width", "390", "--height", "844", "--landscape"],
      message: "--landscape needs --device"),
    Failure(
      arguments: ["16.sdp", "--device", "iPad Air 11", "--split", "1/2"],
      message: "--split: iPad Air 11-inch (M2/M3) has no 1/2 Split View pane in portrait"),
    Failure(
      arguments: ["16.sdp", "--device", "iphone15", "--split", "3/4"],
      message: "--split: expected 1/3, 1/2 or 2/3, got '3/4'"),
    Failure(
      arguments: ["16.sdp", "--device", "iphone15", "--category", "huge"],
      message: "--category: expected one of " + OptionNames.categoryList + ", got 'huge'"),
    Failure(
      arguments: ["16.sdp", "16.ssp", "--device", "iphone15"],
      message:
        "resolve takes one expression, got 2: '16.sdp' and '16.ssp' (quote an expression with spaces; 'table' takes several)"
    ),
    Failure(
      arguments: ["16.sdp", "--batch"],
      message: "--batch reads expressions from standard input; remove the EXPR"),
    // A bad design point: the entry and its column (the Swift literal would keep 16).
    Failure(
      arguments: ["[390: 16, 390: 20].resolve(c)", "-d", "iphone15"],
      message: "at column 11: design point 1: size 390 repeats design point 0"),
    Failure(
      arguments: ["DesignPoints([:]).resolve(c)", "-d", "iphone15"],
      message: "at column 14: design points: no entries; give at least one size: value pair"),
    Failure(
      arguments: ["16.sdp", "--dveice", "x"],
      message: "unknown option '--dveice' (did you mean --device?)"),
  ])
  func usageErrors(_ f: Failure) {
    let run = runTool(["resolve"] + f.arguments)
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines == ["error: " + f.message, Command.resolve.usage])
  }

  @Test func overflowIsAUsageErrorNotACrash() {
    let run = runTool(["resolve", "1e308.wdp", "--width", "100000", "--height", "1"])
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(
      run.error.lines == [
        "error: the result is not finite (a number in the expression is too large)",
        Command.resolve.usage,
      ])
  }

  struct Message: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Messages that name the real cause: no base value in a table literal, no pixel density
  /// without a device, a 100,000-digit number cut to 40 characters.
  @Test(arguments: [
    Message(
      arguments: [
        "[1: 1.7976931348623157e308, 100000: 1.7976931348623157e308].resolve(c) * 10", "-d",
        "iphone15",
      ],
      message: "the result is not finite (a number in the expression is too large)"),
    Message(
      arguments: ["c.pixelsPerInch", "--width", "390", "--height", "844"],
      message: "no value: the window has no pixel density (give a device or a ppi)"),
    Message(
      arguments: ["[.width(600): 2].resolve(c)", "--width", "390", "--height", "844"],
      message: "no value: the library returns nil here (no key of the table matches the window)"),
    Message(
      arguments: [String(repeating: "1", count: 100_000) + ".sdp", "-d", "iphone15"],
      message: "at column 1: number '" + String(repeating: "1", count: 40) + "…' is too large"),
  ])
  func clearMessages(_ m: Message) {
    let run = runTool(["resolve"] + m.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == ["error: " + m.message, Command.resolve.usage])
  }

  /// The three-frame design `[390: 16, 820: 24, 1280: 32]`, by hand: the designer's numbers at
  /// the frames; between them 16 + (d − 390) × 8 ÷ 430 or 24 + (d − 820) × 8 ÷ 460; clamped
  /// outside. The window is taller than wide, so d is its width.
  @Test(arguments: [
    (320.0, 16.0), (390, 16), (605, 20), (768, 23.032558), (820, 24), (1050, 28),
    (1280, 32), (1440, 32),
  ])
  func threeFrameDesign(_ width: Double, _ expected: Double) throws {
    let run = runTool([
      "resolve", "[390: 16, 820: 24, 1280: 32].resolve(c)", "--width", "\(width)", "--height",
      "2000",
    ])
    #expect(run.status == 0, "\(run.error.text)")
    let value = try #require(Double(run.output.lines.first ?? ""))
    #expect(isClose(value, expected, tolerance: 5e-7), "\(value)")
  }

  /// The exact text at the frames and at 605 pt, where the value is a whole number.
  @Test func threeFrameDesignPrintsTheDesignersNumbers() {
    let source = "[390: 16, 820: 24, 1280: 32].resolve(c)"
    for (width, text) in [("390", "16"), ("605", "20"), ("820", "24"), ("1280", "32")] {
      let run = runTool(["resolve", source, "--width", width, "--height", "2000"])
      #expect(run.output.text == text + "\n", "at \(width)")
    }
    // On a device: the iPad Air 11-inch is 820 pt wide in portrait, and its smallest width is
    // 820 in landscape too.
    #expect(
      runTool(["resolve", source, "-d", "iPad Air 11", "--landscape"]).output.text == "24\n")
  }

  /// The "done when" lines, exactly as written there: README lines pasted with their
  /// comments, a property wrapper, arithmetic a designer writes (by hand: 30.sdp = 39 < 44,
  /// 16.sdp + 4 = 24.8 on 390 × 844).
  @Test(arguments: [
    (["10.sdp(configuration)    // 13", "--width", "390", "--height", "844"], "13"),
    (["@ScaledDimension(16)", "--width", "390", "--height", "844"], "20.8"),
    (["max(44, 30.sdp)", "--width", "390", "--height", "844"], "44"),
    (["16.sdp + 4", "--width", "390", "--height", "844"], "24.8"),
    (["2 * 8.sdp", "--width", "390", "--height", "844"], "20.8"),
    (["let spacing = 10.sdp(c)", "--width", "390", "--height", "844"], "13"),
    (["@ScaledDimension(100, .width)", "--width", "390", "--height", "844"], "130"),
    (["@ScaledDimension(text: 17)", "--width", "390", "--height", "844"], "22.1"),
    (["16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)", "--device", "iphone16e"], "14.3"),
  ])
  func pastedLinesResolve(_ arguments: [String], _ expected: String) {
    let run = runTool(["resolve"] + arguments)
    #expect(run.status == 0, "\(run.error.text)")
    #expect(run.output.lines == [expected])
    #expect(run.error.text.isEmpty)
  }

  /// `resolve 16px` names both ways out: the scaled value and the units command.
  @Test func aLengthNamesTheWaysOut() {
    let run = runTool(["resolve", "16px", "--width", "390", "--height", "844"])
    #expect(run.status == 2)
    #expect(
      run.error.lines.first
        == "error: at column 3: '16px' is a length, not an expression: write 16.sdp to scale 16 "
        + "points with the window, or run 'appdimens units 16px' to convert it")
    // And the way out works.
    #expect(runTool(["units", "16px", "--scale", "2"]).output.lines == ["8"])
  }

  /// A category that changes nothing says so (sdp follows the window only); one that changes
  /// the value, or one the platform lacks (which has its own note), does not.
  @Test func aCategoryThatChangesNothingIsNoted() {
    let sdp = runTool(["resolve", "16.sdp", "--category", "AX3", "-d", "iphone15"])
    #expect(sdp.output.lines == ["20.96"])
    #expect(
      sdp.error.lines == [
        "note: the text size AX3 gives the same value as the default L: this value does not "
          + "follow Dynamic Type (sdp, wdp, hdp and the strategies follow the window only; ssp "
          + "and scaled(relativeTo:) follow the text size) or is capped below it"
      ])
    #expect(
      runTool(["resolve", "16.ssp", "--category", "AX3", "-d", "iphone15"]).error.text.isEmpty)
    #expect(runTool(["resolve", "16.sdp", "--category", "L", "-d", "iphone15"]).error.text.isEmpty)
    #expect(
      runTool(["resolve", "16.sdp", "--category", "AX3", "-d", "iphone15", "--font-scale", "2"])
        .error.text.isEmpty)
    #expect(
      runTool(["resolve", "16.sdp", "--category", "AX3", "-d", "tv4k"]).error.lines == [
        "note: tvOS has no Dynamic Type; the text size AX3 is ignored"
      ])
  }

  /// `--devices` is `--device` here: one device is taken, a family names the command for many.
  @Test func devicesNamingOneWindowIsTaken() {
    #expect(runTool(["resolve", "16.sdp", "--devices", "iphone15"]).output.lines == ["20.96"])
    let family = runTool(["resolve", "16.sdp", "--devices", "phones"])
    #expect(family.status == 2)
    #expect(
      family.error.lines.first?.hasSuffix(
        "; give one, or run 'appdimens table EXPR --devices phones' for each of them") == true)
    let list = runTool(["resolve", "16.sdp", "-d", "iphone15,se3"])
    #expect(
      list.error.lines.first
        == "error: --device: 'iphone15,se3' names 2 devices; give one, or run 'appdimens table "
        + "EXPR --devices iphone15,se3' for each of them")
    let twice = runTool(["resolve", "16.sdp", "--device", "iphone15", "--devices", "se3"])
    #expect(twice.error.lines.first == "error: --device is given twice")
  }
}
