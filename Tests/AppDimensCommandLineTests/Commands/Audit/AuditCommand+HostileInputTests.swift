import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

/// `appdimens audit` on input built to break it: reference chains that used to overflow the
/// stack or take minutes, standard input that used to be read differently from a path, values
/// that overflow only at the largest text sizes, and names holding terminal escapes. The large
/// inputs are generated here, never checked in.
@Suite("appdimens audit: hostile token files and standard input")
struct AuditCommandHostileInputTests {
  /// A fontSize token `size.t0` of 12 pt (a text-minimum violation nowhere, a text-200 pass
  /// through `ssp`), whose value is a chain of `links` references without a `$type`.
  static func chain(_ links: Int) -> String {
    var members = [#""t0": {"$type": "fontSize", "$value": "{size.t1}"}"#]
    for index in 1..<links { members.append(#""t\#(index)": {"$value": "{size.t\#(index + 1)}"}"#) }
    members.append(#""t\#(links)": {"$value": 12}"#)
    return #"{"size": {"# + members.joined(separator: ", ") + "}}"
  }

  /// 10,000 links and no `$type` used to recurse once per link (a crash on a 1 MiB
  /// stack); now the file is read and audited, and the chain's tokens are dimensions.
  @Test func tenThousandLinksOnASmallStack() {
    let text = Self.chain(10_000)
    let run = onSmallStack {
      runTool(["audit", "-", "--devices", "iphone15", "--categories", "large"], input: text)
    }
    #expect(run?.status == 0)
    #expect(
      run?.output.lines.last
        == "no violations in 4 checks (1 of 10001 tokens audited, 2 windows of 1 device)")
    #expect(run?.output.text.contains("skipped 10000 no role") == true)
  }

  /// a typed group whose tokens chain 8,000 links (minutes when each link searched
  /// the chain) reads with every token audited.
  @Test(.timeLimit(.minutes(1))) func longTypedChain() {
    let links = (1..<8_000).map { #""t\#($0)": {"$value": "{g.t\#($0 + 1)}"}"# }
    let text =
      #"{"g": {"$type": "fontSize", "# + links.joined(separator: ", ")
      + #", "t8000": {"$value": 14}}}"#
    let run = runTool(
      ["audit", "-", "--devices", "iphone15", "--categories", "large", "--rules", "text-minimum"],
      input: text)
    #expect(run.status == 0)
    #expect(
      run.output.lines.last?.hasPrefix("no violations in 16000 checks (8000 of 8000 tokens audited")
        == true)
  }

  /// A file whose second token, past 1 MiB on one line, breaks a rule; a standard input
  /// that went through the 1 MiB line reader lost it and passed.
  static let oneLongLine =
    #"{"t": {"$type": "fontSize", "ok": {"$value": 16}}"# + String(repeating: " ", count: 1 << 20)
    + #", "u": {"$type": "fontSize", "tiny": {"$value": 4}}"# + "\n}\n"

  /// standard input gives the same verdict and report as the same file by path.
  @Test func standardInputIsTheSameAsAPath() throws {
    let folder = try AuditCommandTests.folder()
    let path = try AuditCommandTests.file(folder, "long.json", Self.oneLongLine)
    let arguments = ["--devices", "iphone15", "--categories", "large"]
    let byPath = runTool(["audit", path] + arguments)
    let byInput = runTool(["audit", "-"] + arguments, input: Self.oneLongLine)
    #expect(byPath.status == 1)
    #expect(byInput.status == byPath.status)
    #expect(byInput.output.text == byPath.output.text)
    #expect(byInput.output.text.contains("u.tiny"))
  }

  /// more than 64 MiB on standard input is refused as a file of that size is, exit 3.
  @Test func standardInputLargerThan64MiB() {
    let run = runTool(["audit", "-"], input: [UInt8](repeating: 0x20, count: (64 << 20) + 1))
    #expect(run.status == CommandLineTool.inputOutputFailure)
    #expect(run.error.lines == ["error: cannot read '<stdin>': larger than 64 MiB"])
    let exactly = runTool(["audit", "-"], input: [UInt8](repeating: 0x20, count: 64 << 20))
    #expect(exactly.status == 2)  // read whole: a document of spaces is malformed JSON
  }

  /// The baseline may come from standard input too, but not both files.
  @Test func baselineFromStandardInput() throws {
    let folder = try AuditCommandTests.folder()
    let tokens = try AuditCommandTests.file(folder, "t.json", AuditCommandTests.broken)
    let report = runTool(
      ["audit", tokens, "--devices", "iphone15", "--format", "json"]).output.text
    let run = runTool(["audit", tokens, "--devices", "iphone15", "--baseline", "-"], input: report)
    #expect(run.status == 0)
    let both = runTool(["audit", "-", "--baseline", "-"], input: "{}")
    #expect(both.status == 2)
    #expect(
      both.error.lines.first
        == "error: FILE and --baseline are both '-': standard input can be read once")
  }

  struct Overflow: Sendable, CustomTestStringConvertible {
    let value: String
    let message: String
    var testDescription: String { value }
  }

  /// a value that overflows at any text size the audit visits is a problem row, with the
  /// file position, the token, the window and the text size (the finiteness check used to
  /// look only at each window's default size: `1e308` printed `inf` rows, `5e307` passed);
  /// with `--strict` it is bad input.
  @Test(
    arguments: [
      Overflow(
        value: "1e308",
        message:
          "t.json:1:47: t.big: '1e+308.ssp' is not finite on iPhone 15 at accessibility1 "
          + "(a number in the expression is too large)"),
      Overflow(
        value: "5e307",
        message:
          "t.json:1:47: t.big: '5e+307.ssp' is not finite on iPhone 15 at accessibility4 "
          + "(a number in the expression is too large)"),
      Overflow(
        value: #""1e308.wdp""#,
        message:
          "t.json:1:47: t.big: '1e308.wdp' is not finite on iPhone 15 at xSmall "
          + "(a number in the expression is too large)"),
    ])
  func overflowAtAnyTextSize(_ c: Overflow) throws {
    let folder = try AuditCommandTests.folder()
    let path = try AuditCommandTests.file(
      folder, "t.json", #"{"t": {"$type": "fontSize", "big": {"$value": \#(c.value)}}}"#)
    // AppDimens scaling, as the values were written for it (points drawn as written stay
    // finite at 5e307: UIFontMetrics' curve keeps them under the largest double).
    let message = c.message.replacingOccurrences(of: "t.json", with: path)
    // The file's one token is a problem, so nothing is audited: exit 2, naming the problem.
    let run = runTool(["audit", path, "--devices", "iphone15", "--scaling", "appdimens"])
    #expect(run.status == 2)
    #expect(
      run.error.lines == [
        "error: \(path): nothing audited: every token with a role is a problem (1 problem; "
          + "the first: " + message + "); --allow-empty exits 0 instead",
        Command.audit.usage,
      ])
    // --allow-empty: the report with its problem row, exit 0.
    let empty = runTool(
      ["audit", path, "--devices", "iphone15", "--scaling", "appdimens", "--allow-empty"])
    #expect(empty.status == 0)
    #expect(empty.output.lines.contains("  " + message))
    #expect(!empty.output.text.contains("inf"))
    let strict = runTool(
      ["audit", path, "--devices", "iphone15", "--scaling", "appdimens", "--strict"])
    #expect(strict.status == 2)
    #expect(
      strict.error.lines == [
        "error: 1 problem (--strict); the first: " + message, Command.audit.usage,
      ])
  }

  /// A number JSON cannot hold names its token.
  @Test func outOfRangeNumberNamesItsToken() {
    let run = runTool(
      ["audit", "-"], input: #"{"t": {"$type": "fontSize", "big": {"$value": 1e400}}}"#)
    #expect(run.status == 2)
    #expect(run.error.lines.first == "error: <stdin>:1:47: t.big: $value: number out of range")
  }

  /// Names holding ESC, BEL and CR (clear the screen, set the window title, overwrite a row).
  static let escapes = [
    "x\u{1B}[2J", "\u{1B}]0;title\u{07}", "a\rb", "tab\there", "nel\u{85}", "ls\u{2028}",
  ]

  /// every format escapes control characters in names; JSON keeps them as JSON
  /// escapes that read back to the same name.
  @Test(arguments: ["text", "markdown", "csv", "json", "html"]) func controlCharactersInNames(
    _ format: String
  ) throws {
    let members = Self.escapes.map { "\(JSONText.string($0)): {\"$value\": 4}" }
    let text = #"{"size": {"$type": "fontSize", "# + members.joined(separator: ", ") + "}}"
    let run = runTool(
      ["audit", "-", "--devices", "iphone15", "--categories", "large", "--format", format],
      input: text)
    #expect(run.status == 1)
    let controls = run.output.text.unicodeScalars.filter {
      $0 != "\n" && ControlCharacters.isControl($0)
    }
    #expect(controls.isEmpty, "raw controls: \(controls.map(\.value))")
    if format == "json" {
      let names = try AuditCommandTests.violations(run.output.text).compactMap {
        $0["token"] as? String
      }
      #expect(Set(names) == Set(Self.escapes.map { "size." + $0 }))
    } else if format == "markdown" {
      // Markdown also escapes the backslash and the bracket the control escapes show.
      #expect(run.output.text.contains(#"size.x\\u{1b}\[2J"#))
      #expect(run.output.text.contains(#"size.a\\rb"#))
    } else {
      #expect(run.output.text.contains(#"size.x\u{1b}[2J"#))
      #expect(run.output.text.contains(#"size.a\rb"#))
    }
  }

  /// The names in problem rows are escaped too.
  @Test func problemNamesAreEscaped() {
    let run = runTool(
      ["audit", "-", "--devices", "iphone15"],
      input:
        #"{"t": {"$type": "fontSize", "$value": 17}, "s\u001b[2J": {"$type": "fontSize", "$value": "{x\u0007}"}}"#
    )
    #expect(run.output.lines.contains(#"  <stdin>:1:90: s\u{1b}[2J: $value: no token 'x\u{7}'"#))
  }

  /// tokens whose names differ only in punctuation get one section id each, and every
  /// link of the page leads to the section of its own token.
  @Test func oneAnchorPerToken() throws {
    let names = ["a b", "a-b", "a_b", "a/b", "a.b", "aé", "a-2fb"]
    let members = names.map { name -> String in
      let parts = name.split(separator: ".").map(String.init)
      let leaf = #"{"$value": 4}"#
      return parts.count == 2
        ? "\(JSONText.string(parts[0])): {\(JSONText.string(parts[1])): \(leaf)}"
        : "\(JSONText.string(name)): \(leaf)"
    }
    let text = #"{"t": {"$type": "fontSize", "# + members.joined(separator: ", ") + "}}"
    let run = runTool(
      ["audit", "-", "--devices", "iphone15", "--categories", "large", "--format", "html"],
      input: text)
    #expect(run.status == 1)
    let page = try #require(parseMarkup(run.output.text))
    // One card per token and rule (text-200 passes: a 4-pt fixed body size grows; only
    // text-minimum fails).
    let sections = page.classed("token")
    #expect(sections.count == names.count)
    let ids = sections.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == names.count)
    for link in page.elements("nav").flatMap({ $0.elements("a") }) {
      let target = try #require(link.attributes["href"]).dropFirst()
      let section = try #require(sections.first { $0.attributes["id"] == String(target) })
      let name = section.elements("h2").first?.allText ?? ""
      #expect(link.allText == name + " · text-minimum")
    }
  }

  /// A folder search says what it does not read: a folder 17 levels down and a link back to a
  /// searched folder are problem rows; a link to another folder is followed; the same file
  /// by three spellings is read once (it used to be "defined again").
  @Test func folderSearchReportsWhatItSkips() throws {
    let root = try AuditCommandTests.folder()
    let token = #"{"t": {"$type": "fontSize", "$value": 17}}"#
    let manager = FileManager.default
    let deep = root.appendingPathComponent((0..<17).map { "d\($0)" }.joined(separator: "/"))
    try manager.createDirectory(at: deep, withIntermediateDirectories: true)
    try Data(token.utf8).write(to: deep.appendingPathComponent("deep.json"))
    let shared = root.appendingPathComponent("shared")
    try manager.createDirectory(at: shared, withIntermediateDirectories: true)
    try Data(#"{"s": {"$type": "fontSize", "$value": 17}}"#.utf8).write(
      to: shared.appendingPathComponent("s.json"))
    let tokens = root.appendingPathComponent("tokens")
    try manager.createDirectory(at: tokens, withIntermediateDirectories: true)
    try Data(token.utf8).write(to: tokens.appendingPathComponent("t.json"))
    try manager.createSymbolicLink(
      atPath: tokens.path + "/shared", withDestinationPath: shared.path)
    try manager.createSymbolicLink(atPath: tokens.path + "/up", withDestinationPath: "..")
    let run = runTool(["audit", tokens.path, tokens.path + "/t.json", "--devices", "iphone15"])
    #expect(run.status == 0)
    let lines = run.output.lines
    #expect(
      lines.contains(
        "  '\(tokens.path)/up/d0/d1/d2/d3/d4/d5/d6/d7/d8/d9/d10/d11/d12/d13/d14/d15': not searched: more than 16 folders below the argument"
      ))
    #expect(
      lines.contains(
        "  '\(tokens.path)/up/tokens': not searched: a link back to a folder already searched"))
    #expect(lines.last?.hasPrefix("no violations in 8 checks (2 of 2 tokens audited") == true)
    #expect(!run.output.text.contains("defined again"))
    // With --strict a skipped folder fails the audit.
    #expect(runTool(["audit", tokens.path, "--devices", "iphone15", "--strict"]).status == 2)
  }

  /// `--out` never destroys an input: not a token file (by a link), not the baseline; the
  /// files are untouched and the error comes before anything is read.
  @Test func outputNeverReplacesAnInput() throws {
    let root = try AuditCommandTests.folder()
    let tokens = root.appendingPathComponent("tokens.json").path
    let token = #"{"t": {"$type": "fontSize", "$value": 8}}"#
    try Data(token.utf8).write(to: URL(fileURLWithPath: tokens))
    try FileManager.default.createSymbolicLink(
      atPath: root.path + "/alias.json", withDestinationPath: tokens)
    let baseline = root.appendingPathComponent("baseline.json").path
    #expect(
      runTool(["audit", tokens, "--devices", "iphone15", "--format", "json", "--out", baseline])
        .status == 1)
    let recorded = try Data(contentsOf: URL(fileURLWithPath: baseline))
    for arguments in [
      [tokens, "--out", root.path + "/alias.json"],
      [tokens, "--baseline", baseline, "--out", baseline],
    ] {
      let run = runTool(["audit"] + arguments + ["--devices", "iphone15"])
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.lines.first?.contains("the report would replace it") == true)
    }
    #expect(try String(contentsOfFile: tokens, encoding: .utf8) == token)
    #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == recorded)
  }
}
