extension Command {
  /// The expressions section of the help: what an EXPR may be.
  static let expressionsHelp = """
    expressions (Swift as in the README, pasted with its comments; c, configuration or any
    other name is the window):
      16.sdp  16.wdp  16.hdp, with suffixes a (aspect ratio), i (ignore multi-window), ia
      16.ssp  16.hsp  16.wsp (window × Dynamic Type)
      16.sem  16.hem  16.wem (text that scales with the window but not with Dynamic Type)
      16.sdp(c)   16.powerDp(c, options: .init(power: 0.5))   16.dynamic(.diagonal, c)
      16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape)
                 .mode(28, .television).aspectRatio().resolve(c)
      16.autoScaledDp.qualifier(24, .width, minimum: 600)   20.autoSp.screen(28, condition: …)
      AppDimens.dp(16, configuration: c, qualifier: .height), .sp, .qualified, .rotate, .mode,
      .screen; AppDimensPlain.…   DimensFactors(c).resolve(16, strategy: .power)
      DimensUnits.points(10, from: .millimeter, configuration: c)   c.screenWidth
      17.scaled(relativeTo: .body, maxSize: .accessibility3)   (at --category, on the
                                                        window's platform)
      [w320: 80, wR.all: 140].scaled(c)   20.scaled(by: [w320: 0.8, w375: 1], c)
      [390: 16, 820: 24, 1280: 32].resolve(c)   (design points; .resolveText(c))
      @ScaledDimension(16)  (100, .width)  (12, aspectRatio: true)  (text: 17)
      (text: 16, .height, fontScale: false)  ([390: 16, 820: 24])   @Breakpoint([…]) var x = 12
      16.sdp + 4   2 * 8.sdp   -(16.sdp)   max(44, 30.sdp)   min(…)   abs(…)
      let spacing = 16.sdp(c)   let p: DesignPoints = […]   var …   and several statements,
      one per line or between ';', the last one giving the value
      also: no configuration (16.sdp, 16.powerDp), options as labels (16.powerDp(power: 0.5),
      16.fluidDp(viewport: 320...1200, scale: 0.85...1.4)), 16.autoDp, 16.scaledDp(qualifier:
      height) (= AppDimens.dp), enum values without the dot, labels in any order

    """
}
