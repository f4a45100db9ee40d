import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("JSONText: escaping and documents that Foundation reads back")
struct JSONTextTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let value: String
    let json: String
    var testDescription: String { json }
  }

  // The doc table rows.
  @Test(arguments: [
    Row(value: "a\"b\\", json: #""a\"b\\""#), Row(value: "line\n", json: #""line\n""#),
    Row(value: "\u{1}", json: #""\u0001""#), Row(value: "é", json: "\"é\""),
    Row(value: "\u{1B}", json: #""\u001b""#), Row(value: "\u{2028}", json: #""\u2028""#),
    Row(value: "\u{7F}\u{85}", json: #""\u007f\u0085""#),
  ])
  func strings(_ row: Row) {
    #expect(JSONText.string(row.value) == row.json)
  }

  @Test func numbers() {
    #expect(JSONText.number(13) == "13.0")
    #expect(JSONText.number(.infinity) == "null")
    #expect(JSONText.number(.nan) == "null")
  }

  @Test func everyControlCharacterRoundTrips() throws {
    let text =
      String((0..<0xA0).compactMap { Unicode.Scalar($0).map(Character.init) }) + "é😀\u{2028}"
    let json = JSONText.string(text)
    #expect(parseJSON(json) as? String == text)
    #expect(try JSONLine.parse(Array("{\"k\": \(json)}".utf8)) == ["k": .string(text)])
  }

  @Test func documentsAreValidJSON() throws {
    let document = JSONText.Document.object([
      ("a", .array([.number(1.5), .null, .bool(true), .string("x\"y")])),
      ("b", .object([])), ("c", .array([])),
    ])
    let parsed = try #require(parseJSON(JSONText.render(document)) as? [String: Any])
    #expect((parsed["a"] as? [Any])?.count == 4)
    #expect((parsed["b"] as? [String: Any])?.isEmpty == true)
  }
}

@Suite("JSONText: integers")
struct JSONTextIntegerTests {
  @Test func integersHaveNoFraction() {
    #expect(
      JSONText.render(.object([("checked", .integer(84)), ("n", .number(84))]))
        == "{\n  \"checked\": 84,\n  \"n\": 84.0\n}")
  }
}
