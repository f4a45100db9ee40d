import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

/// A `--design-frame` text and the sides it reads as (nil: not `W×H`).
struct DesignFrameTextCase: Sendable, CustomTestStringConvertible {
  let text: String
  let sides: (Double, Double)?
  var testDescription: String { "'\(text)'" }
}

/// A bad frame, the way a user gives it, and what the one error line must say.
struct BadDesignFrameCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let message: String
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("--design-frame and \"designFrame\": the frame a design is drawn at, on every command")
struct DesignFrameArgumentTests {
  @Test(arguments: [
    DesignFrameTextCase(text: "390x844", sides: (390, 844)),
    DesignFrameTextCase(text: "390X844", sides: (390, 844)),
    DesignFrameTextCase(text: "390×844", sides: (390, 844)),
    DesignFrameTextCase(text: " 390 x 844 ", sides: (390, 844)),
    DesignFrameTextCase(text: "390.5x844.25", sides: (390.5, 844.25)),
    DesignFrameTextCase(text: "0x-1", sides: (0, -1)),
    DesignFrameTextCase(text: "390", sides: nil), DesignFrameTextCase(text: "390x", sides: nil),
    DesignFrameTextCase(text: "x844", sides: nil),
    DesignFrameTextCase(text: "390x844x1", sides: nil),
    DesignFrameTextCase(text: "nanx844", sides: nil),
    DesignFrameTextCase(text: "390,844", sides: nil), DesignFrameTextCase(text: "", sides: nil),
  ])
  func readsTwoNumbers(_ row: DesignFrameTextCase) {
    let sides = DesignFrameArgument.sides(row.text)
    #expect(sides.map { ($0.width, $0.height) == row.sides! } ?? (row.sides == nil))
  }

  /// The issue's "done when": 16, 210.25641 and 48, by flags and by batch lines.
  @Test func theFrameItselfGivesTheDesignsNumbers() {
    // 16 × 390 ÷ 390, 100 × 820 ÷ 390 = 210.25641…, 48 × 844 ÷ 844 (the engine multiplies by
    // the ratio, so the ratio is computed first here too).
    let expected = [16, 100 * (820 / 390.0), 48]
    let flags = [
      ["16.sdp", "--width", "390", "--height", "844"],
      ["100.wdp", "--width", "820", "--height", "1180"],
      ["48.hdp", "--width", "390", "--height", "844"],
    ]
    // For people, as the issue writes them; `--format json` keeps every digit.
    for (arguments, (value, printed)) in zip(flags, zip(expected, ["16", "210.25641", "48"])) {
      let run = runTool(["resolve"] + arguments + ["--design-frame", "390x844"])
      #expect(run.status == 0 && run.error.text.isEmpty)
      #expect(run.output.lines == [printed], "\(arguments)")
      let json = runTool(
        ["resolve"] + arguments + ["--design-frame", "390x844", "--format", "json"])
      #expect(Double(json.output.lines.first ?? "") == value, "\(arguments)")
    }
    let lines = [
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [390, 844]}"#,
      #"{"expr": "100.wdp", "width": 820, "height": 1180, "designFrame": [390, 844]}"#,
      #"{"expr": "48.hdp", "width": 390, "height": 844, "designFrame": [390, 844]}"#,
    ]
    let batch = runTool(["resolve", "--batch"], input: lines.joined(separator: "\n") + "\n")
    #expect(batch.status == 0)
    #expect(batch.output.lines == ["16", "210.25641", "48"])
    let json = runTool(
      ["resolve", "--batch", "--format", "json"], input: lines.joined(separator: "\n") + "\n")
    #expect(json.output.lines.compactMap(Double.init) == expected)
    // The command's flag is a default for the lines, as every window flag is.
    let defaulted = runTool(
      ["resolve", "--batch", "--design-frame", "390x844"],
      input: #"{"expr": "48.hdp", "width": 390, "height": 844}"# + "\n")
    #expect(defaulted.output.lines == ["48"])
  }

  /// Without a frame nothing changes: the same calls give the 300-point values.
  @Test func withoutAFrameTheBaselineStays() {
    let run = runTool(["resolve", "16.sdp", "--width", "390", "--height", "844"])
    #expect(run.output.lines == ["20.8"])  // 16 × 390 ÷ 300
    let batch = runTool(
      ["resolve", "--batch"],
      input: #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": null}"# + "\n")
    #expect(batch.output.lines == ["20.8"])
  }

  /// With a device the device gives the window and the frame the reference.
  @Test func aDeviceKeepsTheGivenFrame() {
    // iPhone 15 portrait is 393 × 852: 16 × 393 ÷ 375 = 16.768.
    let run = runTool(["resolve", "16.sdp", "--device", "iphone15", "--design-frame", "375x812"])
    #expect(Double(run.output.lines.first ?? "") == 16 * 393 / 375.0)
    // Landscape on a portrait frame: 100 × 852 ÷ 375.
    let landscape = runTool([
      "resolve", "100.wdp", "--device", "iphone15", "--landscape", "--design-frame", "375x812",
    ])
    #expect(Double(landscape.output.lines.first ?? "") == 100 * 852 / 375.0)
  }

  @Test(arguments: [
    BadDesignFrameCase(
      arguments: ["resolve", "16.sdp", "-w", "390", "--height", "844", "--design-frame", "0x844"],
      message:
        "error: --design-frame 0x844: designFrameWidth must be a finite number in 1…100000, got 0.0"
    ),
    BadDesignFrameCase(
      arguments: ["resolve", "16.sdp", "-w", "390", "--height", "844", "--design-frame=390x-5"],
      message:
        "error: --design-frame 390x-5: designFrameHeight must be a finite number in 1…100000, got -5.0"
    ),
    BadDesignFrameCase(
      arguments: [
        "resolve", "16.sdp", "-w", "390", "--height", "844", "--design-frame", "1e6x844",
      ],
      message:
        "error: --design-frame 1000000x844: designFrameWidth must be a finite number in 1…100000, got 1000000.0"
    ),
    BadDesignFrameCase(
      arguments: ["resolve", "16.sdp", "-w", "390", "--height", "844", "--design-frame", "390"],
      message: "error: --design-frame: expected W×H in points, such as 390x844, got '390'"),
    BadDesignFrameCase(
      arguments: [
        "resolve", "16.sdp", "-w", "390", "--height", "844", "--design-frame", "infx844",
      ],
      message: "error: --design-frame: expected W×H in points, such as 390x844, got 'infx844'"),
    BadDesignFrameCase(
      arguments: ["resolve", "16.sdp", "-w", "390", "--height", "844", "--design-frame"],
      message: "error: --design-frame needs a value (--design-frame WxH)"),
    BadDesignFrameCase(
      arguments: ["table", "16.sdp", "--design-frame", "0x0"],
      message:
        "error: --design-frame 0x0: designFrameWidth must be a finite number in 1…100000, got 0.0"),
    BadDesignFrameCase(
      arguments: ["plot", "16.sdp", "--design-frame", "-1x844"],
      message:
        "error: --design-frame -1x844: designFrameWidth must be a finite number in 1…100000, got -1.0"
    ),
    BadDesignFrameCase(
      arguments: ["gallery", "--design-frame", "390x"],
      message: "error: --design-frame: expected W×H in points, such as 390x844, got '390x'"),
    BadDesignFrameCase(
      arguments: ["breakpoints", "[wAny: 1]", "--design-frame", "390x0"],
      message:
        "error: --design-frame 390x0: designFrameHeight must be a finite number in 1…100000, got 0.0"
    ),
  ])
  func aBadFrameIsOneErrorLineAndStatusTwo(_ row: BadDesignFrameCase) {
    let run = runTool(row.arguments)
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines.first == row.message)
    #expect(run.error.lines.dropFirst().allSatisfy { $0.hasPrefix("usage: ") })
  }

  @Test func badBatchFramesAreAnsweredInPlace() {
    let lines = [
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [0, 844]}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [390]}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [390, 844, 1]}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": "390x844"}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [390, "844"]}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [[390, 844]]}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designFrame": [390, 844]}"#,
      #"{"expr": "16.sdp", "width": 390, "height": 844, "designframe": [390, 844]}"#,
    ]
    let run = runTool(["resolve", "--batch"], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 1)
    #expect(
      run.output.lines == [
        #"error: "designFrame" [0, 844]: designFrameWidth must be a finite number in 1…100000, got 0.0"#,
        #"error: "designFrame" must be [W, H], two numbers, got an array of 1 number"#,
        #"error: "designFrame" must be [W, H], two numbers, got an array of 3 numbers"#,
        #"error: "designFrame" must be [W, H], two numbers, got a string"#,
        #"error: "designFrame" must be [W, H], two numbers, got an array holding a value that is not a number"#,
        // The inner `[` is the 65th byte of the line.
        "error: at byte 65: nested arrays are not supported",
        "16",
        #"error: unknown key "designframe" (did you mean "designFrame"?)"#,
      ])
  }

  @Test func theTableNamesItsReference() throws {
    let framed = runTool([
      "table", "16.sdp", "100.wdp", "48.hdp", "--devices", "iphone16e,ipadair11",
      "--design-frame", "390x844",
    ])
    #expect(framed.status == 0)
    #expect(
      framed.output.lines.first
        == "Values drawn for design frame 390 × 844 pt: each number is itself on that frame.")
    // iPhone 16e is 390 × 844, the frame itself; the iPad 820 × 1180: 33.64, 210.26, 67.11.
    #expect(framed.output.lines[4].hasSuffix("16        100         48"))
    #expect(framed.output.lines[5].hasSuffix("33.641026  210.25641  67.109005"))
    let plain = runTool(["table", "16.sdp", "--devices", "iphone16e"])
    #expect(
      plain.output.lines.first
        == "Values drawn for the 300 × 533 pt baseline (give your design's own with "
        + "--design-frame WxH).")
    // JSON carries the frame per row, CSV keeps its columns.
    let json = runTool([
      "table", "16.sdp", "--devices", "iphone16e", "--format", "json", "--design-frame", "390x844",
    ])
    let rows = (parseJSON(json.output.text) as? [String: Any])?["rows"] as? [[String: Any]]
    #expect(rows?.first?["designFrame"] as? [Double] == [390, 844])
    #expect((rows?.first?["values"] as? [String: Double])?["16.sdp"] == 16)
    let csv = runTool([
      "table", "16.sdp", "--devices", "iphone16e", "--format", "csv", "--design-frame", "390x844",
    ])
    #expect(parseCSV(csv.output.text).first?.contains("designFrame") == false)
    #expect(parseCSV(csv.output.text).last?.last == "16.0")
  }

  @Test func breakpointsSayTheFrameChangesNothing() {
    let arguments = ["breakpoints", "[w320: 80, wR.all: 140]", "--devices", "ipadair11"]
    let plain = runTool(arguments + ["--value", "20"])
    let framed = runTool(arguments + ["--value", "20", "--design-frame", "390x844"])
    #expect(framed.status == 0 && framed.output.text == plain.output.text)
    #expect(
      framed.error.lines == [
        "note: --design-frame 390x844 changes no value here: breakpoint keys and values (and "
          + "ScalingRule multipliers) are used as written"
      ])
    #expect(plain.error.text.isEmpty)
  }

  @Test func thePlotSweepsTheFramesShape() throws {
    let run = runTool([
      "plot", "16.sdp", "--from", "390", "--to", "780", "--samples", "2", "--design-frame",
      "390x844",
    ])
    #expect(run.status == 0)
    let svg = try #require(parseMarkup(run.output.text))
    let series = try #require(svg.classed("series").first)
    let points = PlotCommandTests.points(svg, series: series)
    // The windows keep 844 ÷ 390 and the values are drawn for the frame: 16 at 390, 32 at 780.
    #expect(points.count == 2)
    #expect(isClose(points.first?.value ?? 0, 16, tolerance: 0.05))
    #expect(isClose(points.last?.value ?? 0, 32, tolerance: 0.05))
    #expect(run.output.text.contains("design frame 390 × 844 pt"))
  }

  @Test func theGalleryDrawsTheCardForTheFrame() throws {
    let run = runTool(["gallery", "--devices", "iphone16e", "--design-frame", "390x844"])
    #expect(run.status == 0)
    let root = try #require(parseMarkup(run.output.text))
    let cells = root.elements("td").filter {
      $0.attributes["data-expr"] == "16.sdp" && $0.attributes["data-category"] == "large"
    }
    // iPhone 16e portrait is the frame itself: 16; landscape 844 × 390: sw 390 again, 16.
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { $0.attributes["data-value"] == "16.0" })
  }

  @Test func theFirstScreenSaysHowToGiveAFrame() {
    let run = runTool([])
    let hint = run.output.lines.filter { $0.contains("--design-frame") }
    #expect(hint.count == 1)
    #expect(hint.first?.contains("390x844") == true)
    #expect(run.output.lines.allSatisfy { $0.count < 100 })
  }
}
