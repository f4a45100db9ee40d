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
  /// Runs `css`.
  static func run(_ parsed: ParsedArguments, _ output: inout any CommandOutput) throws(UsageError)
    -> Int32
  {
    try parsed.requireNoPositionals("css")
    let prefix = try parsed.value(Options.prefix) ?? "ad-"
    output.write(
      WebTypeStylesheet.css(fluid: try parsed.isSet(Options.fluid), classPrefix: prefix))
    return CommandLineTool.success
  }

  /// `text` when it can start a CSS class name: ASCII letters, digits, `-` and `_`, not
  /// starting with a digit; else nil.
  @Sendable static func classPrefix(_ text: String) -> String? {
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

extension Command {
  /// `appdimens css` (see ``CssCommand``).
  static let css = Command(
    "css", "the web-view Dynamic Type stylesheet",
    options: [Options.fluid.spec, Options.prefix.spec]
  ) { parsed, streams throws(UsageError) in try CssCommand.run(parsed, &streams.output) }
}
