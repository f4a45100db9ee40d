import Testing

@testable import AppDimensCommandLine

@Suite("NameMatching: normalization, edit distance, nearest names")
struct NameMatchingTests {
  struct Distance: Sendable, CustomTestStringConvertible {
    let a: String
    let b: String
    let expected: Int
    var testDescription: String { "\(a)–\(b)" }
  }

  // Hand-counted optimal-string-alignment distances (the doc table rows plus edges).
  @Test(arguments: [
    Distance(a: "sdx", b: "sdp", expected: 1), Distance(a: "iphone51", b: "iphone15", expected: 1),
    Distance(a: "kitten", b: "sitting", expected: 3), Distance(a: "", b: "abc", expected: 3),
    Distance(a: "abc", b: "", expected: 3), Distance(a: "same", b: "same", expected: 0),
    Distance(a: "ssp", b: "sdp", expected: 1), Distance(a: "ab", b: "ba", expected: 1),
    Distance(a: "ca", b: "abc", expected: 3),
  ])
  func distance(_ d: Distance) {
    #expect(NameMatching.distance(d.a, d.b) == d.expected)
    #expect(NameMatching.distance(d.b, d.a) == d.expected)
  }

  @Test func normalization() {
    #expect(NameMatching.normalized("iPhone SE (3rd generation)") == "iphonese3rdgeneration")
    #expect(NameMatching.normalized("1/2", keeping: ["/"]) == "1/2")
    #expect(NameMatching.normalized("--") == "")
  }

  @Test func nearest() {
    let names = [
      (name: "sdp", keys: ["sdp"]), (name: "ssp", keys: ["ssp"]), (name: "hdp", keys: ["hdp"]),
      (name: "scaledDp", keys: ["scaledDp"]),
    ]
    #expect(NameMatching.nearest(to: "sdx", among: names, limit: 1) == ["sdp"])
    #expect(NameMatching.nearest(to: "sdx", among: names) == ["sdp", "ssp", "hdp"])
    #expect(NameMatching.nearest(to: "scaled", among: names) == ["scaledDp"])
    #expect(NameMatching.nearest(to: "qqqqqqqq", among: names).isEmpty)
    #expect(
      NameMatching.nearest(to: String(repeating: "a", count: 10_000), among: names).isEmpty)
  }
}
