extension Usage {
  /// The usage line of `plot`.
  static let plot =
    "usage: appdimens plot EXPR… [--axis smallWidth|width|height] [--from W] [--to W]"
    + " [--out FILE] …"
  /// The usage line of `gallery`.
  static let gallery =
    "usage: appdimens gallery [EXPR…] [--expr LIST] [--categories LIST] [--devices LIST]"
    + " [--out FILE] …"

  static let plotOptions = """
    options:
      --axis A             the swept dimension: smallWidth (default), width, height
      --from W, --to W     the range in points (default 200 … 1400)
      --samples N          windows sampled, evenly spaced (default 601)
      --aspect R           window height ÷ width kept while sweeping (default 533/300, the
                           design's portrait shape; 0.5 for landscape-like windows)
      --category C         Dynamic Type category of every window (default large)
      --devices LIST       catalog devices marked on the axis (default all)
      --out FILE           write the SVG there (default: standard output)
      --quiet              no progress line on standard error, no summary line

    """

  static let galleryOptions = """
    options:
      --expr LIST          more expressions shown beside each window, comma-separated at the
                           top level ('24.sdp, 16.scaledDp(qualifier: height)')
      --categories LIST    Dynamic Type categories (default large,accessibility3); the cards
                           are drawn at the first, the numbers list every one
      --devices LIST       all (default), phones, pads, watches, tv, vision, or device names
      --columns TABLE      the breakpoint table choosing the column count (default
                           '[wAny: 1, w375: 1, wR.all: 2, w1024: 3]')
      --out FILE           write the HTML there (default: standard output)
      --quiet              no progress line on standard error, no summary line

    """
}
