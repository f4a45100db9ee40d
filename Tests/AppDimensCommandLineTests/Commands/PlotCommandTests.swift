import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("appdimens plot: a well-formed SVG whose curves are the engine's values")
struct PlotCommandTests {
  static func plot(_ arguments: [String]) -> (run: ToolRun, svg: MarkupNode?) {
    let run = runTool(["plot"] + arguments)
    return (run, parseMarkup(run.output.text))
  }

  /// The (x in pt, value in pt) points a series' path draws, mapped back through the plot's
  /// own published ranges and box.
  static func points(_ svg: MarkupNode, series: MarkupNode) -> [(x: Double, value: Double)] {
    guard let plot = svg.classed("plot").first,
      let xRange = plot.attributes["data-x-range"]?.split(separator: " ").compactMap({ Double($0) }
      ),
      let yRange = plot.attributes["data-y-range"]?.split(separator: " ").compactMap({ Double($0) }
      ),
      let box = plot.attributes["data-box"]?.split(separator: " ").compactMap({ Double($0) }),
      let d = series.elements("path").first?.attributes["d"]
    else { return [] }
    let numbers = d.split(whereSeparator: { " \nML".contains($0) }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { i in
      let x = xRange[0] + (numbers[i] - box[0]) / box[2] * (xRange[1] - xRange[0])
      let value = yRange[0] + (box[1] + box[3] - numbers[i + 1]) / box[3] * (yRange[1] - yRange[0])
      return (x, value)
    }
  }

  @Test func everyDrawnPointIsOnTheEngineCurve() throws {
    let (run, svg) = Self.plot(["16.sdp", "16.hdp", "17.ssp", "--category", "AX2"])
    #expect(run.status == 0)
    let root = try #require(svg)
    #expect(root.name == "svg")
    let series = root.classed("series")
    #expect(series.map { $0.attributes["data-expression"] } == ["16.sdp", "16.hdp", "17.ssp"])
    // The curves span 0 … yUpper over 360 px; 0.01 px rounding + 0.05 px simplification.
    let yUpper = try #require(
      root.classed("plot").first?.attributes["data-y-range"]?.split(separator: " ").last
        .flatMap { Double($0) })
    let tolerance = yUpper / 360 * 0.1
    let engines: [(DimensConfiguration) -> Double] = [
      { 16.sdp($0) }, { 16.hdp($0) }, { 17.ssp($0) },
    ]
    for (node, engine) in zip(series, engines) {
      let points = Self.points(root, series: node)
      #expect(points.count >= 2)
      #expect(isClose(points.first?.x ?? 0, 200, tolerance: 0.02))
      #expect(isClose(points.last?.x ?? 0, 1400, tolerance: 0.02))
      for point in points {
        // Independently of the tool: the window is x wide and keeps 533/300 (the Behavior Reference
        // baseline).
        let c = DimensConfiguration(
          screenWidth: point.x, screenHeight: point.x * 533 / 300,
          contentSizeCategory: .accessibility2)
        #expect(isClose(point.value, engine(c), tolerance: tolerance), "\(point)")
      }
    }
  }

  @Test func everyDeviceInRangeIsMarked() throws {
    let (_, svg) = Self.plot(["16.sdp", "--axis", "width", "--from", "130", "--to", "2000"])
    let root = try #require(svg)
    let marked = root.classed("device").compactMap { $0.attributes["data-device"] }
    #expect(Set(marked) == Set(DeviceCatalog.all.map(\.name)))
    for node in root.classed("device") {
      let device = try #require(
        DeviceCatalog.all.first { $0.name == node.attributes["data-device"] })
      #expect(node.attributes["data-position"] == "\(device.screenSize(.portrait).width)")
    }
    // Every device is named by exactly one label.
    let labelled = root.classed("callout").flatMap {
      ($0.attributes["data-devices"] ?? "").components(separatedBy: "; ")
    }
    #expect(labelled.sorted() == marked.sorted())
  }

  /// No two device labels overlap: the labels are parallel 45° strips, so their baselines must
  /// be at least one line of 11 px text (1.2 em, descenders included) apart across the strips;
  /// and every label starts inside the plot.
  @Test(arguments: [
    ["16.sdp"], ["16.sdp", "--axis", "width", "--from", "300", "--to", "450"],
    ["16.sdp", "--axis", "height", "--from", "130", "--to", "2000"],
  ])
  func labelsNeverOverlap(_ arguments: [String]) throws {
    let (_, svg) = Self.plot(arguments)
    let root = try #require(svg)
    let labels = root.classed("callout").compactMap { node -> (x: Double, y: Double)? in
      guard let text = node.elements("text").first, let x = Double(text.attributes["x"] ?? ""),
        let y = Double(text.attributes["y"] ?? "")
      else { return nil }
      #expect(
        text.attributes["transform"]
          == "rotate(-45 \(text.attributes["x"] ?? "") \(text.attributes["y"] ?? ""))")
      return (x, y)
    }
    #expect(!labels.isEmpty)
    let half = 0.5.squareRoot()
    for (i, a) in labels.enumerated() {
      #expect(a.x >= 76)
      for b in labels[(i + 1)...] {
        // The distance across the strips: the offset projected on the normal (√½, √½).
        let across = abs((b.x - a.x) * half + (b.y - a.y) * half)
        #expect(across >= 1.2 * 11, "labels at \(a.x) and \(b.x)")
      }
    }
  }

  @Test func descriptionExplainsTheWindows() throws {
    let (_, svg) = Self.plot(["16.sdp", "--aspect", "0.5", "--axis", "height", "--samples", "3"])
    let root = try #require(svg)
    let text = root.elements("desc").first?.text ?? ""
    #expect(text.contains("window height (pt), 3 windows from 200 to 1400 pt"))
    #expect(text.contains("height ÷ width = 0.5"))
  }

  @Test func sameInputSameBytes() {
    let a = runTool(["plot", "16.sdp", "16.sdpa", "--samples", "50"]).output.text
    let b = runTool(["plot", "16.sdp", "16.sdpa", "--samples", "50"]).output.text
    #expect(a == b && !a.isEmpty)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let errors = [
    ErrorCase(
      arguments: [], message: "error: plot needs at least one expression, for example 16.sdp"),
    ErrorCase(
      arguments: ["16.sdp", "--axis", "diagonal"],
      message: "error: --axis: expected smallWidth, width or height, got 'diagonal'"),
    ErrorCase(
      arguments: ["16.sdp", "--from", "900", "--to", "300"],
      message: "error: --from (900) must be less than --to (300)"),
    ErrorCase(
      arguments: ["16.sdp", "--samples", "1"],
      message: "error: --samples: expected a number in 2…100000, got '1'"),
    ErrorCase(
      arguments: ["16.sdp", "--samples", "2.5"],
      message: "error: --samples: expected a whole number, got 2.5"),
    ErrorCase(
      arguments: ["16.sdx"],
      message: "error: '16.sdx': at column 4: unknown function 'sdx' (did you mean 'sdp'?)"),
    ErrorCase(
      arguments: ["[390: 16, 0: 24].resolve(c)"],
      message: "error: '[390: 16, 0: 24].resolve(c)': at column 11: design point 1: size 0 must "
        + "be a finite number in 1…100000"),
  ]

  /// Finite values whose span overflows (`3e307.sdp` and `-3e307.sdp` reach ±1.4e308 at
  /// 1400 pt) cannot be mapped onto an axis: exit 2, as an overflowing value is (it trapped).
  /// A chart draws at most a million points (expressions × samples): 11 expressions of the
  /// largest sample count (100,000) is one error line and status 2, before any window is
  /// computed.
  @Test func pointCapIsBadInput() {
    let run = runTool(["plot"] + (1...11).map { "\($0).sdp" } + ["--samples", "100000"])
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(
      run.error.lines.first
        == "error: 11 expressions × 100000 samples is 1100000 points; a chart draws at most "
        + "1000000 (give fewer --samples or expressions)")
  }

  @Test func valuesTooFarApartAreBadInput() {
    let run = runTool(["plot", "3e307.sdp", "-3e307.sdp"])
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(
      run.error.lines == [
        "error: the values run from -1.4e+308 to 1.4e+308 pt ('-3e307.sdp', '3e307.sdp'), too "
          + "far apart to plot (a number in the expression is too large)",
        Command.plot.usage,
      ])
  }

  /// Nothing to show is an error: `c.pixelsPerInch` has no value in a plotted window (none
  /// has a pixel density), which drew an empty chart titled "nan pt".
  @Test func noValueAnywhereIsBadInput() {
    let run = runTool(["plot", "16.sdp", "c.pixelsPerInch"])
    #expect(run.status == 2)
    #expect(
      run.error.lines == [
        "error: 'c.pixelsPerInch' has no value in any plotted window (the window has no pixel "
          + "density)",
        Command.plot.usage,
      ])
  }

  /// A curve with gaps at its ends is titled by its first and last drawn points, never `nan`.
  @Test func gapsAtTheEndsNeverPrintNaN() throws {
    let run = runTool(["plot", "[.width(400): 10, .width(600): 20].resolve(c)", "--samples", "13"])
    #expect(run.status == 0)
    #expect(!run.output.text.lowercased().contains("nan"))
    let svg = try #require(parseMarkup(run.output.text))
    let title = try #require(svg.classed("series").first?.elements("title").first?.text)
    #expect(title.hasSuffix(": 10 pt at 400 pt … 20 pt at 1400 pt"))
  }

  @Test(arguments: errors) func usageErrors(_ c: ErrorCase) {
    let run = runTool(["plot"] + c.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == [c.message, Command.plot.usage])
    #expect(run.output.text.isEmpty)
  }

  @Test func writesTheFileAndASummary() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("appdimens-plot-\(UInt32.random(in: 0...UInt32.max)).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = runTool(["plot", "16.sdp", "--samples", "10", "--out", path])
    #expect(run.status == 0)
    // Devices whose smallest width is in the default 200…1400 pt: 14 phones, 12 iPads, the 3
    // watches at least 200 pt wide, 2 Apple TVs and the Vision Pro window.
    #expect(run.output.lines == ["wrote \(path): 1 expression × 10 windows, 32 devices"])
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == runTool(["plot", "16.sdp", "--samples", "10"]).output.text)
    let quiet = runTool(["plot", "16.sdp", "--samples", "10", "--out", path, "--quiet"])
    #expect(quiet.output.text.isEmpty && quiet.error.text.isEmpty)
  }

  @Test func unwritablePathIsARuntimeFailure() {
    let run = runTool(["plot", "16.sdp", "--out", "/nonexistent-dir/x.svg"])
    #expect(run.status == CommandLineTool.inputOutputFailure)
    #expect(
      run.error.lines.first?.hasPrefix("error: cannot write '/nonexistent-dir/x.svg': ") == true)
  }

  @Test func slowRunsReportProgressUnlessQuiet() throws {
    // Each clock reading advances 0.01 s: 601 windows take about 6 s, so lines appear.
    let clock = FakeClock()
    let tick = { () -> Double in
      clock.time += 0.01
      return clock.time
    }
    var streams = Command.Streams(
      input: BufferedInput(bytes: []), output: CapturedOutput(), error: CapturedOutput())
    let options = Command.plot.options
    let status = try PlotCommand.run(
      ParsedArguments(["16.sdp"], options: options), &streams, clock: tick)
    #expect(status == 0)
    let error = streams.error as? CapturedOutput ?? CapturedOutput()
    #expect(error.lines.count >= 3)
    #expect(error.lines.first?.hasPrefix("plot: ") == true)
    #expect(error.lines.first?.hasSuffix("of 601 windows (16%)") == true)
    #expect(error.lines.last?.hasPrefix("plot: done, 601 windows in ") == true)
    streams.error = CapturedOutput()
    _ = try PlotCommand.run(
      ParsedArguments(["16.sdp", "--quiet"], options: options), &streams, clock: tick)
    #expect((streams.error as? CapturedOutput)?.text.isEmpty == true)
  }

  /// The polyline of the three-frame design has its vertices exactly at the frames: flat at 16
  /// up to 390 pt, kinks at 390, 820 and 1280 pt (16, 24, 32 — the designer's numbers), flat at
  /// 32 beyond, and nothing else (each piece is straight).
  @Test func threeFrameDesignKinksAtTheFrames() throws {
    let (run, svg) = Self.plot(["[390: 16, 820: 24, 1280: 32].resolve(c)", "--quiet"])
    #expect(run.status == 0, "\(run.error.text)")
    let root = try #require(svg)
    let series = try #require(root.classed("series").first)
    let points = Self.points(root, series: series)
    let expected: [(x: Double, value: Double)] = [
      (200, 16), (390, 16), (820, 24), (1280, 32), (1400, 32),
    ]
    #expect(points.count == expected.count, "\(points)")
    // Coordinates are rounded to 0.01 px: 1200 pt over 852 px and 35 pt over 360 px.
    for (point, wanted) in zip(points, expected) {
      #expect(isClose(point.x, wanted.x, tolerance: 0.01 * 1200 / 852), "\(point)")
      #expect(isClose(point.value, wanted.value, tolerance: 0.01 * 35 / 360), "\(point)")
    }
  }

  /// The chart of the article "From several design frames" is this command's output, byte
  /// for byte (the article prints the command; regenerate with `--out`).
  @Test func designFramesArticleChartIsTheCommandsOutput() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/AppDimensDynamic/AppDimensDynamic.docc/Resources/design-points-plot.svg")
    let committed = try String(contentsOf: url, encoding: .utf8)
    let run = runTool([
      "plot", "[390: 16, 820: 24, 1280: 32].resolve(c)", "--devices",
      "iphone16e,ipadair11,ipadpro129,vision", "--quiet",
    ])
    #expect(run.status == 0)
    #expect(run.output.text == committed)
  }
}
