extension Options {
  // MARK: Lists

  /// A comma-separated list: each item read by `parse` (one item may name several values, as
  /// a device family does), each value once, in the order given; an unknown item names the
  /// nearest of `names` (or `fallback`), an empty list is an error.
  static func list<Item: Equatable & Sendable>(
    _ name: String, short: Character? = nil, _ placeholder: String, _ help: String,
    noun: String, names: @escaping @Sendable () -> [String], fallback: String? = nil,
    hint: (@Sendable (String) -> String?)? = nil,
    _ parse: @escaping @Sendable (String) -> [Item]?
  ) -> Option<[Item]> {
    Option(spec: spec(name, short: short, placeholder, help, expected: "a list of \(noun)s")) {
      text throws(OptionError) in
      var items: [Item] = []
      for raw in text.split(separator: ",") {
        let item = raw.trimmingSpaces()
        guard let found = parse(item) else {
          let nearest = NameMatching.nearest(
            to: item, among: names().map { ($0, [$0]) }, limit: 1
          ).first
          let tail =
            nearest.map { " (did you mean '\($0)'?)" } ?? hint?(item)
            ?? fallback.map { " (\($0))" } ?? ""
          throw .message("unknown \(noun) '\(UsageError.shown(item))'" + tail)
        }
        for value in found where !items.contains(value) { items.append(value) }
      }
      guard !items.isEmpty else { throw .message("the list is empty") }
      return items
    }
  }

  // MARK: breakpoints, resize, units

  static let value = number(
    "value", "V",
    "also scale V by the table as a ScalingRule (multiplier 1 when no key matches)")
  static let rounding = choice(
    "rounding", "R", "pixels (default: the pixel grid), points or none (with --value)",
    expected: "pixels, points or none"
  ) { ScalingRounding(rawValue: $0.lowercased()) }
  static let minimum = number(
    "min", "A", "the smallest size in points (with --max; swapped when reversed)")
  static let maximum = number("max", "B", "the largest size in points")
  static let step = number(
    "step", "S", "the distance between sizes (default 1; > 0, at most 4096 sizes)")
  static let largestFitting = number(
    "largest-fitting", "N",
    "print only the largest size ≤ N (a binary search, as a text view does with a \"fits\" "
      + "test); exit status 1 when none fits")
  /// Whether `--to` names pixels (true) or points (false), by the unit names `units` reads.
  static let unitsTo = choice(
    "to", "U", "points (default) or pixels", expected: "points or pixels"
  ) { text -> Bool? in
    UnitsCommand.unitNames.first { $0.names.contains(text.lowercased()) }.flatMap {
      [.point: false, .pixel: true][$0.unit]
    }
  }

  // MARK: type, css

  static let platform = choice(
    "platform", "P",
    "iOS (default), watchOS, tvOS, macOS, visionOS (the iOS ramp), carPlay (the iOS sizes at "
      + "L, fixed); any letter case",
    expected: "one of " + OptionNames.platformList, OptionNames.platform)
  static let style = list(
    "style", "S",
    "one style or a comma-separated list: largeTitle, title1…title3, headline, body, callout, "
      + "subheadline, footnote, caption1, caption2 (watchOS: footnote1, footnote2); default: "
      + "every published style",
    noun: "text style", names: { TextStyle.allCases.map(\.rawValue) }
  ) { TextStyle(name: $0).map { [$0] } }
  static let maxSize = choice(
    "max-size", "C", "the last column (default accessibility5; AX3, xxxL, … accepted)",
    expected: "one of " + OptionNames.categoryList, OptionNames.category)
  static let leading = flag("leading", "show the line height (leading) instead of the size")
  static let fluid = flag(
    "fluid", "font sizes as clamp(), growing with the viewport (the fluid strategy)")
  static let prefix = choice(
    "prefix", "P",
    "the class name prefix (default ad-): letters, digits, - and _, not a digit first",
    expected: "letters, digits, '-' and '_', not starting with a digit (a CSS class prefix)",
    CssCommand.classPrefix)

  // MARK: plot, gallery, audit

  static let axis = choice(
    "axis", "A", "the swept dimension: smallWidth (default), width, height",
    expected: "smallWidth, width or height", PlotAxis.init(name:))
  static let from = number(
    "from", "W", "the start of the range in points (default 200)", in: 1...100_000)
  static let to = number(
    "to", "W", "the end of the range in points (default 1400)", in: 1...100_000)
  static let samples = number(
    "samples", "N", "windows sampled, evenly spaced (default 601)", in: 2...100_000)
  static let aspect = number(
    "aspect", "R",
    "window height ÷ width kept while sweeping (default 533/300, the baseline's portrait shape, "
      + "or the --design-frame's H/W; 0.5 for landscape-like windows)", in: 0.1...10)
  static let expressions = text(
    "expr", "LIST",
    "more expressions shown beside each window, comma-separated at the top level ('24.sdp, "
      + "16.scaledDp(qualifier: height)')")
  static let categories = list(
    "categories", "LIST", "Dynamic Type categories, comma-separated",
    noun: "category", names: { [] },
    fallback: "xSmall…accessibility5, or xS S M L xL xxL xxxL AX1…AX5"
  ) { OptionNames.category($0).map { [$0] } }
  static let columns = text(
    "columns", "TABLE",
    "the breakpoint table choosing the column count (default '[wAny: 1, w375: 1, wR.all: 2, "
      + "w1024: 3]')")
  /// `--categories` as the gallery reads it.
  static let galleryCategories = categories.spec.withHelp(
    "Dynamic Type categories, comma-separated (default large,accessibility3; the cards are "
      + "drawn at the first)")
  /// `--categories` as the audit reads it.
  static let auditCategories = categories.spec.withHelp(
    "Dynamic Type categories, comma-separated (default: every category of each platform)")
  /// `--category` as the plot reads it: every swept window has it.
  static let plotCategory = category.spec.withHelp(
    "the Dynamic Type category of every window (default large): xSmall…accessibility5, or xS S "
      + "M L xL xxL xxxL AX1…AX5")
  /// `--devices` as the plot reads it.
  static let plotDevices = devices.spec.withHelp(
    "the devices marked on the x axis: all (default), phones, pads, watches, tv, vision, or "
      + "device names, comma-separated")
  static let rules = list(
    "rules", "LIST", "text-200, text-minimum, target-size, fits-window, row-fits (default: all)",
    noun: "rule", names: { DesignRule.allCases.map(\.id) },
    fallback: "text-200, text-minimum, target-size, fits-window or row-fits"
  ) { DesignRule(id: $0.filter { $0 != " " }).map { [$0] } }
  /// Nil is the audit's HTML page; the others are the tables' formats.
  static let auditFormat = choice(
    "format", short: "f", "F",
    "text (default), json, markdown, csv or html (each failing window drawn, in the gallery's "
      + "style)", expected: "text, json, markdown, csv or html"
  ) { name -> OutputFormat?? in
    name.lowercased() == "html" ? .some(nil) : OutputFormat(name: name).map { .some($0) }
  }
  static let baseline = text(
    "baseline", "FILE", "a JSON report of accepted violations: only new ones fail")
  static let writeBaseline = text(
    "write-baseline", "FILE",
    "record every current violation there as the accepted ones (a JSON report for --baseline) "
      + "and exit 0")
  static let allowEmpty = flag(
    "allow-empty", "exit 0 when nothing is audited (no token with a role, or no rule applies)")
  /// `generate --name`: the generated enum's name.
  static let generatedName = text(
    "name", "NAME", "the generated enum's name (default DesignTokens)")
  /// `generate --diagnostics compiler`: error lines as compilers write them, for build logs.
  static let compilerDiagnostics = choice(
    "diagnostics", "STYLE",
    "tool (default: 'error: FILE:LINE:COLUMN: …') or compiler ('FILE:LINE:COLUMN: error: …', "
      + "which Xcode and SwiftPM place at the token; the build-tool plugin passes it)",
    expected: "tool or compiler"
  ) { ["tool": false, "compiler": true][$0] }
  static let scaling = Option<DesignScaling>(
    spec: spec(
      "scaling", "S",
      "how the app draws a plain number: fixed (points as drawn, text along its style's "
        + "Dynamic Type curve; default for files without $extensions.appdimens), appdimens "
        + "(N.sdp, text N.ssp) or frame:WxH (the same, drawn from a design frame such as "
        + "frame:390x844)", expected: "fixed, appdimens or frame:WxH")
  ) { text throws(OptionError) in try AuditScalingArgument.scaling(text) }
  static let rootSize = number(
    "root-size", "PT", "points per rem and em (default 16, the CSS default)",
    in: DesignSystem.Options.rootSizes)
  static let role = Option<[TokenRoleRule]>(
    spec: OptionSpec(
      name: "role", short: nil, key: nil, placeholder: "ROLE=GLOB[,GLOB]",
      kind: .text,
      help:
        "give tokens a role by path: target, width or text, then patterns where * is any "
        + "characters in a name and ** any names ('target=control.*.size'); repeatable",
      expected: "ROLE=GLOB[,GLOB…]", isRepeatable: true)
  ) { text throws(OptionError) in
    guard let equals = text.firstIndex(of: "=") else {
      throw .message(
        "expected ROLE=GLOB[,GLOB…] such as 'target=control.*.size', got '\(UsageError.shown(text))'"
      )
    }
    let name = String(text[..<equals]).trimmingSpaces()
    guard let role = DesignToken.Role(rawValue: name) else {
      let names = DesignToken.Role.allCases.map(\.rawValue)
      let hint = NameMatching.nearest(to: name, among: names.map { ($0, [$0]) }).first
      throw .message(
        "unknown role '\(UsageError.shown(name))'"
          + (hint.map { " (did you mean '\($0)'?)" } ?? " (target, width or text)"))
    }
    var rules: [TokenRoleRule] = []
    for item in text[text.index(after: equals)...].split(separator: ",") {
      let glob = item.trimmingSpaces()
      guard let pattern = TokenPattern(glob) else {
        throw .message(
          "'\(UsageError.shown(glob))' is not a path pattern (names joined by dots, at most "
            + "\(TokenPattern.maximumLength) characters)")
      }
      rules.append(TokenRoleRule(role, pattern))
    }
    guard !rules.isEmpty else { throw .message("no pattern after '\(name)='") }
    return rules
  }
  static let platforms = list(
    "platforms", "LIST",
    "the platforms the design is for: iOS, iPadOS, watchOS, tvOS, visionOS, macOS (default: "
      + "the files' $extensions.appdimens.platforms, else iOS,iPadOS)",
    noun: "platform", names: { DesignPlatform.allCases.map(\.rawValue) },
    fallback: "the platforms are iOS, iPadOS, watchOS, tvOS, visionOS and macOS"
  ) { DesignPlatform(name: $0).map { [$0] } }
  /// `--modes`: the modes of a resolver to read.
  static let modes = Option<[String]>(
    spec: spec(
      "modes", "LIST",
      "the modes of a DTCG resolver, Tokens Studio themes or --modes-from-folders to read, "
        + "comma-separated: context or theme names ('md,lg'), or MODIFIER/CONTEXT, "
        + "GROUP/THEME (default: every context of every modifier, every theme)",
      expected: "context names, comma-separated")
  ) { text throws(OptionError) in
    let names = text.split(separator: ",").map { String($0).trimmingSpaces() }
    guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
      throw .expected("context names, comma-separated")
    }
    return names
  }
  /// `--breakpoints`: a resolver modifier's contexts as window widths.
  static let breakpoints = Option<[DesignModes.Breakpoint]>(
    spec: spec(
      "breakpoints", "NAME=W,…",
      "a resolver modifier's contexts as window widths in points, each the narrowest window it "
        + "is for ('md=672,lg=1056,xlg=1312,max=1584'): each window is judged with the context "
        + "of the largest width not above its own (the narrowest below every width); without "
        + "it, the widths the resolver declares in $extensions.appdimens.breakpoints",
      expected: "NAME=WIDTH pairs, comma-separated")
  ) { text throws(OptionError) in
    var breakpoints: [DesignModes.Breakpoint] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", omittingEmptySubsequences: false)
      let name = parts.first.map { String($0).trimmingSpaces() } ?? ""
      guard parts.count == 2, !name.isEmpty,
        let width = NumberScanner.parse(String(parts[1]).trimmingSpaces()),
        (0...100_000).contains(width)
      else {
        throw .message(
          "expected NAME=WIDTH pairs such as 'md=672,lg=1056' (widths 0…100000 points), got "
            + "'\(UsageError.shown(String(item)))'")
      }
      guard !breakpoints.contains(where: { $0.context == name || $0.width == width }) else {
        throw .message("'\(UsageError.shown(name))' or its width is given twice")
      }
      breakpoints.append(DesignModes.Breakpoint(context: name, width: width))
    }
    return breakpoints
  }
  /// `--modes-from-folders`: each subfolder of the folder given is a mode.
  static let modesFromFolders = flag(
    "modes-from-folders",
    "read the one folder given as a folder per mode: each subfolder is a mode named after it, "
      + "the files directly in the folder are read in every mode")
  static let details = flag(
    "details", "list each line's tokens and failing windows (csv: one row per failing window)")
  static let strict = flag("strict", "exit 2 when a token cannot be read (a problem row)")
}
