import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite(
  "UnitsCommand: physical lengths in points and pixels (Behavior Reference › Resize and units)")
struct UnitsCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: Double
    let basis: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Expected values from Behavior Reference › Resize and units by hand; iPhone 15: 460 ppi, @3.
  @Test(arguments: [
    // Behavior Reference › Vectors: 390×844, scale 3, points(10, millimeter) = 28.346457
    // (typographic).
    Case(arguments: ["10mm", "--scale", "3"], expected: 28.346457, basis: "typographic"),
    Case(arguments: ["1in"], expected: 72, basis: "typographic"),
    Case(arguments: ["2.5cm"], expected: 2.5 / 2.54 * 72, basis: "typographic"),
    Case(arguments: ["2.5", "cm"], expected: 2.5 / 2.54 * 72, basis: "typographic"),
    Case(
      arguments: ["10mm", "--device", "iPhone 15"], expected: 10 / 25.4 * 460 / 3,
      basis: "physical: 460 ppi (iPhone 15)"),
    Case(
      arguments: ["1in", "--device", "iphone15", "--to", "pixels"], expected: 460,
      basis: "physical: 460 pixels per inch"),
    Case(
      arguments: ["1in", "--device", "iphone15", "--ppi", "326"], expected: 326.0 / 3,
      basis: "physical: 326 ppi (--ppi)"),
    Case(
      arguments: ["1inch", "--ppi", "264", "--scale", "2"], expected: 132,
      basis: "physical: 264 ppi (--ppi)"),
    Case(arguments: ["1in", "--scale", "2", "--to", "px"], expected: 144, basis: "typographic"),
    Case(arguments: ["30px", "--scale", "3"], expected: 10, basis: "3 pixels per point"),
    Case(arguments: ["12pt", "--scale", "3", "--to", "pixels"], expected: 36, basis: "@3"),
    Case(arguments: ["-5MM"], expected: -5 / 25.4 * 72, basis: "typographic"),
  ])
  func conversions(_ c: Case) {
    let run = runTool(["units"] + c.arguments)
    #expect(run.status == 0)
    #expect(run.output.lines.count == 1)
    #expect(isClose(Double(run.output.lines.first ?? "") ?? .nan, c.expected))
    #expect(run.error.lines.count == 1)
    #expect(run.error.lines.first?.hasPrefix("note: ") == true)
    #expect(run.error.text.contains(c.basis), "\(run.error.text)")
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(arguments: [], message: "units needs a length such as 10mm, 2.5cm, 1in, 12pt or 30px"),
    Failure(arguments: ["10"], message: "'10' has no unit (write 10mm, cm, in, pt or px)"),
    Failure(arguments: ["10mn"], message: "unknown unit 'mn' in '10mn' (did you mean 'mm'?)"),
    Failure(arguments: ["mm"], message: "'mm' is not a number and a unit, such as 10mm or 2.5cm"),
    Failure(
      arguments: ["1", "2", "mm"], message: "units takes one length, got 3: '1', '2' and 'mm'"),
    Failure(
      arguments: ["1mm", "--to", "inches"], message: "--to: expected points or pixels, got 'inches'"
    ),
    Failure(
      arguments: ["1mm", "--ppi", "0"],
      message: "--ppi: pixelsPerInch must be a finite number > 0, got 0.0"),
    Failure(
      arguments: ["1mm", "--device", "iphone51"],
      message: "--device: unknown device 'iphone51' (did you mean 'iPhone 11', "
        + "'iPhone 15' or 'iPhone SE (1st generation)'?)"),
  ])
  func errors(_ f: Failure) {
    let run = runTool(["units"] + f.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == ["error: " + f.message, Command.units.usage])
  }
}
