import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

@Suite("MarkupWriter: escaped, well-formed, deterministic markup")
struct MarkupWriterTests {
  struct EscapeCase: Sendable, CustomTestStringConvertible {
    let input: String
    let quotes: Bool
    let expected: String
    var testDescription: String { "\(input) (quotes: \(quotes))" }
  }

  static let escapes = [
    EscapeCase(input: "a < b & c > d", quotes: false, expected: "a &lt; b &amp; c &gt; d"),
    EscapeCase(input: "say \"hi\" 'x'", quotes: true, expected: "say &quot;hi&quot; &apos;x&apos;"),
    EscapeCase(input: "say \"hi\"", quotes: false, expected: "say \"hi\""),
    // Controls as every report escapes them (ControlCharacters); noncharacters as U+FFFD.
    EscapeCase(input: "bell\u{07}tab\t", quotes: false, expected: #"bell\u{7}tab\t"#),
    EscapeCase(input: "a\u{1B}[2J", quotes: true, expected: #"a\u{1b}[2J"#),
    EscapeCase(input: "a\nb\u{FFFE}", quotes: false, expected: "a\\nb\u{FFFD}"),
    EscapeCase(input: "16 × 375 ÷ 300", quotes: true, expected: "16 × 375 ÷ 300"),
  ]

  @Test(arguments: escapes) func escaping(_ c: EscapeCase) {
    #expect(MarkupWriter.escape(c.input, quotes: c.quotes) == c.expected)
  }

  @Test func elementsNestAndCloseInOrder() {
    var writer = MarkupWriter()
    writer.open("svg", [("width", "10"), ("id", "\"q\"")])
    writer.leaf("rect", [("x", "1")])
    writer.element("text", text: "a < b")
    writer.open("g")
    let text = writer.finish()
    #expect(
      text == """
        <svg width="10" id="&quot;q&quot;">
          <rect x="1"/>
          <text>a &lt; b</text>
          <g>
          </g>
        </svg>

        """)
  }

  @Test func anyTextStaysWellFormed() {
    var generator = SplitMix64(seed: 9)
    for _ in 0..<200 {
      let scalars = (0..<12).compactMap { _ in
        Unicode.Scalar(UInt32(generator.next() % 0x2FF))
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      var writer = MarkupWriter()
      writer.open("root", [("title", text)])
      writer.element("t", text: text)
      let document = writer.finish()
      let tree = parseMarkup(document)
      #expect(tree != nil, "\(Array(text.unicodeScalars))")
    }
  }
}
