import AppDimensTestSupport
import AppDimensToolSupport
import Testing

@testable import AppDimensTokens

/// The references between tokens, followed iteratively: the doc table, cycles and their
/// messages, and chains long enough to overflow a recursive reader's stack or take it minutes
/// (the chains are generated here, never checked in).
@Suite("TokenReferences: chains of any length, each token once")
struct TokenReferencesTests {
  /// The references of a flat file `{"a": {"$value": …, "$type"?: …}, …}`.
  static func references(_ json: String) throws -> TokenReferences {
    var tree = TokenTree()
    try tree.add(JSONDocument(bytes: Array(json.utf8)), name: "f.json")
    return TokenReferences(tree)
  }

  /// The token named `path`.
  static func token(_ references: TokenReferences, _ path: String) throws -> Int {
    try #require(references.tree.token(named: path))
  }

  /// The message of a problem: the missing target, or the circle's chain.
  static func message(
    _ references: inout TokenReferences, _ error: TokenReferences.Problem
  ) -> String {
    switch error {
    case .missing(let target, _): return "no token '\(target)'"
    case .circular(let circular):
      return "circular " + references.chain(of: circular).joined(separator: " → ")
    }
  }

  /// The resolved value of `path` as text: its number, or the problem.
  static func resolved(_ references: inout TokenReferences, _ path: String) -> String {
    guard let token = references.tree.token(named: path) else { return "none" }
    do throws(TokenReferences.Problem) {
      let node = try references.value(of: token)
      if let number = node.number { return "\(number)" }
      return node.kind
    } catch {
      return message(&references, error)
    }
  }

  /// The type of `path`.
  static func type(_ references: inout TokenReferences, _ path: String) throws -> String {
    references.type(of: try token(references, path))
  }

  /// A chain `t1 → t2 → … → t<count>` whose last token is 16; `typed` gives the last one a
  /// `$type`.
  static func chain(_ count: Int, lastType: String? = nil) -> String {
    let links = (1..<count).map { #""t\#($0)": {"$value": "{t\#($0 + 1)}"}"# }
    let type = lastType.map { #", "$type": "\#($0)""# } ?? ""
    return "{" + (links + [#""t\#(count)": {"$value": 16\#(type)}"#]).joined(separator: ", ")
      + "}"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let json: String
    let value: String
    let type: String
    var testDescription: String { json }
  }

  // The doc table's rows, then cycles through and beside the token read (written by hand
  // from the W3C rule: a reference names another token's value).
  static let cases = [
    Case(json: #"{"a": {"$value": "{b}"}, "b": {"$value": 16}}"#, value: "16.0", type: "dimension"),
    Case(
      json:
        #"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": 12, "$type": "fontSize"}}"#,
      value: "12.0", type: "fontSize"),
    Case(json: #"{"a": {"$value": "{x}"}}"#, value: "no token 'x'", type: "dimension"),
    Case(
      json: #"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"#, value: "circular a → b → a",
      type: "dimension"),
    Case(json: #"{"a": {"$value": "{a}"}}"#, value: "circular a → a", type: "dimension"),
    Case(
      json: #"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{b}"}}"#,
      value: "circular a → b → c → b", type: "dimension"),
    Case(
      json: #"{"a": {"$value": "{b}", "$type": "fontSize"}, "b": {"$value": 3}}"#, value: "3.0",
      type: "fontSize"),
    // A JSON pointer (the format's `$ref`) to a token or to its `$value` is the same alias.
    Case(
      json: ##"{"a": {"$value": {"$ref": "#/b/$value"}}, "b": {"$value": 16}}"##, value: "16.0",
      type: "dimension"),
    Case(
      json: ##"{"a": {"$value": {"$ref": "#/b"}}, "b": {"$value": 9, "$type": "fontSize"}}"##,
      value: "9.0", type: "fontSize"),
  ]

  struct PointerCase: Sendable, CustomTestStringConvertible {
    let pointer: String
    let path: String?
    var testDescription: String { pointer }
  }

  // RFC 6901: `~1` is `/` and `~0` is `~`; a pointer into another document or inside a value
  // is not an alias of a token.
  @Test(
    arguments: [
      PointerCase(pointer: "#/size/16/$value", path: "size.16"),
      PointerCase(pointer: "#/size/16", path: "size.16"),
      PointerCase(pointer: "#/a~1b/c~0d", path: "a/b.c~d"),
      // RFC 6901 §4: "~01" decodes to "~1", not "/" (the "~1" is decoded first, then "~0").
      PointerCase(pointer: "#/x~01y", path: "x~1y"),
      // A "~" followed by neither digit is not an escape: kept as written.
      PointerCase(pointer: "#/x~2/y~", path: "x~2.y~"),
      PointerCase(pointer: "other.json#/a", path: nil),
      PointerCase(pointer: "#/a/$value/fontSize", path: nil),
      PointerCase(pointer: "#/", path: nil),
    ])
  func pointers(_ c: PointerCase) {
    #expect(TokenReferences.pointerPath(c.pointer) == c.path)
  }

  @Test(arguments: cases) func docTable(_ c: Case) throws {
    var references = try Self.references(c.json)
    #expect(Self.resolved(&references, "a") == c.value)
    #expect(try Self.type(&references, "a") == c.type)
  }

  /// A token read after its chain was resolved for another one gets its own message: the
  /// circle from where it stands, or its link into the circle.
  @Test func rememberedCirclesNameTheTokenRead() throws {
    var references = try Self.references(
      #"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{d}"}, "d": {"$value": "{c}"}, "e": {"$value": "{b}"}}"#
    )
    #expect(Self.resolved(&references, "a") == "circular a → b → c → d → c")
    #expect(Self.resolved(&references, "b") == "circular b → c → d → c")
    #expect(Self.resolved(&references, "d") == "circular d → c → d")
    #expect(Self.resolved(&references, "e") == "circular e → b → c → d → c")
  }

  /// A typography's `fontSize` that refers back to its own token is circular, not the
  /// typography object read as a size.
  @Test func innerReferenceBackToItsToken() throws {
    let json =
      #"{"a": {"$value": {"fontSize": "{b}"}}, "b": {"$value": "{a}"}, "c": {"$value": 5}}"#
    var references = try Self.references(json)
    func inner(_ text: String) throws -> JSONDocument.Node {
      let list = try JSONDocument(bytes: Array(#"["\#(text)"]"#.utf8))
      guard case .array(let items) = list.root.value, let first = items.first else {
        throw Failure()
      }
      return first
    }
    let a = try Self.token(references, "a")
    func failure(_ text: String) throws -> String {
      let node = try inner(text)
      do throws(TokenReferences.Problem) {
        _ = try references.resolved(node, inside: a)
        return "resolved"
      } catch {
        return Self.message(&references, error)
      }
    }
    #expect(try failure("{b}") == "circular a → b → a")
    #expect(try failure("{a}") == "circular a → a")
    #expect(try failure("{x}") == "no token 'x'")
    let five = try references.resolved(try inner("{c}"), inside: a)
    guard five.number == 5 else {
      Issue.record("expected 5, got \(five.kind)")
      return
    }
  }

  struct Failure: Error {}

  /// 20,000 links without a `$type` (the issue's crash: one recursion per link) resolve on a
  /// 1 MiB stack, to the last value and the last token's type.
  @Test func longChainOnASmallStack() throws {
    let json = Self.chain(20_000, lastType: "fontSize")
    let result = onSmallStack { () -> String in
      guard var references = try? Self.references(json),
        let type = try? Self.type(&references, "t1")
      else { return "unreadable" }
      return Self.resolved(&references, "t1") + " " + type
    }
    #expect(result == "16.0 fontSize")
  }

  /// Resolving every token of an n-link chain visits each token a bounded number of times:
  /// the work grows linearly (a reader that searched the chain at each link was cubic: 171 s
  /// for 4,000 links).
  @Test(arguments: [1_000, 4_000, 16_000]) func everyTokenOfAChainIsLinear(_ count: Int) throws {
    var references = try Self.references(Self.chain(count))
    for index in 1...count {
      _ = Self.resolved(&references, "t\(index)")
      _ = try Self.type(&references, "t\(index)")
    }
    #expect(references.steps <= 2 * count + 2)
  }

  /// A circle of 60,000 tokens is one error, its message cut to the first and last links.
  @Test func longCircleMessageIsCut() throws {
    var chain = Self.chain(60_000)
    chain = chain.replacing(#""t60000": {"$value": 16}"#, with: #""t60000": {"$value": "{t1}"}"#)
    var references = try Self.references(chain)
    let value = Self.resolved(&references, "t1")
    #expect(value.hasPrefix("circular t1 → t2 → t3 → t4"))
    let t5 = try Self.token(references, "t5")
    let problem = try #require(
      { () -> TokenReferences.Problem? in
        do throws(TokenReferences.Problem) {
          _ = try references.value(of: t5)
          return nil
        } catch {
          return error
        }
      }())
    guard case .circular(let circular) = problem else {
      Issue.record("expected a circle")
      return
    }
    #expect(
      TokenReading.chainText(references.chain(of: circular))
        == "t5 → t6 → t7 → … (60000 links) → t3 → t4 → t5")
  }
}
