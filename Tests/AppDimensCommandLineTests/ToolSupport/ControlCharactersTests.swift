import Testing

@testable import AppDimensCommandLine

@Suite("ControlCharacters: the one escaping of every report and error line")
struct ControlCharactersTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let text: String
    let escaped: String
    var testDescription: String { escaped }
  }

  // The doc table, typed in by hand (Swift's `\u{…}` spelling, lowercase hex).
  @Test(arguments: [
    Row(text: "a\nb", escaped: #"a\nb"#),
    Row(text: "size.x\u{1B}[2J", escaped: #"size.x\u{1b}[2J"#),
    Row(text: "\u{1B}]0;title\u{07}", escaped: #"\u{1b}]0;title\u{7}"#),
    Row(text: "a\rb", escaped: #"a\rb"#),
    Row(text: "a\tb", escaped: #"a\tb"#),
    Row(text: "\u{85}\u{2028}", escaped: #"\u{85}\u{2028}"#),
    Row(text: "a\u{202E}b", escaped: #"a\u{202e}b"#),
    Row(text: "café", escaped: "café"),
    Row(text: "a b", escaped: "a b"),
    Row(text: #"\"#, escaped: #"\"#),
    Row(text: "\u{7F}\u{9F}\u{A0}", escaped: "\\u{7f}\\u{9f}\u{A0}"),
  ])
  func docTable(_ row: Row) {
    #expect(ControlCharacters.escaped(row.text) == row.escaped)
  }

  /// The set: C0, DEL, C1, the two Unicode separators and the bidirectional controls (Unicode's
  /// Bidi_Control: U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069), nothing else below
  /// U+3000.
  @Test func controlSet() {
    let controls = (0..<0x3000).compactMap(Unicode.Scalar.init).filter(ControlCharacters.isControl)
    #expect(
      controls.map(\.value)
        == Array(0..<0x20) + Array(0x7F...0x9F) + [0x61C, 0x200E, 0x200F, 0x2028, 0x2029]
        + Array(0x202A...0x202E) + Array(0x2066...0x2069))
  }

  /// Error lines use the same escaping.
  @Test func errorLinesAgree() {
    let text = "unknown command 'a\u{1B}[2J\nb'"
    #expect(UsageError(text).message == ControlCharacters.escaped(text))
  }
}
