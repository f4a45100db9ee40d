import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite(
  "ResizeCommand: DimensResize steps and largestFitting (Behavior Reference › Resize and units)")
struct ResizeCommandTests {
  /// The printed sizes as numbers.
  func sizes(_ arguments: [String]) -> [Double] {
    runTool(["resize"] + arguments).output.lines.compactMap(Double.init)
  }

  @Test func specVector() {
    // Behavior Reference › Vectors: steps(10, 20, 2) = [10, 12, 14, 16, 18, 20]; largestFitting(≤
    // 16) = 16.
    let run = runTool(["resize", "--min", "10", "--max", "20", "--step", "2"])
    #expect(run.status == 0 && run.error.text.isEmpty)
    #expect(run.output.lines == ["10", "12", "14", "16", "18", "20"])
    let fitting = runTool(["resize", "--min=10", "--max=20", "--step=2", "--largest-fitting=16"])
    #expect(fitting.status == 0 && fitting.output.lines == ["16"])
  }

  @Test func maximumIsAlwaysLastAndBoundsAreSwapped() {
    #expect(sizes(["--min", "10", "--max", "15", "--step", "2"]) == [10, 12, 14, 15])
    #expect(sizes(["--min", "20", "--max", "10", "--step", "5"]) == [10, 15, 20])
    #expect(sizes(["--min", "12", "--max", "12"]) == [12])
    #expect(sizes(["--min", "12", "--max", "48"]).count == 37)
  }

  /// Random bounds, steps and limits: the list is lo + i × step then hi, and the answer is
  /// the largest size ≤ N (Behavior Reference › Resize and units), computed here by a linear scan.
  @Test func randomAgainstTheSpec() {
    var generator = SplitMix64(seed: 6)
    for _ in 0..<200 {
      let lo = Double(Int.random(in: 0...40, using: &generator))
      let hi = lo + Double(Int.random(in: 0...60, using: &generator))
      let step = Double(Int.random(in: 1...8, using: &generator)) / 2
      var expected: [Double] = []
      var i = 0.0
      while lo + i * step <= hi {
        expected.append(lo + i * step)
        i += 1
      }
      if expected.last != hi { expected.append(hi) }
      let flags = ["--min", "\(lo)", "--max", "\(hi)", "--step", "\(step)"]
      #expect(sizes(flags) == expected, "\(flags)")
      let limit = Double.random(in: (lo - 5)...(hi + 5), using: &generator)
      let run = runTool(["resize"] + flags + ["--largest-fitting", "\(limit)"])
      if let answer = expected.last(where: { $0 <= limit }) {
        #expect(run.status == 0 && run.output.lines.compactMap(Double.init) == [answer])
      } else {
        #expect(run.status == 1 && run.error.lines.first?.hasPrefix("error: no size fits") == true)
        #expect(run.output.lines.isEmpty)
      }
    }
  }

  /// The widest range there is, in three steps: `max − min` overflows, the count of sizes
  /// does not (it used to be refused as "more than 4096 sizes").
  @Test func rangeWiderThanADouble() {
    let run = runTool(["resize", "--min", "-1e308", "--max", "1e308", "--step", "1e308"])
    #expect(run.status == 0)
    #expect(run.output.lines.count == 3)
    #expect(run.output.lines.map { Double($0) } == [-1e308, 0, 1e308])
  }

  @Test func nothingFits() {
    let run = runTool([
      "resize", "--min", "10", "--max", "20", "--step", "2", "--largest-fitting", "9",
    ])
    #expect(run.status == 1)
    #expect(run.error.lines == ["error: no size fits: the smallest, 10, is above 9"])
    #expect(run.output.lines.isEmpty)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Failure(arguments: ["--max", "20"], message: "--min is required (the smallest size)"),
    Failure(arguments: ["--min", "20"], message: "--max is required (the largest size)"),
    Failure(
      arguments: ["--min", "1", "--max", "2", "--step", "0"],
      message: "--step: must be greater than 0, got 0"),
    Failure(
      arguments: ["--min", "1", "--max", "2", "--step", "-1"],
      message: "--step: must be greater than 0, got -1"),
    Failure(
      arguments: ["--min", "1", "--max", "48", "--step", "0.001"],
      message: "--step: 0.001 gives more than 4096 sizes from 1 to 48"),
    // A step too small for 3 decimals is named as given, not as 0.
    Failure(
      arguments: ["--min", "1", "--max", "1e308", "--step", "1e-300"],
      message: "--step: 1e-300 gives more than 4096 sizes from 1 to 1e+308"),
    Failure(
      arguments: ["--min", "nan", "--max", "2"],
      message: "--min: expected a finite decimal number, got 'nan'"),
    Failure(arguments: ["12"], message: "resize takes no arguments, got '12'"),
    Failure(
      arguments: ["--min", "1", "--mx", "2"], message: "unknown option '--mx' (did you mean --max?)"
    ),
  ])
  func errors(_ f: Failure) {
    let run = runTool(["resize"] + f.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == ["error: " + f.message, Command.resize.usage])
  }

  @Test func help() {
    let run = runTool(["help", "resize"])
    #expect(run.status == 0 && run.output.text.hasPrefix(Command.resize.usage))
  }
}
