import Testing

@testable import AppDimensCommandLine

@Suite("CommandArguments: flags, values, switches and their errors")
struct CommandArgumentsTests {
  static let flags: [CommandArguments.Flag] = [
    .init(name: "width", takesValue: true), .init(name: "height", takesValue: true),
    .init(name: "landscape", takesValue: false),
  ]

  @Test func docTableRows() throws {
    let a = try CommandArguments(["16.sdp", "--width", "390", "--height=844"], flags: Self.flags)
    #expect(a.positionals == ["16.sdp"])
    #expect(a.values == ["width": "390", "height": "844"])
    let b = try CommandArguments(["--landscape", "--", "--odd"], flags: Self.flags)
    #expect(b.positionals == ["--odd"] && b.switches == ["landscape"])
  }

  @Test func negativeNumbersAndExpressionsArePositional() throws {
    let a = try CommandArguments(["-16.sdp", "--width", "-5", "-"], flags: Self.flags)
    #expect(a.positionals == ["-16.sdp", "-"])
    #expect(a.values["width"] == "-5")
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(arguments: ["--widht", "3"], message: "unknown flag --widht (did you mean --width?)"),
    Failure(arguments: ["--zzzzzzzz"], message: "unknown flag --zzzzzzzz"),
    Failure(arguments: ["--width"], message: "--width needs a value"),
    Failure(arguments: ["--width", "--height", "5"], message: "--width needs a value"),
    Failure(arguments: ["--width", "1", "--width=2"], message: "--width is given twice"),
    Failure(arguments: ["--landscape=yes"], message: "--landscape does not take a value"),
  ])
  func errors(_ f: Failure) {
    do {
      _ = try CommandArguments(f.arguments, flags: Self.flags)
      Issue.record("no error")
    } catch {
      #expect(error.message == f.message)
    }
  }

  @Test func numbersAreStrict() throws {
    for bad in ["abc", "nan", "inf", "-infinity", "0x10", "1e999", "", "1.2.3", "1e", " 1"] {
      let a = try CommandArguments(["--width=\(bad)"], flags: Self.flags)
      #expect(throws: UsageError.self) { try a.number("width") }
    }
    let a = try CommandArguments(["--width", "1e3"], flags: Self.flags)
    #expect(try a.number("width") == 1000)
    let long = try CommandArguments(
      ["--width", String(repeating: "9", count: 500)], flags: Self.flags)
    #expect(throws: UsageError.self) { try long.number("width") }
  }

  @Test func emptyEqualsValueIsAValue() throws {
    let a = try CommandArguments(["--width="], flags: Self.flags)
    #expect(a.values["width"] == "")
    do {
      _ = try a.number("width")
      Issue.record("no error")
    } catch {
      #expect(error.message == "--width: expected a finite decimal number, got ''")
    }
  }
}
