import Testing

@testable import AppDimensCommandLine

@Suite("ParsedArguments: long and short options, switches and their errors")
struct ParsedArgumentsTests {
  static let options = [Options.width.spec, Options.height.spec, Options.landscape.spec]

  func parse(_ arguments: [String]) throws -> ParsedArguments {
    try ParsedArguments(arguments, options: Self.options)
  }

  @Test func docTableRows() throws {
    let a = try parse(["16.sdp", "--width", "390", "--height=844"])
    #expect(a.positionals == ["16.sdp"])
    #expect(try a.value(Options.width) == 390 && a.value(Options.height) == 844)
    let b = try parse(["16.sdp", "-w", "390", "-l"])
    #expect(b.positionals == ["16.sdp"])
    #expect(try b.value(Options.width) == 390 && b.isSet(Options.landscape))
    let c = try parse(["--landscape", "--", "--odd"])
    #expect(try c.positionals == ["--odd"] && c.isSet(Options.landscape))
  }

  @Test func negativeNumbersAndExpressionsArePositional() throws {
    let a = try parse(["-16.sdp", "--width", "-5", "-", "-.5.sdp"])
    #expect(a.positionals == ["-16.sdp", "-", "-.5.sdp"])
    #expect(try a.value(Options.width) == -5)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(
      arguments: ["--widht", "3"], message: "unknown option '--widht' (did you mean --width?)"),
    Failure(arguments: ["--zzzzzzzz"], message: "unknown option '--zzzzzzzz'"),
    Failure(arguments: ["--width"], message: "--width needs a value (--width W)"),
    Failure(
      arguments: ["--width", "--height", "5"], message: "--width needs a value (--width W)"),
    Failure(arguments: ["--width", "-l"], message: "--width needs a value (--width W)"),
    Failure(arguments: ["--width", "1", "--width=2"], message: "--width is given twice"),
    Failure(arguments: ["-w", "1", "--width=2"], message: "--width is given twice"),
    Failure(
      arguments: ["--landscape=yes"], message: "--landscape is a switch: it takes no value"),
    Failure(
      arguments: ["--landscape", "yes"],
      message: "--landscape is a switch: it takes no value (remove 'yes')"),
    // Single-dash words: the long flag they stand for is named.
    Failure(
      arguments: ["-width", "3"],
      message: "unknown option '-width' (write --width: long options take two dashes)"),
    Failure(arguments: ["-wdth", "3"], message: "unknown option '-wdth' (did you mean --width?)"),
    Failure(
      arguments: ["-z"],
      message: "unknown option '-z' (short forms here: -w, -l; every option has a long form)"),
  ])
  func errors(_ f: Failure) {
    do throws(UsageError) {
      _ = try ParsedArguments(f.arguments, options: Self.options)
      Issue.record("no error")
    } catch {
      #expect(error.message == f.message)
    }
  }

  @Test func numbersAreStrict() throws {
    for bad in ["abc", "nan", "inf", "-infinity", "0x10", "1e999", "", "1.2.3", "1e", " 1"] {
      let a = try parse(["--width=\(bad)"])
      #expect(throws: UsageError.self) { try a.value(Options.width) }
    }
    #expect(try parse(["--width", "1e3"]).value(Options.width) == 1000)
    let long = try parse(["--width", String(repeating: "9", count: 500)])
    #expect(throws: UsageError.self) { try long.value(Options.width) }
  }

  @Test func emptyEqualsValueIsAValue() throws {
    let parsed = try parse(["--width="])
    do throws(UsageError) {
      _ = try parsed.value(Options.width)
      Issue.record("no error")
    } catch {
      #expect(error.message == "--width: expected a finite decimal number, got ''")
    }
  }

  /// Every option is declared once: no two options of a command share a flag or a short form,
  /// and every short form is one letter.
  @Test func everyCommandsOptionsAreDistinct() {
    for command in Command.all {
      let flags = command.options.map(\.name)
      #expect(Set(flags).count == flags.count, "\(command.name)")
      let shorts = command.options.compactMap(\.short)
      #expect(Set(shorts).count == shorts.count, "\(command.name)")
      #expect(!shorts.contains("h"), "-h is help in \(command.name)")
      #expect(shorts.allSatisfy { $0.isLetter })
    }
  }
}
