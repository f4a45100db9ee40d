import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

// Expected numbers by hand from the seed's rules: 16 × 1024 ÷ 300 = 54.613333 on the iPad Pro
// 12.9-inch (1024 × 1366 pt, Apple's specifications); iPhone 15 is 393 × 852 and body grows
// 40 ÷ 17 at AX3 (HIG), so 16.ssp is 20.96 × 2.352941 = 49.317647.
@Test func explainNamesEveryStepOfAPrincipalShorthand() {
  let pad = runTool(["resolve", "16.sdp", "--explain", "-d", "iPad Pro 12.9-inch"])
  #expect(pad.status == 0)
  #expect(
    pad.output.text == """
      window: 1024 × 1366 pt, portrait, large, no design frame (reference 300 pt)
      qualifier: smallWidth → the shorter side, 1024 pt
      factor: 1024 ÷ 300 = 3.413333 → 54.613333
      result: 54.613333

      """)
  let text = runTool(["resolve", "16.ssp", "--explain", "-d", "iPhone 15", "--category", "AX3"])
  #expect(text.output.text.hasSuffix("(accessibility3 on iOS) → 49.317647\nresult: 49.317647\n"))
  let pane = runTool([
    "resolve", "16.sdpi", "--explain", "-d", "iPad Pro 12.9-inch", "--landscape", "--split",
    "half",
  ])
  #expect(pane.output.text.contains("multi-window: "))
  #expect(pane.output.text.hasSuffix("result: 16\n"))
}

@Test(arguments: [
  (
    "16.sdp",
    ResolveExplanation.Shorthand(
      value: 16, qualifier: .smallWidth, aspectRatio: false, ignoreMultiWindow: false, text: false)
  ),
  (
    "16.wdpia(c)",
    ResolveExplanation.Shorthand(
      value: 16, qualifier: .width, aspectRatio: true, ignoreMultiWindow: true, text: false)
  ),
  (
    "-8.hsp",
    ResolveExplanation.Shorthand(
      value: -8, qualifier: .height, aspectRatio: false, ignoreMultiWindow: false, text: true)
  ),
  (
    "12.sem",
    ResolveExplanation.Shorthand(
      value: 12, qualifier: .smallWidth, aspectRatio: false, ignoreMultiWindow: false, text: false)
  ),
])
func principalShorthandsAreRead(_ source: String, _ expected: ResolveExplanation.Shorthand) {
  #expect(ResolveExplanation.shorthand(source) == expected)
}

@Test(arguments: [
  "16.powerDp", "16.sspa", "16.sdp + 1", "16.sdp(c, qualifier: width)", "sdp", "16.xdp",
])
func otherExpressionsAreNotShorthands(_ source: String) {
  #expect(ResolveExplanation.shorthand(source) == nil)
}

// Another form is never passed silently: the window, a line saying its steps are not named,
// and its value.
@Test func anotherFormSaysItsStepsAreNotNamed() {
  let run = runTool(["resolve", "16.sdp + 1", "--explain", "--width", "390", "--height", "844"])
  #expect(run.status == 0)
  #expect(run.output.text.contains("expression: neither a principal shorthand"))
  #expect(run.output.text.hasSuffix("result: 21.8\n"))
}

@Test func explainRefusesBatchAndOtherFormats() {
  let json = runTool(["resolve", "16.sdp", "--explain", "--format", "json"])
  #expect(json.status == 2)
  #expect(json.error.text.hasPrefix("error: --explain prints text; leave out --format json"))
  let batch = runTool(["resolve", "--batch", "--explain"], input: "")
  #expect(batch.status == 2)
  #expect(batch.error.text.hasPrefix("error: --explain explains one expression"))
}

// A table's winner by the resolution order: on the iPad Pro 12.9-inch (1024 pt wide, regular)
// no width key's bucket holds 1024, so wR.pad wins at step 2.
@Test func explainNamesTheWinningKeyOfATable() {
  let run = runTool([
    "resolve", "[w375: 100, w1366.default: 200, wR.pad: 300].resolve(c)", "--explain", "-d",
    "iPad Pro 12.9-inch",
  ])
  #expect(run.status == 0)
  #expect(
    run.output.lines.dropFirst().first
      == "key: wR.pad — step 3 of 6, size class regular on pad (no width key's bucket holds 1024) → 300"
  )
  #expect(ResolveExplanation.tableText("[w320: 1].resolve(c)") == "[w320: 1]")
  #expect(ResolveExplanation.tableText("[w320: 1]") == nil)
  #expect(ResolveExplanation.tableText("16.sdp") == nil)
}

// A named strategy form with its default options is explained by ScalingStrategy.explain: the
// curve, its parameters and the factor (16 × 1.3 ^ 0.75 = 19.479486 on a 390-point side); with
// options it is only its value.
@Test func aStrategyFormNamesItsCurve() {
  let run = runTool(["resolve", "16.powerDp", "--explain", "--width", "390", "--height", "844"])
  #expect(run.status == 0)
  #expect(
    run.output.text.contains(
      "curve: power(exponent: 0.75) on smallWidth → 390 pt, r = 390 ÷ 300 = 1.3 → factor 1.217468"
        + " → 19.479486"))
  #expect(run.output.text.hasSuffix("result: 19.479486\n"))
  let negative = runTool([
    "resolve", "-16.fluidDp(c)", "--explain", "--width", "390", "--height", "844",
  ])
  #expect(negative.output.text.hasSuffix("result: -13.8\n"))
  let options = runTool([
    "resolve", "16.powerDp(c, power: 0.5)", "--explain", "--width", "390", "--height", "844",
  ])
  #expect(options.output.text.contains("expression: neither a principal shorthand"))
}

// --rounding pixels: 16 × 390 ÷ 300 = 20.8 → 62.4 px at @3x → 62 px → 20.666667.
@Test func theRoundingStepIsNamed() {
  let run = runTool([
    "resolve", "16.sdp", "--explain", "--width", "390", "--height", "844", "--scale", "3",
    "--rounding", "pixels",
  ])
  #expect(run.status == 0)
  #expect(
    run.output.text.contains(
      "round: to the pixel grid of 3x (1/3 pt): 20.8 × 3 = 62.4 px → 62 px → 20.666667"))
  let plain = runTool([
    "resolve", "16.sdp", "--width", "390", "--height", "844", "--scale", "3", "--rounding",
    "none",
  ])
  #expect(plain.output.text == "20.8\n")
  let bad = runTool([
    "resolve", "16.sdp", "--width", "390", "--height", "844", "--rounding", "points",
  ])
  #expect(bad.status == 2)
  #expect(bad.error.text.hasPrefix("error: --rounding: expected pixels or none, got 'points'"))
}

// `17.scaled(relativeTo: body)` at AX3 on an iPhone @3x is 37 pt (Behavior Reference › Vectors).
@Test func aDynamicTypeFormNamesItsTextSizeAndCurve() {
  let run = runTool([
    "resolve", "17.scaled(relativeTo: body)", "--explain", "--device", "iphone15", "--category",
    "AX3",
  ])
  #expect(run.status == 0)
  #expect(
    run.output.text.contains("text size: accessibility3 on iOS, within the cap accessibility5"))
  #expect(run.output.text.hasSuffix("result: 37\n"))
  let unknown = runTool([
    "resolve", "17.scaled(relativeTo: body, category: AX3)", "--explain", "--width", "390",
    "--height", "844",
  ])
  #expect(unknown.output.text.contains("expression: neither a principal shorthand"))
}

// A scaledDp chain (the builder's rule: a matching condition of more specificity wins): on a
// 1366 × 1024 window the width condition (≥ 600, specificity 2) outranks landscape, so 24 is
// scaled linearly by the shorter side: 24 × 1024 ÷ 300 = 81.92. On iPhone 15 (393 × 852)
// neither matches and the base 16 is scaled: 16 × 393 ÷ 300 = 20.96. A last `.resolve(c)` is
// the same chain.
@Test func aChainNamesItsConditionsAndWinner() {
  let chain = "16.scaledDp.screen(24, qualifier: width, minimum: 600).rotate(12, landscape)"
  let wide = runTool(["resolve", chain, "--explain", "--width", "1366", "--height", "1024"])
  #expect(wide.status == 0)
  #expect(wide.output.text.contains("condition 1: width ≥ 600 → 24: matches"))
  #expect(wide.output.text.contains("chosen: condition 1, outranks condition 2"))
  #expect(wide.output.text.hasSuffix("result: 81.92\n"))
  let phone = runTool(["resolve", chain + ".resolve(c)", "--explain", "-d", "iPhone 15"])
  #expect(phone.output.text.contains("chosen: no condition matches (2 given): the base value → 16"))
  #expect(phone.output.text.hasSuffix("result: 20.96\n"))
}
