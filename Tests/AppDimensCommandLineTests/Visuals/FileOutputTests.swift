import Foundation
import Testing

@testable import AppDimensCommandLine

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
