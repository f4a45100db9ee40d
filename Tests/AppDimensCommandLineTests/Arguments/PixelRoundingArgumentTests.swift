import Foundation
import Testing

@testable import AppDimensCommandLine

/// `--rounding pixels` in resolve, table, gallery, plot and audit: every value of the principal
/// API on its window's pixel grid, round(x × scale) ÷ scale (Behavior Reference › Pixel
/// rounding). Expected values by hand: 16 × 390 ÷ 300 = 20.8 → 62.4 px at @3x → 62 px →
/// 20.666667; 10 × 393 ÷ 300 = 13.1 → 39.3 px → 39 px → 13; 16 × 393 ÷ 300 = 20.96 → 62.88 px
/// → 63 px → 21.
@Suite("--rounding: every command that resolves values rounds them to the pixel grid")
struct PixelRoundingArgumentTests {
  @Test func resolveAndItsBatchLines() {
    let run = runTool([
      "resolve", "16.sdp", "--width", "390", "--height", "844", "--scale", "3", "--rounding",
      "pixels", "--format", "json",
    ])
    #expect(run.output.text == "\(62.0 / 3)\n")
    let input = """
      {"expr": "16.sdp", "width": 390, "height": 844, "scale": 3, "rounding": "pixels"}
      {"expr": "16.sdp", "width": 390, "height": 844, "scale": 3}
      """
    let batch = runTool(["resolve", "--batch"], input: input)
    #expect(batch.status == 0)
    #expect(batch.output.lines == ["20.666667", "20.8"])
  }

  @Test func tableSaysSoAndRoundsEveryRow() throws {
    let run = runTool(["table", "10.sdp", "--devices", "iPhone 15", "--rounding", "pixels"])
    #expect(
      run.output.lines.first?.hasSuffix(
        "Values rounded to each window's pixel grid (--rounding pixels).") == true)
    let json = runTool([
      "table", "10.sdp", "--devices", "iPhone 15", "--rounding", "pixels", "--format", "json",
    ])
    let parsed = parseJSON(json.output.text) as? [String: Any]
    let rows = parsed?["rows"] as? [[String: Any]]
    #expect((rows?.first?["values"] as? [String: Double])?["10.sdp"] == 13)
  }

  @Test func plotAndGalleryTakeIt() {
    let plot = runTool([
      "plot", "16.sdp", "--samples", "3", "--from", "300", "--to", "900", "--rounding", "pixels",
      "--quiet",
    ])
    #expect(plot.status == 0)
    #expect(plot.output.text.contains("rounded to pixels"))
    let gallery = runTool([
      "gallery", "16.sdp", "--devices", "iPhone 15", "--categories", "large", "--rounding",
      "pixels", "--quiet",
    ])
    #expect(gallery.status == 0)
    #expect(gallery.output.text.contains(">21<") || gallery.output.text.contains(">21 "))
    #expect(!gallery.output.text.contains("20.96"))
  }

  @Test func auditNamesItAndNeedsScaling() throws {
    let tokens = """
      {"size": {"$type": "dimension",
        "button": {"$value": "40px", "$extensions": {"appdimens": {"role": "target"}}}}}
      """
    let arguments = [
      "audit", "-", "--scaling", "appdimens", "--devices", "iPhone 15", "--rounding", "pixels",
    ]
    let text = runTool(arguments, input: tokens)
    #expect(
      text.output.lines.first
        == "scaling: appdimens (dimensions as N.sdp, text as N.ssp); values rounded to each "
        + "window's pixel grid; 1 rem = 16 pt")
    let json = runTool(arguments + ["--format", "json"], input: tokens)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.text.utf8))
    #expect((object as? [String: Any])?["roundsToPixels"] as? Bool == true)
    let fixed = runTool(
      ["audit", "-", "--scaling", "fixed", "--rounding", "pixels"], input: tokens)
    #expect(fixed.status == 2)
    #expect(fixed.error.lines.first?.contains("--rounding needs --scaling appdimens") == true)
  }
}
