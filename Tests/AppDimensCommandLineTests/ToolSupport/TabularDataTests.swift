import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("TabularData: aligned text, RFC 4180 CSV, Markdown")
struct TabularDataTests {
  static let table = TabularData(
    columns: [.init(header: "name", alignment: .left), .init(header: "n", alignment: .right)],
    rows: [
      ["iPhone 15", "1.50"], ["a,b", "22.00"], ["say \"hi\"", "3"], ["a|b", "4"], ["x\ny", "5"],
    ])

  @Test func csvQuotingRoundTrips() {
    let csv = Self.table.csv()
    // Every cell reads back, a line break as the two characters \n (escaped, not quoted).
    let escaped = Self.table.rows.map { $0.map { $0.replacingOccurrences(of: "\n", with: "\\n") } }
    #expect(parseCSV(csv) == [["name", "n"]] + escaped)
    #expect(csv.contains("\"a,b\",22.00\n"))
    #expect(csv.contains("\"say \"\"hi\"\"\",3\n"))
  }

  @Test func docTableRows() {
    #expect(TabularData.csvField("iPhone 15") == "iPhone 15")
    #expect(TabularData.csvField("a,b") == "\"a,b\"")
    #expect(TabularData.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(TabularData.csvField("a|b") == "a|b")
    #expect(TabularData.markdownCell("a|b") == "a\\|b")
    #expect(TabularData.markdownCell("say \"hi\"") == "say \"hi\"")
    #expect(TabularData.csvField("x\ny") == #"x\ny"#)
    #expect(TabularData.markdownCell("x\ny") == #"x\\ny"#)
    #expect(TabularData.csvField("a\u{1B}[2J") == #"a\u{1b}[2J"#)
    #expect(TabularData.markdownCell("a\u{1B}[2J") == #"a\\u{1b}\[2J"#)
  }

  /// CSV: a cell a spreadsheet would run as a formula (= + - @ first) gets a ' in front, a
  /// number does not (OWASP, CSV injection); tab and CR are escaped before they could lead.
  @Test(
    arguments: [
      ("=HYPERLINK(\"http://e.com\")", #""'=HYPERLINK(""http://e.com"")""#),
      ("+1+2", "'+1+2"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("=1,2", #""'=1,2""#),
      ("\t=1", #"\t=1"#), ("\r=1", #"\r=1"#), ("-3.5", "-3.5"), ("-1e-7", "-1e-7"),
      ("a=b", "a=b"), ("", ""),
    ])
  func csvFormulasAreText(_ cell: String, _ field: String) {
    #expect(TabularData.csvField(cell) == field)
  }

  /// Markdown: every character that could start markup in a name is escaped, and renders
  /// as itself; ordinary names, numbers and comparisons are unchanged.
  @Test(
    arguments: [
      ("[x](http://e.com)", #"\[x\](http\://e.com)"#),
      ("![i](a.png)", #"!\[i\](a.png)"#),
      ("<img src=x onerror=y>", #"\<img src=x onerror=y>"#),
      ("</b>", #"\</b>"#),
      ("*bold* _it_ ~s~ `c`", #"\*bold\* \_it\_ \~s\~ \`c\`"#),
      ("a|b", #"a\|b"#), ("$x$", #"\$x\$"#), ("@team #12 &amp;", ##"\@team \#12 \&amp;"##),
      ("www.e.com", #"www\.e.com"#), ("a\\b", #"a\\b"#),
      ("iPad (6th generation)", "iPad (6th generation)"), ("16 < 44", "16 < 44"),
      ("@3x", #"\@3x"#), ("-3.5", "-3.5"), ("text.body", "text.body"),
    ])
  func markdownNamesAreText(_ cell: String, _ escaped: String) {
    #expect(TabularData.markdownCell(cell) == escaped)
  }

  /// No format lets a control character through: every row stays one line, and nothing
  /// reaches the terminal that could move its cursor.
  @Test func noFormatPrintsAControlCharacter() {
    let table = TabularData(
      columns: [.left("name\u{7}"), .right("n")],
      rows: [["a\rb", "1"], ["\u{1B}]0;title\u{7}", "2"], ["x\u{9B}2J", "3"]])
    for (text, lines) in [(table.text(), 5), (table.csv(), 4), (table.markdown(), 5)] {
      #expect(!text.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isControl($0) })
      #expect(text.split(separator: "\n").count == lines)
    }
  }

  @Test func markdown() {
    let lines = Self.table.markdown().split(separator: "\n")
    #expect(lines[0] == "| name | n |")
    #expect(lines[1] == "|---|---:|")
    #expect(lines[5] == "| a\\|b | 4 |")
    #expect(lines[6] == #"| x\\ny | 5 |"#)
  }

  @Test func textIsAligned() {
    let table = TabularData(
      columns: [.init(header: "a", alignment: .left), .init(header: "value", alignment: .right)],
      rows: [["long name", "1.5"], ["x", "22.25"]])
    #expect(
      table.text() == """
        a          value
        ─────────  ─────
        long name    1.5
        x          22.25

        """)
  }
}
