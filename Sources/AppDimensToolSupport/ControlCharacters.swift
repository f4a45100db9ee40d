/// The tools' one escaping of control characters: every report they write (text, Markdown,
/// CSV, JSON, HTML, SVG) and every error line passes names and values through it, so a token
/// name read from a file can never move the cursor, clear the screen, set the terminal's
/// title, overwrite a row or break a line.
///
/// ```
/// control     = U+0000…U+001F, U+007F…U+009F (C0, DEL, C1), U+2028, U+2029 (line separators),
///               and Unicode's bidirectional controls (U+061C, U+200E, U+200F, U+202A…U+202E,
///               U+2066…U+2069), which reorder how the rest of a line reads
///               ("Trojan Source", CVE-2021-42574)
/// escaped(s)  = s with LF → \n, CR → \r, tab → \t and every other control → \u{hex}
///               (Swift's spelling; every other character unchanged)
/// ```
///
/// | text | escaped |
/// |---|---|
/// | `a` LF `b` | `a\nb` |
/// | `size.x` ESC `[2J` | `size.x\u{1b}[2J` |
/// | ESC `]0;title` BEL | `\u{1b}]0;title\u{7}` |
/// | `a` CR `b`, `a` tab `b` | `a\rb`, `a\tb` |
/// | U+0085, U+2028 | `\u{85}`, `\u{2028}` |
/// | `a` U+202E `b` | `a\u{202e}b` |
/// | `café`, `a b`, `\` | unchanged |
public enum ControlCharacters: Sendable {
  // Policy: a backslash is not escaped, so text without controls is unchanged (the common
  // case costs one scan); `a\nb` typed literally and a real line break print alike, which a
  // reader of a report or an error line never needs to tell apart. JSON keeps its own
  // `\u0000` form (``JSONText``), for the same set of characters.

  /// Whether `scalar` is a control character: C0, DEL, C1, a Unicode line or paragraph
  /// separator, or a bidirectional control.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029 || scalar.properties.isBidiControl
  }

  /// `text` with its control characters escaped Swift-style.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
