import Testing

@testable import AppDimensCommandLine

@Suite("CommandLineTool: dispatch, help, the overview, exit statuses")
struct CommandLineToolTests {
  @Test func overviewIsATableOfEveryDeviceWithin100Columns() {
    let run = runTool([])
    #expect(run.status == 0)
    #expect(run.error.text.isEmpty)
    let lines = run.output.lines
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.map(\.count).max() ?? 0)")
    let header = lines.first { $0.hasPrefix("device") }
    #expect(header?.contains("16.sdp") == true && header?.contains("16.hdp") == true)
    for device in DeviceCatalog.all {
      #expect(lines.contains { $0.hasPrefix(device.name + " ") }, "\(device.name)")
    }
    // iPhone 16e row: 390×844 → 16.sdp 20.80, 16.sdpa 21.55, 16.hdp 45.01 (the Behavior Reference
    // vectors).
    let row = lines.first { $0.hasPrefix("iPhone 16e ") } ?? ""
    #expect(row.contains("390×844") && row.contains("20.80") && row.contains("21.55"))
    #expect(row.contains("45.01"))
  }

  @Test(arguments: [
    ["help"], ["--help"], ["-h"], ["help", "resolve"], ["table", "--help"],
    ["devices", "-h"], ["resolve", "16.sdp", "--help"],
  ])
  func helpExitsZero(_ arguments: [String]) {
    let run = runTool(arguments)
    #expect(run.status == 0)
    #expect(run.output.text.contains("usage"))
    #expect(run.error.text.isEmpty)
  }

  @Test func unknownCommand() {
    let run = runTool(["tabel", "16.sdp"])
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(
      run.error.lines == [
        "error: unknown command 'tabel' (did you mean 'table'?)", Usage.tool,
      ])
    #expect(runTool(["--width", "3"]).status == 2)
  }
}
