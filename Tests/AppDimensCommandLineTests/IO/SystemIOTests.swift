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

@Suite("FileInput: standard input through the same reader, cap and messages")
struct StandardInputFileTests {
  @Test func readsEveryChunk() throws {
    var input: any CommandInput = BufferedInput(
      bytes: [0xFF] + Array(repeating: 0x0A, count: 200_000))
    #expect(try FileInput.read("-", input: &input).count == 200_001)
  }

  @Test func capAndName() {
    var input: any CommandInput = BufferedInput(bytes: Array(repeating: 0, count: (64 << 20) + 1))
    #expect(throws: UsageError.inputOutput("cannot read '<stdin>': larger than 64 MiB")) {
      try FileInput.read("-", input: &input)
    }
    #expect(FileInput.name("-") == "<stdin>")
    #expect(FileInput.name("a.json") == "a.json")
  }

  /// A stream that fails as a folder on standard input does: the path's message, `<stdin>`.
  struct FailingInput: CommandInput {
    mutating func readLine() throws(InputFailure) -> InputLine? {
      throw InputFailure(reason: "Is a directory")
    }
    var hasBufferedLine: Bool { false }
    mutating func readChunk(into bytes: inout [UInt8]) throws(InputFailure) -> Int {
      throw InputFailure(reason: "Is a directory")
    }
  }

  @Test func readFailureIsAnInputOutputError() {
    var input: any CommandInput = FailingInput()
    #expect(throws: UsageError.inputOutput("cannot read '<stdin>': Is a directory")) {
      try FileInput.read("-", input: &input)
    }
    var failing = FailingInput()
    var output = CapturedOutput()
    var errors = CapturedOutput()
    let audit = CommandLineTool.run(
      arguments: ["audit", "-"], input: &failing, output: &output, error: &errors)
    #expect(audit == CommandLineTool.inputOutputFailure)
    #expect(errors.lines == ["error: cannot read '<stdin>': Is a directory"])
    errors = CapturedOutput()
    let batch = CommandLineTool.run(
      arguments: ["resolve", "--batch"], input: &failing, output: &output, error: &errors)
    #expect(batch == CommandLineTool.inputOutputFailure)
    #expect(errors.lines == ["error: cannot read '<stdin>': Is a directory"])
  }
}

@Suite("FileOutput: whole documents to --out paths, atomically")
struct FileOutputTests {
  /// A fresh folder for one test.
  static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("appdimens-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// The names in `folder`, hidden ones included.
  static func names(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func writesAndReplaces() throws {
    let folder = try Self.folder()
    let path = folder + "/out.txt"
    try FileOutput.write("first, longer text ×", to: path)
    try FileOutput.write("second", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    #expect(try Self.names(folder) == ["out.txt"])
  }

  @Test func failuresNameThePath() {
    #expect(throws: UsageError.inputOutput("--out: the path is empty")) {
      try FileOutput.write("x", to: "")
    }
    #expect(
      throws: UsageError.inputOutput(
        "cannot write '/nonexistent-appdimens/x.svg': No such file or directory")
    ) {
      try FileOutput.write("x", to: "/nonexistent-appdimens/x.svg")
    }
    #expect(throws: UsageError.inputOutput("cannot write '/': Is a directory")) {
      try FileOutput.write("x", to: "/")
    }
  }

  /// A write that fails half-way (a full disk) used to leave a truncated file in place of the
  /// old one. Now the old file is untouched and the temporary file is gone.
  @Test func aFailedWriteKeepsTheOldFile() throws {
    let folder = try Self.folder()
    let path = folder + "/report.json"
    try Data("the old report".utf8).write(to: URL(fileURLWithPath: path))
    let bytes = [UInt8](repeating: 0x61, count: 200_000)
    #expect(throws: UsageError.inputOutput("cannot write '\(path)': No space left on device")) {
      try FileOutput.write(bytes, to: path) { bytes, descriptor throws(SystemIO.Failure) in
        try SystemIO.writeAll(bytes.prefix(65_536), to: descriptor)
        throw SystemIO.Failure(reason: "No space left on device")
      }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "the old report")
    #expect(try Self.names(folder) == ["report.json"])
  }

  /// An existing file keeps its permission bits; a read-only one is refused, as before.
  @Test func permissionsAreKept() throws {
    let folder = try Self.folder()
    let path = folder + "/kept.txt"
    try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try FileOutput.write("y", to: path)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  /// A symbolic link stays a link; the file it names is replaced.
  @Test func symbolicLinksAreFollowed() throws {
    let folder = try Self.folder()
    let target = folder + "/target.html"
    let link = folder + "/link.html"
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try FileOutput.write("new", to: link)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
  }

  /// A device is written in place: `/dev/null` is never replaced by a file.
  @Test func devicesAreStreams() throws {
    try FileOutput.write("discarded", to: "/dev/null")
    let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
    #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
  }

  /// A dangling link is written through: the file it names is created and the link stays; a
  /// relative link is read from the link's folder; a chain of links is followed to its end.
  @Test func danglingLinksAreWrittenThrough() throws {
    let folder = try Self.folder()
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.txt", withDestinationPath: "made.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/second.txt", withDestinationPath: folder + "/link.txt")
    try FileOutput.write("new", to: folder + "/second.txt")
    #expect(try String(contentsOfFile: folder + "/made.txt", encoding: .utf8) == "new")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.txt") == "made.txt")
    #expect(try Self.names(folder) == ["link.txt", "made.txt", "second.txt"])
  }

  /// A loop of links is an input/output error (exit 3), and nothing is written.
  @Test func linkLoopsAreErrors() throws {
    let folder = try Self.folder()
    try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
    #expect(
      throws: UsageError.inputOutput(
        "cannot write '\(folder)/a': Too many levels of symbolic links")
    ) {
      try FileOutput.write("x", to: folder + "/a")
    }
    #expect(try Self.names(folder) == ["a", "b"])
  }

  /// `--out` naming an input — by its path, another spelling, a link, or the file standard
  /// input reads — is a usage error; another file is not.
  @Test func outputsNeverNameAnInput() throws {
    let folder = try Self.folder()
    let input = folder + "/tokens.json"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: input))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.json", withDestinationPath: "tokens.json")
    for out in [input, folder + "/./tokens.json", folder + "/link.json"] {
      #expect(throws: UsageError.self) {
        try FileOutput.refuseInputs(out, inputs: ["a.json", input], readsStandardInput: false)
      }
    }
    try FileOutput.refuseInputs(folder + "/report.json", inputs: [input], readsStandardInput: true)
    try FileOutput.refuseInputs(
      folder + "/missing-link", inputs: [input], readsStandardInput: false)
  }
}
