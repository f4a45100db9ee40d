// A screen's layout as an app writes it with AppDimens: about a hundred scaled values, five
// conditional chains, four breakpoint tables and a few text sizes. Scripts/check-footprint.sh
// compiles this file in release against the library and times the compiler (CPU seconds);
// LayoutPlain.swift is the same layout in plain arithmetic, the floor any library adds to.

import AppDimensDynamic

/// The sizes of a profile screen for one window.
public struct ProfileLayout: Sendable {
  /// Outer padding.
  public var padding: Double
  /// Space between cards.
  public var spacing: Double
  /// The avatar's side.
  public var avatar: Double
  /// The header's height.
  public var headerHeight: Double
  /// The card's corner radius.
  public var cornerRadius: Double
  /// The title's point size.
  public var title: Double
  /// The body's point size.
  public var body: Double
  /// The caption's point size.
  public var caption: Double
  /// The button's height.
  public var buttonHeight: Double
  /// The sidebar's width.
  public var sidebar: Double
  /// The grid's columns.
  public var columns: Int
  /// The gallery's rows.
  public var rows: Int
  /// The maximum content width.
  public var contentWidth: Double
  /// The hero image's height.
  public var heroHeight: Double
  /// Every other value of the screen, in the order the view reads them.
  public var metrics: [Double]

  /// The layout for the window `c`.
  public init(_ c: DimensConfiguration) {
    padding = 16.sdp(c)
    spacing = 12.sdp(c)
    avatar = 64.sdp(c)
    cornerRadius = 12.sdp(c)
    title = 28.ssp(c)
    body = 17.ssp(c)
    caption = 12.ssp(c)
    headerHeight =
      120.scaledDp
      .screen(160, qualifier: .width, minimum: 600)
      .rotate(96, .landscape)
      .resolve(c)
    buttonHeight =
      44.scaledDp
      .qualifier(52, .width, minimum: 600)
      .mode(66, .television)
      .resolve(c)
    sidebar =
      0.scaledDp
      .qualifier(280, .width, minimum: 700)
      .qualifier(320, .width, minimum: 1000)
      .resolve(c)
    contentWidth =
      360.autoScaledDp
      .qualifier(520, .width, minimum: 600)
      .qualifier(680, .width, minimum: 900)
      .rotate(600, .landscape)
      .resolve(c)
    heroHeight =
      200.autoScaledDp
      .qualifier(280, .height, minimum: 700)
      .rotate(160, .landscape)
      .resolve(c)
    let columnTable: Breakpoints<Int> = [.wAny: 1, .wR.all: 2, .w1024: 3]
    columns = columnTable.resolve(c) ?? 1
    let rowTable: Breakpoints<Int> = [.wAny: 2, .w568: 3, .w1024: 4, .w1366: 5]
    rows = rowTable.resolve(c) ?? 2
    let gutterTable: Breakpoints<Double> = [.wAny: 8, .wC.phone: 12, .wR.pad: 20, .w1366: 24]
    let marginTable: Breakpoints<Double> = [.w320: 12, .w375: 16, .w768: 24, .w1024: 32]
    let gutter = (gutterTable.resolve(c) ?? 8).sdp(c)
    let margin = (marginTable.resolve(c) ?? 16).sdp(c)
    metrics = [
      gutter, margin,
      4.sdp(c), 8.sdp(c), 12.sdp(c), 16.sdp(c), 20.sdp(c), 24.sdp(c), 32.sdp(c), 40.sdp(c),
      48.sdp(c), 56.sdp(c), 64.sdp(c), 72.sdp(c), 80.sdp(c), 96.sdp(c), 120.sdp(c), 160.sdp(c),
      4.wdp(c), 8.wdp(c), 16.wdp(c), 24.wdp(c), 32.wdp(c), 48.wdp(c), 64.wdp(c), 100.wdp(c),
      4.hdp(c), 8.hdp(c), 16.hdp(c), 24.hdp(c), 32.hdp(c), 48.hdp(c), 64.hdp(c), 100.hdp(c),
      11.ssp(c), 12.ssp(c), 13.ssp(c), 15.ssp(c), 16.ssp(c), 17.ssp(c), 20.ssp(c), 22.ssp(c),
      28.ssp(c), 34.ssp(c), 13.hsp(c), 15.hsp(c), 17.wsp(c), 20.wsp(c), 1.sem(c), 1.5.sem(c),
      16.sdpa(c), 24.sdpa(c), 16.sdpi(c), 24.sdpi(c), 16.wdpa(c), 16.hdpa(c),
      16.powerDp(c), 24.powerDp(c), 16.fluidDp(c), 24.fluidDp(c),
      16.dynamic(.diagonal, c), 24.dynamic(.logarithmic, c),
      100.percentDp(c, percent: 50, qualifier: .width),
      17.scaled(c, relativeTo: .body), 28.scaled(c, relativeTo: .title1),
      13.scaled(c, relativeTo: .footnote), 12.scaled(c, relativeTo: .caption1),
      AppDimens.rotate(16, rotationValue: 24, configuration: c, orientation: .landscape),
      AppDimens.qualified(
        16, qualifiedValue: 24, configuration: c, qualifier: .width, minimum: 600),
      AppDimens.mode(16, modeValue: 32, configuration: c, mode: .television),
      max(44, 30.sdp(c)), min(600, 400.sdp(c)), 2 * 8.sdp(c), 16.sdp(c) + 4,
    ]
  }
}

/// Where each card goes on a grid of `layout.columns` columns.
public func cardFrames(_ layout: ProfileLayout, count: Int, width: Double) -> [Double] {
  let columns = Double(max(layout.columns, 1))
  let inner = width - 2 * layout.padding - (columns - 1) * layout.spacing
  let cardWidth = inner / columns
  var frames: [Double] = []
  frames.reserveCapacity(count * 4)
  for index in 0..<count {
    let column = Double(index % max(layout.columns, 1))
    let row = Double(index / max(layout.columns, 1))
    frames.append(layout.padding + column * (cardWidth + layout.spacing))
    frames.append(layout.headerHeight + row * (cardWidth * 0.75 + layout.spacing))
    frames.append(cardWidth)
    frames.append(cardWidth * 0.75)
  }
  return frames
}
