import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("CssCommand: the web-view Dynamic Type stylesheet")
struct CssCommandTests {
  /// The iOS ramp at Large (HIG Typography › Specifications): CSS class name, size, leading.
  static let large: [(String, Double, Double)] = [
    ("large-title", 34, 41), ("title1", 28, 34), ("title2", 22, 28), ("title3", 20, 25),
    ("headline", 17, 22), ("body", 17, 22), ("callout", 16, 21), ("subheadline", 15, 20),
    ("footnote", 13, 18), ("caption1", 12, 16), ("caption2", 11, 13),
  ]

  /// The declarations of the rule whose selector list contains `selector`.
  func declarations(_ css: String, _ selector: String) -> [String: String] {
    guard
      let line = css.split(separator: "\n").first(where: {
        $0.split(separator: "{").first?.split(separator: ",").contains {
          $0.trimmingCharacters(in: .whitespaces) == selector
        } == true
      }),
      let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}")
    else { return [:] }
    var result: [String: String] = [:]
    for declaration in line[line.index(after: open)..<close].split(separator: ";") {
      let parts = declaration.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      result[parts[0].trimmingCharacters(in: .whitespaces)] =
        parts[1].trimmingCharacters(in: .whitespaces)
    }
    return result
  }

  @Test func everyStyleParsesBack() {
    let run = runTool(["css"])
    #expect(run.status == 0 && run.error.text.isEmpty)
    #expect(run.output.text.contains(":root { font: -apple-system-body; }"))
    for (name, size, leading) in Self.large {
      let rule = declarations(run.output.text, ".ad-" + name)
      let rem = Double(rule["font-size"]?.replacingOccurrences(of: "rem", with: "") ?? "")
      #expect(isClose(rem ?? 0, size / 17, tolerance: 1e-6), "\(name)")
      #expect(isClose(Double(rule["line-height"] ?? "") ?? 0, leading / size, tolerance: 1e-6))
    }
    #expect(declarations(run.output.text, "p")["font-size"] == "1rem")
  }

  @Test func fluidAndPrefix() {
    let run = runTool(["css", "--fluid", "--prefix", "app_"])
    for (name, _, _) in Self.large {
      let size = declarations(run.output.text, ".app_" + name)["font-size"] ?? ""
      #expect(size.hasPrefix("clamp(") && size.hasSuffix("rem)"), "\(name): \(size)")
    }
    #expect(!run.output.text.contains(".ad-"))
  }

  @Test(arguments: [["--prefix", "a b"], ["--prefix", "1x"], ["--prefix", "é"]])
  func badPrefix(_ arguments: [String]) {
    let run = runTool(["css"] + arguments)
    #expect(run.status == 2)
    #expect(run.error.lines.first?.hasPrefix("error: --prefix: expected letters") == true)
    #expect(run.error.lines.last == Command.css.usage)
  }

  /// A digit is allowed, just not first: the message says so.
  @Test func digitFirstIsExplained() {
    let run = runTool(["css", "--prefix", "1"])
    #expect(
      run.error.lines.first
        == "error: --prefix: expected letters, digits, '-' and '_', not starting with a digit "
        + "(a CSS class prefix), got '1'")
    #expect(runTool(["css", "--prefix", "a1-"]).status == 0)
  }

  @Test func noArguments() {
    let run = runTool(["css", "body"])
    #expect(run.status == 2 && run.error.lines.first == "error: css takes no arguments, got 'body'")
  }
}
