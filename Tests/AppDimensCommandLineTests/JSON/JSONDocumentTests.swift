import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("JSONDocument: nested JSON with positions, every error with its line and column")
struct JSONDocumentTests {
  /// The error of `text` as `line:column: message`, or nil when it parses.
  func failure(_ text: String) -> String? {
    do {
      _ = try JSONDocument(bytes: Array(text.utf8), fileName: "f")
      return nil
    } catch {
      return String(error.message.dropFirst(2))
    }
  }

  // The rows of the doc comment's table.
  @Test func docTableRows() {
    #expect(failure(#"{"a": {"b": 1,,}}"#) == "1:15: a: expected a key in double quotes, found ','")
    #expect(failure("{\n  \"a\": tru\n}") == "2:8: a: expected 'true'")
    #expect(failure(#"{"a": 1, "a": 2}"#) == "1:10: duplicate key \"a\"")
  }

  @Test func treeWithOrderAndOffsets() throws {
    let text = #"{"z": [1, "two", {"x": null}], "a": true}"#
    let document = try JSONDocument(bytes: Array(text.utf8))
    let members = try #require(document.root.members)
    #expect(members.map(\.key) == ["z", "a"])
    #expect(members.map(\.keyOffset) == [1, 31])
    guard case .array(let items) = members[0].node.value else {
      Issue.record("expected an array")
      return
    }
    #expect(items.map(\.offset) == [7, 10, 17])
    #expect(items.map(\.kind) == ["a number", "a string", "an object"])
    #expect(items[2].member("x")?.node.kind == "null")
    #expect(document.root.member("a")?.node.kind == "a boolean")
    #expect(document.root.member("missing") == nil)
  }

  @Test func columnsCountUnicodeScalars() {
    // "é" is two bytes; the bad value after it is at column 9, not 10.
    #expect(failure("{\"é\": 1 2}") == "1:9: expected ',' or '}' after a value, found '2'")
    #expect(JSONDocument.position(of: 0, in: []) == (1, 1))
  }

  @Test func moreErrors() {
    #expect(failure("") == "1:1: expected a value, found the end")
    #expect(
      failure("[1,]") == "1:4: expected a value (string, number, true, false or null), found ']'")
    #expect(failure("{} {}") == "1:4: unexpected data after the document, found '{'")
    #expect(failure(#"{"a": 1e999}"#) == "1:7: a: number out of range")
    #expect(failure("[[") == "1:3: expected a value, found the end")
  }

  @Test func scalarsAndBOM() throws {
    let document = try JSONDocument(
      bytes: [0xEF, 0xBB, 0xBF] + Array(" [true, -2.5e1, \"é\"] ".utf8))
    guard case .array(let items) = document.root.value else {
      Issue.record("expected an array")
      return
    }
    #expect(items.count == 3)
    if case .number(let n) = items[1].value { #expect(n == -25) } else { Issue.record("number") }
    if case .string(let s) = items[2].value { #expect(s == "é") } else { Issue.record("string") }
  }

  // Deep nesting is an error at the level that is too deep, never a stack overflow.
  /// A file's error names the keys leading to it, as the token reader names a token.
  @Test func errorsNameTheirPlace() {
    func message(_ text: String) -> String? {
      do {
        _ = try JSONDocument(bytes: Array(text.utf8), fileName: "f.json")
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      message(#"{"t": {"big": {"$value": 1e400}}}"#)
        == "f.json:1:26: t.big: $value: number out of range")
    #expect(message(#"{"a": tru}"#) == "f.json:1:7: a: expected 'true'")
    #expect(message(#"{"a": 1,,}"#) == "f.json:1:9: expected a key in double quotes, found ','")
    #expect(JSONDocument.place([]) == "")
    #expect(JSONDocument.place(["$extensions", "appdimens"]) == "$extensions.appdimens: ")
    #expect(JSONDocument.place(["size", "body"]) == "size.body: ")
  }

  @Test func depthLimit() {
    let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(failure(fine) == nil)
    let deep = String(repeating: "[", count: 100_000)
    #expect(failure(deep) == "1:257: nested deeper than 256 levels")
  }

  // Seeded random bytes: always a document or an error, never a trap; Foundation agrees on
  // which inputs are valid JSON objects.
  @Test func totalOnRandomBytes() {
    var random = SplitMix64(seed: 17)
    let alphabet = Array(#"{}[],:"abc 1-.e\ntrufalsn"#.utf8)
    for _ in 0..<2000 {
      let count = Int(random.next() % 24)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let ours = (try? JSONDocument(bytes: bytes)) != nil
      let theirs =
        (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
      // Foundation accepts duplicate keys and some number forms we refuse; we never accept
      // what it rejects.
      if ours { #expect(theirs, "\(String(decoding: bytes, as: UTF8.self))") }
    }
  }
}
