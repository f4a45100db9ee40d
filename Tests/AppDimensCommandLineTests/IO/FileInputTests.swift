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
