import AppDimensTestSupport
import Testing

@testable import AppDimensTokens

/// The reader at its documented limits on the stack of an Apple secondary thread (512 KiB),
/// in the debug build `swift test` runs: 255 nested groups (the JSON reader's 256 levels, the
/// token's own object the last), a 20,000-link alias chain, a circle of 8,000 tokens, and a
/// path at the 1,024-byte limit. Each of these used to recurse once per level or link.
@Suite("DesignSystem at its limits, on a 512 KiB thread stack")
struct DesignSystemLimitsTests {
  /// `depth` groups `a.a.…`, the innermost holding a 17-pt `fontSize` token `t`.
  static func nested(_ depth: Int) -> String {
    String(repeating: #"{"a": "#, count: depth)
      + #"{"t": {"$type": "fontSize", "$value": 17}}"# + String(repeating: "}", count: depth)
  }

  /// The tokens and problems of reading `json` on a 512 KiB stack, as text.
  static func read(_ json: String) -> String? {
    onSmallStack(stackSize: appleSecondaryThreadStack) { () -> String in
      do {
        let system = try DesignSystem(files: [.init(name: "t.json", bytes: Array(json.utf8))])
        let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
        let tokens = system.tokens.map { "\($0.path.suffix(6))=\($0.value(in: window))" }
        return (tokens + system.problems.map(\.message)).joined(separator: "; ")
      } catch {
        return "error: \(error)"
      }
    }
  }

  /// 254 groups around the token: its object is the 256th level, the deepest the reader
  /// accepts; one more level is an error at its bracket, not a crash.
  @Test func deepestGroups() {
    #expect(Self.read(Self.nested(254)) == ".a.a.t=17.0")
    #expect(Self.read(Self.nested(255))?.hasPrefix("error: t.json:1:") == true)
    #expect(Self.read(Self.nested(255))?.hasSuffix("nested deeper than 256 levels") == true)
  }

  /// A 20,000-link chain resolves to its last value, and every link is a text token.
  @Test func longAliasChain() {
    let count = 20_000
    let links = (1..<count).map { #""t\#($0)": {"$value": "{s.t\#($0 + 1)}"}"# }
    let json =
      #"{"s": {"$type": "fontSize", "# + links.joined(separator: ", ")
      + #", "t\#(count)": {"$value": 17}}}"#
    let result = onSmallStack(stackSize: appleSecondaryThreadStack) { () -> [Double] in
      guard
        let system = try? DesignSystem(files: [.init(name: "t.json", bytes: Array(json.utf8))])
      else { return [] }
      let window = DimensConfiguration(screenWidth: 390, screenHeight: 844)
      return [Double(system.tokens.count), system.tokens.first?.value(in: window) ?? 0]
    }
    #expect(result == [Double(count), 17])
  }

  /// A circle of 8,000 tokens is one problem row naming its first and last links.
  @Test func largeCircle() throws {
    let count = 8_000
    let links = (0..<count).map { #""t\#($0)": {"$value": "{c.t\#(($0 + 1) % count)}"}"# }
    let result = try #require(Self.read(#"{"c": {"# + links.joined(separator: ", ") + "}}"))
    #expect(
      result
        == "$value: circular reference (c.t0 → c.t1 → c.t2 → … (8000 links) → c.t7998 → "
        + "c.t7999 → c.t0)")
  }

  /// A path of 1,024 bytes is read; a longer one is a problem row, and the rest is read.
  @Test func pathLimit() throws {
    let name = String(repeating: "n", count: 1022)
    let fits = try #require(Self.read(#"{"a": {"\#(name)": {"$type": "fontSize", "$value": 12}}}"#))
    #expect(fits == "nnnnnn=12.0")
    let long = try #require(
      Self.read(
        #"{"ab": {"\#(name)": {"$type": "fontSize", "$value": 12}}, "b": {"$type": "fontSize", "$value": 13}}"#
      ))
    #expect(long == "b=13.0; a path longer than 1024 bytes (1025) is not read")
  }
}
