import Foundation
import Testing

@testable import AppDimensCommandLine

/// Every transcript of the documentation — a `$ appdimens …` or `$ swift run appdimens …` line
/// in the README, `Documentation/*.md` or a DocC article, with the lines that follow it — is
/// the tool's real output, byte for byte, and a `$ echo $?` after it shows its real exit
/// status. Commands that redirect or pipe (`>`, `|`, `<`) are examples, not transcripts.
///
/// After a deliberate change of output, `APPDIMENS_UPDATE_TRANSCRIPTS=1 swift test --filter
/// DocumentationTests` writes the tool's output into the files (never edit one by hand).
@Suite("Documentation: every shown output is the tool's real output")
struct DocumentationTests {
  /// The documents with transcripts: README.md, Documentation/*.md and the DocC catalogs.
  static let files: [String] = {
    var files = SwiftSnippet.files
    let folder = SwiftSnippet.root.appendingPathComponent("Documentation")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    files += names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    return files
  }()

  /// A document's text.
  static func text(_ file: String) -> String? {
    try? String(
      contentsOf: SwiftSnippet.root.appendingPathComponent(file), encoding: .utf8)
  }

  /// One transcript: the command after the prompt (without `swift run`), the lines it shows,
  /// and the exit status a following `$ echo $?` shows.
  struct Transcript: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    let command: String
    let output: [String]
    let status: Int32?
    var testDescription: String { "\(file):\(line): \(command)" }
  }

  /// The command of a prompt line: `appdimens …` of `$ appdimens …` or `$ swift run
  /// appdimens …`; nil for any other line.
  static func command(_ line: Substring) -> String? {
    for prompt in ["$ appdimens", "$ swift run appdimens"] where line.hasPrefix(prompt) {
      let rest = line.dropFirst(prompt.count)
      guard rest.isEmpty || rest.hasPrefix(" ") else { return nil }
      return "appdimens" + rest
    }
    return nil
  }

  /// Whether a command is an example rather than a transcript: it redirects or pipes.
  static func isExample(_ command: String) -> Bool {
    command.contains("<") || command.contains(">") || command.contains("|")
  }

  /// Every transcript of `file`: output lines run to the next prompt (`$ `) or the end of the
  /// code block.
  static func transcripts(_ file: String) -> [Transcript] {
    let lines = (text(file) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    var result: [Transcript] = []
    var index = 0
    while index < lines.count {
      guard let command = command(lines[index]), !isExample(command) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, !lines[end].hasPrefix("$ "), !lines[end].hasPrefix("```") {
        end += 1
      }
      var status: Int32?
      if end + 1 < lines.count, lines[end] == "$ echo $?" { status = Int32(lines[end + 1]) }
      result.append(
        Transcript(
          file: file, line: index + 1, command: command,
          output: lines[(index + 1)..<end].map(String.init), status: status))
      index = end
    }
    return result
  }

  /// Splits a shell command line of the documents: plain words, '…' and "…" quotes.
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var inWord = false
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// What the tool shows for `command`: standard output's lines, then standard error's.
  static func run(_ command: String) -> ToolRun {
    runTool(Array(words(command).dropFirst()))
  }

  /// `file` with every transcript's lines replaced by the tool's.
  static func regenerated(_ file: String) -> String? {
    guard let text = text(file) else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for transcript in transcripts(file).reversed() {
      let run = Self.run(transcript.command)
      let start = transcript.line
      lines.replaceSubrange(
        start..<(start + transcript.output.count), with: run.output.lines + run.error.lines)
      if transcript.status != nil {
        let echo = start + run.output.lines.count + run.error.lines.count + 1
        if echo < lines.count { lines[echo] = "\(run.status)" }
      }
    }
    return lines.joined(separator: "\n")
  }

  static let all: [Transcript] = files.flatMap(transcripts)

  @Test func theDocumentsHaveTranscripts() throws {
    if ProcessInfo.processInfo.environment["APPDIMENS_UPDATE_TRANSCRIPTS"] == "1" {
      for file in Self.files {
        guard let updated = Self.regenerated(file), updated != Self.text(file) else { continue }
        try updated.write(
          to: SwiftSnippet.root.appendingPathComponent(file), atomically: true, encoding: .utf8)
      }
    }
    #expect(Self.all.count >= 90)
    #expect(Set(Self.all.map(\.file)).contains("Documentation/CommandLine.md"))
    #expect(Set(Self.all.map(\.file)).contains("README.md"))
  }

  @Test(arguments: all) func transcriptMatches(_ transcript: Transcript) {
    let run = Self.run(transcript.command)
    #expect(run.output.lines + run.error.lines == transcript.output)
    if let status = transcript.status { #expect(run.status == status) }
  }

  @Test func wordsAreSplitAsAShellSplitsThem() {
    #expect(
      Self.words(#"appdimens audit a.json --devices "iPhone 16e,iPad Air 11" --x 'a b'"#)
        == ["appdimens", "audit", "a.json", "--devices", "iPhone 16e,iPad Air 11", "--x", "a b"])
    #expect(Self.words("appdimens resolve ''") == ["appdimens", "resolve", ""])
  }
}
