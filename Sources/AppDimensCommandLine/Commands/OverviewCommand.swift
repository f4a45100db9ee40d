/// `appdimens` without arguments: what a 16-point design becomes on every catalog device.
///
/// Prints a title, the ``ResolutionGrid`` of `16.sdp 16.ssp 16.sdpa 16.hdp` over
/// ``DeviceCatalog/all`` in portrait at each device's default text size (aligned text, under 100
/// columns), a legend, and where to go next — including, in one line, how to draw the values
/// for the design's own frame (`--design-frame`).
enum OverviewCommand {
  /// The sample expressions.
  static let samples = ["16.sdp", "16.ssp", "16.sdpa", "16.hdp"]

  /// Writes the overview; always succeeds.
  static func run(_ output: inout any CommandOutput) -> Int32 {
    let evaluator = ExpressionEvaluator()
    let expressions = samples.compactMap { try? evaluator.compile($0) }
    let grid = ResolutionGrid(
      devices: DeviceCatalog.all, orientation: .portrait, expressions: expressions)
    output.write(
      """
      AppDimens: a 16 pt design (drawn for a 300 × 533 pt window) on every catalog device,
      portrait, at each device's default text size.

      """)
    output.write("\n" + grid.render(.text) + "\n")
    output.write(
      """
      sdp: smallest width · ssp: sdp × Dynamic Type · sdpa: sdp adjusted by aspect ratio
      hdp: window height · text: Dynamic Type category · @: display scale (px per pt)

      Next: appdimens resolve 16.sdpa --device "iPhone 15" --landscape
            appdimens table 24.sdp 17.ssp --devices pads --split 1/3
            appdimens table 16.sdp --design-frame 390x844   (drawn at your own frame: 16 there)
            appdimens help

      """)
    return CommandLineTool.success
  }
}
