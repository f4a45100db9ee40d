/// `appdimens css`: the web-view stylesheet of the Dynamic Type guide
/// (`WebTypeStylesheet.css(fluid:classPrefix:)`): `:root { font: -apple-system-body; }` and a
/// rem-based rule per iOS text style, with `clamp()` sizes that also follow the viewport when
/// `--fluid` is given.
///
/// | arguments | output |
/// |---|---|
/// | (none) | `.ad-body, p { font-size: 1rem; line-height: 1.294118; font-weight: 400; }` … |
/// | `--fluid` | the same rules with `font-size: clamp(…)` |
/// | `--prefix app-` | classes `.app-body`, … |
enum CssCommand {
  /// The usage line.
  static let usage = "usage: appdimens css [--fluid] [--prefix P]"

  /// The options, for `appdimens help css`.
  static let options = """
    options:
      --fluid              font sizes as clamp(), growing with the viewport (fluid strategy)
      --prefix P           the class name prefix (default ad-): letters, digits, - and _

    """

  /// The flags of `css`.
  static let flags: [CommandArguments.Flag] = [
    .init(name: "fluid", takesValue: false), .init(name: "prefix", takesValue: true),
  ]

  /// Runs `css` with the arguments after the command name.
  static func run<Output: CommandOutput>(
    _ arguments: [String], output: inout Output
  ) throws(UsageError) -> Int32 {
    let parsed = try CommandArguments(arguments, flags: flags)
    try parsed.requireNoPositionals("css")
    let prefix =
      try parsed.value(
        "prefix", expected: "letters, digits, '-' and '_' (a CSS class prefix)", classPrefix)
      ?? "ad-"
    output.write(
      WebTypeStylesheet.css(fluid: parsed.switches.contains("fluid"), classPrefix: prefix))
    return CommandLineTool.success
  }

  /// `text` when it can start a CSS class name: ASCII letters, digits, `-` and `_`, not
  /// starting with a digit; else nil.
  static func classPrefix(_ text: String) -> String? {
    // Policy: a stricter set than CSS allows (no escapes, no non-ASCII), so the stylesheet
    // never needs escaping and a typo such as a space cannot break every rule.
    let allowed = text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_"
    }
    guard allowed, text.unicodeScalars.first.map({ !("0"..."9").contains($0) }) ?? true else {
      return nil
    }
    return text
  }
}
