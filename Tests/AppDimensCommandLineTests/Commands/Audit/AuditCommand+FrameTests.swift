import Foundation
import Testing

@testable import AppDimensCommandLine

/// `appdimens audit --scaling frame:WxH`: plain numbers drawn from a design frame, the frame in
/// the header and the JSON, and the messages for a frame that cannot be read.
@Suite("appdimens audit --scaling frame:WxH")
struct AuditCommandFrameTests {
  /// A 40-pt target and an expression of the same number, both drawn from the frame.
  static let tokens = """
    {
      "size": {
        "$type": "dimension",
        "button": {"$value": "40px", "$extensions": {"appdimens": {"role": "target"}}},
        "chip": {"$value": "40.sdp", "$extensions": {"appdimens": {"role": "target"}}}
      }
    }
    """

  // Every number by hand. On a 390 × 844 frame `sdp` is v × smallest width ÷ 390: a 40 is
  // 40 × 375 ÷ 390 = 38.461538 on the iPhone SE (fails 44), 40 × 393 ÷ 390 = 40.307692 on the
  // iPhone 15 (fails), 40 × 440 ÷ 390 = 45.128205 on the iPhone 17 Pro Max (passes); each
  // phone has a portrait and a landscape window of the same smallest width, so 4 of 6 fail.
  // The smallest whole number that passes on the SE: 44 × 390 ÷ 375 = 45.76, so 46.
  @Test func aTargetDrawnFromTheFrame() throws {
    let run = runTool(
      [
        "audit", "-", "--scaling", "frame:390x844", "--devices",
        AuditCommandTests.threePhones, "--format", "json",
      ], input: Self.tokens)
    #expect(run.status == 1)
    #expect(run.error.text == "")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.text.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["scaling"] as? String == "frame:390x844")
    #expect(report["designFrame"] as? [Double] == [390, 844])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    for finding in findings {
      let token = finding["token"] as? String ?? ""
      #expect(abs((finding["worst"] as? Double ?? 0) - 15000 / 390) < 1e-9, "\(token)")
      #expect(finding["device"] as? String == "iPhone SE (3rd generation)", "\(token)")
      #expect(finding["failingWindows"] as? Int == 4 && finding["checkedWindows"] as? Int == 6)
    }
    let button = try #require(findings.first { $0["token"] as? String == "size.button" })
    #expect(button["source"] as? String == "40.sdp")
    let fix = try #require(button["fix"] as? [String: Any])
    #expect(fix["number"] as? Double == 46 && fix["source"] as? String == "46.sdp")
    let rows = try AuditCommandTests.violations(run.output.text)
    let phone15 = try #require(
      rows.first {
        $0["token"] as? String == "size.button" && $0["device"] as? String == "iPhone 15"
      })
    #expect(abs((phone15["value"] as? Double ?? 0) - 15720 / 390) < 1e-9)
  }

  /// The header says what the numbers were drawn from.
  @Test func theHeaderNamesTheFrame() {
    let run = runTool(
      ["audit", "-", "--scaling", "Frame:390×844", "--devices", "iPhone 17 Pro Max"],
      input: Self.tokens)
    #expect(run.status == 0)
    #expect(
      run.output.lines.first
        == "scaling: frame:390x844 (dimensions as N.sdp, text as N.ssp, both drawn from the "
        + "390 × 844 pt design frame); 1 rem = 16 pt")
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let scaling: String
    let message: String
    var testDescription: String { scaling }
  }

  static let bad = [
    Bad(scaling: "390x844", message: "unknown scaling '390x844' (did you mean 'frame:390x844'?)"),
    Bad(scaling: "frme", message: "unknown scaling 'frme' (did you mean 'frame:WxH'?)"),
    Bad(scaling: "sdp", message: "unknown scaling 'sdp' (fixed, appdimens or frame:WxH)"),
    Bad(
      scaling: "frame:390",
      message: "expected frame:W×H in points, such as frame:390x844, got 'frame:390'"),
    Bad(
      scaling: "frame:",
      message: "expected frame:W×H in points, such as frame:390x844, got 'frame:'"),
    Bad(
      scaling: "frame:0x844",
      message:
        "frame:0x844: designFrameWidth must be a finite number in 1…100000, got 0.0 (such as "
        + "frame:390x844)"),
    Bad(
      scaling: "frame:390x200000",
      message:
        "frame:390x200000: designFrameHeight must be a finite number in 1…100000, got 200000.0 "
        + "(such as frame:390x844)"),
  ]

  @Test(arguments: bad) func badFrames(_ c: Bad) {
    let run = runTool(["audit", "-", "--scaling", c.scaling], input: Self.tokens)
    #expect(run.status == 2)
    #expect(run.output.text == "")
    #expect(run.error.lines.first == "error: --scaling: " + c.message)
  }
}
