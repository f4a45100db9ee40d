import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("JSONLine: flat JSON objects, every error with its byte, total on any bytes")
struct JSONLineTests {
  func parse(_ text: String) throws -> [String: JSONValue] {
    try JSONLine.parse(Array(text.utf8))
  }

  @Test func docTableRows() throws {
    #expect(
      try parse(#"{"expr": "16.sdp", "width": 390}"#)
        == ["expr": .string("16.sdp"), "width": .number(390)])
    #expect(try parse(#"{"a": "\u00e9\n"}"#) == ["a": .string("é\n")])
    #expect(
      try parse(#"{"designFrame": [390, 844]}"#)
        == ["designFrame": .array([.number(390), .number(844)])])
  }

  @Test func arraysOfScalars() throws {
    #expect(try parse(#"{"a": []}"#) == ["a": .array([])])
    #expect(try parse(#"{"a": [ ]}"#) == ["a": .array([])])
    #expect(
      try parse(#"{"a": [ 1 ,"x", true,null ] , "b": 2}"#)
        == ["a": .array([.number(1), .string("x"), .bool(true), .null]), "b": .number(2)])
  }

  @Test func everyScalarAndWhitespace() throws {
    let object = try parse(
      " \t{ \"s\" : \"x\" , \"n\":-1.5e2,\"z\":0,\"t\":true,\"f\":false,\"0\":null } \r")
    #expect(
      object == [
        "s": .string("x"), "n": .number(-150), "z": .number(0), "t": .bool(true),
        "f": .bool(false), "0": .null,
      ])
    #expect(try parse("{}") == [:])
    #expect(try JSONLine.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == [:])
  }

  @Test func escapes() throws {
    #expect(
      try parse(#"{"a": "\"\\\/\b\f\n\r\t"}"#) == ["a": .string("\"\\/\u{8}\u{C}\n\r\t")])
    #expect(try parse(#"{"a": "\ud83d\ude00"}"#) == ["a": .string("😀")])
    #expect(try parse(#"{"é": "ü"}"#) == ["é": .string("ü")])
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let byte: Int
    let fragment: String
    var testDescription: String { String(decoding: bytes, as: UTF8.self) }
    init(_ text: String, _ byte: Int, _ fragment: String) {
      self.bytes = Array(text.utf8)
      self.byte = byte
      self.fragment = fragment
    }
    init(bytes: [UInt8], _ byte: Int, _ fragment: String) {
      self.bytes = bytes
      self.byte = byte
      self.fragment = fragment
    }
  }

  @Test(arguments: [
    Failure("", 1, "expected '{'"),
    Failure("[1]", 1, "expected '{'"),
    Failure(#"{"a": [[1]]}"#, 8, "nested arrays"),
    Failure(#"{"a": [1, {"b": 2}]}"#, 11, "nested objects"),
    Failure(#"{"a": [1 2]}"#, 10, "expected ',' or ']'"),
    Failure(#"{"a": [1,]}"#, 10, "expected a value"),
    Failure(#"{"a": [1"#, 9, "found the end"),
    Failure(#"{"a": {"b": 1}}"#, 7, "nested objects"),
    Failure(#"{"a": 1, "a": 2}"#, 10, "duplicate key \"a\""),
    Failure(#"{"a" 1}"#, 6, "expected ':'"),
    Failure(#"{"a": 1 "b": 2}"#, 9, "expected ',' or '}'"),
    Failure(#"{a: 1}"#, 2, "expected a key"),
    Failure(#"{"a": 1,}"#, 9, "expected a key"),
    Failure(#"{"a": 01}"#, 8, "expected ',' or '}'"),
    Failure(#"{"a": 1.}"#, 9, "digit after '.'"),
    Failure(#"{"a": 1e}"#, 9, "exponent"),
    Failure(#"{"a": -}"#, 8, "expected a digit"),
    Failure(#"{"a": 1e999}"#, 7, "out of range"),
    Failure(#"{"a": tru}"#, 7, "expected 'true'"),
    Failure(#"{"a": nul"#, 7, "expected 'null'"),
    Failure(#"{"a": NaN}"#, 7, "expected a value"),
    Failure(#"{"a": "x"#, 7, "unterminated string"),
    Failure(#"{"a": "\x"}"#, 8, "invalid escape"),
    Failure(#"{"a": "\u12"}"#, 8, "four hex digits"),
    Failure(#"{"a": "\ud800"}"#, 8, "unpaired surrogate"),
    Failure(#"{"a": "\udc00"}"#, 8, "unpaired surrogate"),
    Failure(#"{"a": "\ud800\u0041"}"#, 8, "unpaired surrogate"),
    Failure("{\"a\": \"\t\"}", 8, "control character"),
    Failure(#"{"a": 1} x"#, 10, "unexpected data after the object"),
    Failure(#"{"a": 1"#, 8, "found the end"),
    Failure(bytes: Array(#"{"a": ""#.utf8) + [0xFF, 0x22, 0x7D], 7, "invalid UTF-8"),
    Failure(bytes: Array(#"{"a": ""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D], 7, "invalid UTF-8"),
    Failure(bytes: [0xFF], 1, "byte 0xFF"),
  ])
  func errors(_ f: Failure) {
    do {
      let object = try JSONLine.parse(f.bytes)
      Issue.record("parsed \(object)")
    } catch {
      #expect(error.byte == f.byte, "\(error)")
      #expect(error.message.contains(f.fragment), "\(error)")
    }
  }

  @Test func totalOnRandomBytes() {
    var generator = SplitMix64(seed: 2024)
    let interesting = Array(#"{}[]":,\-+.0123456789eEtruefalsnl "#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...32, using: &generator)
      let bytes = (0..<count).map { _ -> UInt8 in
        Bool.random(using: &generator)
          ? interesting[Int.random(in: interesting.indices, using: &generator)]
          : UInt8.random(in: 0...255, using: &generator)
      }
      _ = try? JSONLine.parse(bytes)
    }
  }

  @Test func agreesWithFoundationOnValidFlatObjects() throws {
    var generator = SplitMix64(seed: 77)
    for _ in 0..<500 {
      var members: [String] = []
      var expected: [String: JSONValue] = [:]
      for index in 0..<Int.random(in: 0...5, using: &generator) {
        let key = "k\(index)"
        let value = Double.random(in: -1e6...1e6, using: &generator)
        members.append("\"\(key)\": \(value)")
        expected[key] = .number(value)
      }
      let text = "{" + members.joined(separator: ", ") + "}"
      #expect(try parse(text) == expected)
      let foundation = try #require(parseJSON(text) as? [String: Double])
      #expect(foundation.count == expected.count)
    }
  }
}
