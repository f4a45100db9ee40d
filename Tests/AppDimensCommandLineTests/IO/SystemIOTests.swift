import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("FileInput: whole files as bytes; a failure names the path")
struct FileInputTests {
  @Test func readsBytesUnchanged() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("appdimens-input-\(UUID().uuidString)")
    // Invalid UTF-8 and more than one 64 KiB chunk reach the caller intact.
    let bytes: [UInt8] = [0xFF, 0x00, 0x41] + Array(repeating: 0x7B, count: 70_000)
    try Data(bytes).write(to: url)
    #expect(try FileInput.read(url.path) == bytes)
  }

  @Test func failures() {
    #expect(
      throws: UsageError.inputOutput("cannot read '/nonexistent/x': No such file or directory")
    ) {
      try FileInput.read("/nonexistent/x")
    }
    #expect(throws: UsageError.inputOutput("cannot read '/': Is a directory")) {
      try FileInput.read("/")
    }
    #expect(throws: UsageError.inputOutput("cannot read '': the path is empty")) {
      try FileInput.read("")
    }
  }
}

@Suite("FileOutput: whole documents to --out paths")
struct FileOutputTests {
  @Test func writesAndReplaces() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("appdimens-out-\(UInt32.random(in: 0...UInt32.max)).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileOutput.write("first, longer text ×", to: path) == nil)
    #expect(FileOutput.write("second", to: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
  }

  @Test func failuresNameThePath() {
    #expect(FileOutput.write("x", to: "") == "--out: the path is empty")
    let message = FileOutput.write("x", to: "/nonexistent-appdimens/x.svg")
    #expect(message?.hasPrefix("cannot write '/nonexistent-appdimens/x.svg': ") == true)
  }
}
