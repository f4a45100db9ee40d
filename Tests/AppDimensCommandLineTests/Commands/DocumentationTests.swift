import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("Documentation/CommandLine.md: the shown outputs are the tool's real outputs")
struct DocumentationTests {
  /// The documentation file, found from this test file's path.
  static let text: String? = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/CommandLine.md")
    return try? String(contentsOf: url, encoding: .utf8)
  }()

  /// Every `$ appdimens …` line of the document with the lines that follow it (up to the next
  /// prompt or the end of its code block).
  static func transcripts() -> [(command: String, output: [String])] {
    var result: [(String, [String])] = []
    var current: (String, [String])?
    for line in (text ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("$ appdimens") {
        if let current { result.append(current) }
        current = (String(line.dropFirst(2)), [])
      } else if line.hasPrefix("```") {
        if let current { result.append(current) }
        current = nil
      } else {
        current?.1.append(String(line))
      }
    }
    return result
  }

  /// Splits a shell command line of the document (plain words and '…' quotes).
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    for character in command {
      if character == "'" {
        quoted.toggle()
      } else if character == " " && !quoted {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// The document with every transcript's output replaced by the tool's: what
  /// `APPDIMENS_UPDATE_TRANSCRIPTS=1 swift test --filter DocumentationTests` writes after a
  /// deliberate change of output.
  static func regenerated(_ text: String) -> String {
    var lines: [String] = []
    var skipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("$ appdimens") {
        lines.append(line)
        skipping = true
        let command = String(line.dropFirst(2))
        guard !command.contains("<") else {
          skipping = false
          continue
        }
        let run = runTool(Array(words(command).dropFirst()))
        lines += run.output.lines + run.error.lines
      } else if line.hasPrefix("```") {
        skipping = false
        lines.append(line)
      } else if !skipping {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func everyTranscriptMatches() throws {
    try #require(Self.text != nil)
    if ProcessInfo.processInfo.environment["APPDIMENS_UPDATE_TRANSCRIPTS"] == "1",
      let text = Self.text
    {
      let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documentation/CommandLine.md")
      try Self.regenerated(text).write(to: url, atomically: true, encoding: .utf8)
    }
    let transcripts = Self.transcripts().filter { !$0.command.contains("<") }
    #expect(transcripts.count >= 10)
    for (command, expected) in transcripts {
      let run = runTool(Array(Self.words(command).dropFirst()))
      let actual = run.output.lines + run.error.lines
      #expect(actual == expected, "\(command)")
    }
  }
}
