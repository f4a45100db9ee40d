extension ResolutionGrid {
  /// The grid in `format`: a table of the windows and their values, or a JSON document.
  ///
  /// Text and Markdown show `device · window · @ · text · one column per expression` with
  /// values for people (the shortest decimal each rounds to at 6 decimals), where `text` is
  /// the category the window's platform uses
  /// (`–` on tvOS, macOS and CarPlay, which have no Dynamic Type); CSV has machine columns
  /// (`device,identifier,family,platform,width,height,scale,category,…`, the category as
  /// given) and full-precision values; JSON is
  /// `{"orientation", "split", "expressions", "rows": [{device…, "designFrame", "values": {expr:
  /// value}}]}` (`split`: `full`, `1/3`, `1/2` or `2/3`; `designFrame`: `[W, H]` or null for the
  /// baseline).
  public func render(_ format: OutputFormat) -> String {
    switch format {
    case .text: humanTable().text()
    case .markdown: humanTable().markdown()
    case .csv: machineTable().csv()
    case .json: JSONText.render(document()) + "\n"
    }
  }

  /// Columns for people: sizes as `393×852`, values to at most 6 decimals.
  func humanTable() -> TabularData {
    let columns: [TabularData.Column] =
      [.left("device"), .left("window"), .right("@"), .left("text")]
      + expressions.map { .right($0.source) }
    let rows = rows.map { row -> [String] in
      let c = row.subject.configuration
      return [
        row.subject.label,
        c.screenWidth.shown + "×" + c.screenHeight.shown,
        c.displayScale.shown, Self.textSize(c),
      ] + row.values.map { $0.isNaN ? "–" : $0.shown }
    }
    return TabularData(columns: columns, rows: rows)
  }

  /// The line above a people's table that says what the values are drawn for.
  ///
  /// | frame | line |
  /// |---|---|
  /// | nil | `Values drawn for the 300 × 533 pt baseline (give your design's own with --design-frame WxH).` |
  /// | 390 × 844 | `Values drawn for design frame 390 × 844 pt: each number is itself on that frame.` |
  ///
  /// With scale limits the line adds `Window factors kept in 0.8…1.5 (--scale-limits).`, with
  /// pixel rounding `Values rounded to each window's pixel grid (--rounding pixels).`
  static func referenceLine(
    _ frame: DesignFrame?, scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool = false
  ) -> String {
    let limits =
      (scaleLimits.map {
        " Window factors kept in \($0.lowerBound.shown)…\($0.upperBound.shown) (--scale-limits)."
      } ?? "")
      + (roundsToPixels
        ? " Values rounded to each window's pixel grid (--rounding pixels)." : "")
    guard let frame else {
      return "Values drawn for the 300 × 533 pt baseline (give your design's own with "
        + "--design-frame WxH)." + limits
    }
    return "Values drawn for design frame \(frame): each number is itself on that frame." + limits
  }

  /// The short name of the category the window's platform uses, `–` without Dynamic Type.
  static func textSize(_ c: DimensConfiguration) -> String {
    guard c.platform.supportsDynamicType else { return "–" }
    return OptionNames.shortName(c.platform.rampCategory(for: c.contentSizeCategory))
  }

  /// Columns for programs: one fact per column, values in full precision.
  func machineTable() -> TabularData {
    let headers =
      ["device", "identifier", "family", "platform", "width", "height", "scale", "category"]
      + expressions.map(\.source)
    let rows = rows.map { row -> [String] in
      let c = row.subject.configuration
      return [
        row.subject.label, row.subject.device?.identifier ?? "",
        row.subject.device?.family.rawValue ?? "", c.platform.rawValue, "\(c.screenWidth)",
        "\(c.screenHeight)",
        "\(c.displayScale)", c.contentSizeCategory.rawValue,
      ] + row.values.map { $0.isNaN ? "" : "\($0)" }
    }
    return TabularData(headers: headers, rows: rows)
  }

  /// The JSON document.
  func document() -> JSONText.Document {
    let rowDocuments = rows.map { row -> JSONText.Document in
      let c = row.subject.configuration
      var members: [(key: String, value: JSONText.Document)] = [
        ("device", .string(row.subject.label))
      ]
      if let device = row.subject.device {
        members += [
          ("identifier", .string(device.identifier)), ("family", .string(device.family.rawValue)),
        ]
      }
      members += [
        ("platform", .string(c.platform.rawValue)), ("width", .number(c.screenWidth)),
        ("height", .number(c.screenHeight)),
        ("scale", .number(c.displayScale)), ("category", .string(c.contentSizeCategory.rawValue)),
        ("fontScale", .number(c.fontScale)), ("multiWindow", .bool(c.isMultiWindow)),
        (
          "designFrame",
          c.designFrame.map { .array([.number($0.width), .number($0.height)]) } ?? .null
        ),
        (
          "values",
          .object(zip(expressions, row.values).map { ($0.source, .number($1)) })
        ),
      ]
      return .object(members)
    }
    return .object([
      ("orientation", orientation.map { .string($0.rawValue) } ?? .null),
      ("split", split.map { .string(AuditReportDocument.pane($0)) } ?? .null),
      ("expressions", .array(expressions.map { .string($0.source) })),
      ("rows", .array(rowDocuments)),
    ])
  }
}
