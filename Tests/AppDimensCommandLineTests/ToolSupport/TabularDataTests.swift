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
    #expect(parseCSV(csv) == [["name", "n"]] + Self.table.rows)
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
  }

  @Test func markdown() {
    let lines = Self.table.markdown().split(separator: "\n")
    #expect(lines[0] == "| name | n |")
    #expect(lines[1] == "|---|---:|")
    #expect(lines[5] == "| a\\|b | 4 |")
    #expect(lines[6] == "| x y | 5 |")
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
