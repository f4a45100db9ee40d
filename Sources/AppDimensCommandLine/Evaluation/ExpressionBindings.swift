/// THE table of names an expression may use, each bound onto the library call it stands for.
/// Adding a name is one row; the compiler checks labels, order, types and enumeration cases
/// against it, and help, suggestions and errors come from it.
///
/// | owner | names |
/// |---|---|
/// | a number | `sdp sdpa sdpi sdpia`, … `ssp hsp wsp sem hem wem`; `ssp(c, relativeTo:)`; `scaledDp` (builder; with arguments the linear strategy); `scaledSp(…)`; `autoScaledDp`, `autoSp`; every strategy form (`powerDp`, …, `dynamic(_:)`); `scaled(relativeTo:…)`, `scaled(by:_:rounding:)` |
/// | a builder chain | `screen`, `qualifier`, `rotate`, `mode`, `aspectRatio`, `ignoreMultiWindow`, `finalQualifier`, `resolve` |
/// | a configuration | `screenWidth`, `screenHeight`, `smallestWidth`, `largestWidth`, `aspectRatio`, `displayScale`, `fontScale`, `maximumWindowWidth`, `maximumWindowHeight`, `pixelsPerInch` |
/// | types | `AppDimens.dp/sp/qualified/rotate/mode/screen`, `AppDimensPlain.*`, `DimensFactors(c)` and its methods, `DimensUnits.points/pixels`, `ResizeBound.fixedDp/fixedSp/percent` and `.points(c)`, `StrategyOptions(…)`, `ScreenCondition(…)` |
/// | a table literal | `[w320: 80, …].scaled(c)`, `.resolve(c)`, `.scalingRule()` |
/// | its keys | `w320` … `w1366`, `wAny`, `wC`/`wR` and `.phone/.pad/.all`, `.width(390)`, `.textSize(from: .xLarge, through: .xxxLarge)`, `.accessibilityTextSizes`, `.default`, also as `ScreenIdentifier.…` |
/// | design points | `[390: 16, 820: 24].resolve(c)`, `.resolveText(c, maximumScale:)`, `DesignPoints([…], qualifier:, extrapolation:)` |
/// | property wrappers | `@ScaledDimension(16)`, `(100, .width)`, `(12, aspectRatio: true)`, `(text: 17)`, `(text: 16, .height, fontScale: false)`, `([390: 16, …])`, `(text: [390: 17, …])`; `@Breakpoint([…])` with an initial value; `CGFloat(x)`, `Double(x)` |
///
/// Beyond Swift, for the command line: the configuration argument may be left out (`16.sdp`,
/// `16.powerDp`), a strategy form takes `StrategyOptions` fields as labels (`16.powerDp(power:
/// 0.5)`), `16.autoDp` is `16.dynamic(.auto, c)`, `16.scaledDp(…)` with `AppDimens.dp`'s labels
/// is the linear strategy, and labels may come in any order.
enum ExpressionBindings {
  /// Every binding.
  static let all: [ExpressionBinding] =
    principal + strategies + chainLinks + windowProperties + facilitators + others + literals
    + wrappers

  /// The types an expression may name.
  static let typeNames: [String] = {
    var names: [String] = []
    for case .type(let name) in all.map(\.owner) where !names.contains(name) { names.append(name) }
    return names
  }()

  /// The principal shorthands, each the Swift function of the same name.
  static let shorthands: [(String, @Sendable (Double, DimensConfiguration) -> Double)] = [
    ("sdp", { $0.sdp($1) }), ("sdpa", { $0.sdpa($1) }), ("sdpi", { $0.sdpi($1) }),
    ("sdpia", { $0.sdpia($1) }), ("wdp", { $0.wdp($1) }), ("wdpa", { $0.wdpa($1) }),
    ("wdpi", { $0.wdpi($1) }), ("wdpia", { $0.wdpia($1) }), ("hdp", { $0.hdp($1) }),
    ("hdpa", { $0.hdpa($1) }), ("hdpi", { $0.hdpi($1) }), ("hdpia", { $0.hdpia($1) }),
    ("ssp", { $0.ssp($1) }), ("hsp", { $0.hsp($1) }), ("wsp", { $0.wsp($1) }),
    ("sem", { $0.sem($1) }), ("hem", { $0.hem($1) }), ("wem", { $0.wem($1) }),
  ]

  /// The shorthands that also take a view, `10.sdp(in: view)`, on Apple platforms.
  // Policy: the view stands for its window there; here every view is the command's window.
  static let viewForms: Set<String> = ["sdp", "wdp", "hdp"]

  /// `AppDimens.dp`'s labels after the value and configuration, in order: the first five
  /// `StrategyOptions` fields (`qualifier:` … `ignoreMultiWindow:`).
  static let principalLabels = optionFields.prefix(5).map(\.parameter)

  /// `AppDimens.dp` (or `sp`, with `fontScale:` at `index` 5) with the arguments from `first`.
  static func principal(_ v: Double, _ a: ExpressionArguments, from first: Int, text: Bool)
    -> Double
  {
    let q = a[first].enumeration(DpQualifier.self) ?? .smallWidth
    let i = a[first + 1].enumeration(Inverter.self) ?? .default
    let aspect = a[first + 2].boolean ?? false
    let k = a[first + 3].numberOr(DimensBaseline.sensitivity)
    let ignore = a[first + 4].boolean ?? false
    guard text else {
      return AppDimens.dp(
        v, configuration: a.window, qualifier: q, inverter: i, aspectRatio: aspect,
        sensitivity: k, ignoreMultiWindow: ignore)
    }
    return AppDimens.sp(
      v, configuration: a.window, qualifier: q, inverter: i, aspectRatio: aspect,
      sensitivity: k, ignoreMultiWindow: ignore, fontScale: a[first + 5].boolean ?? true)
  }

  static let principal: [ExpressionBinding] =
    shorthands.map { name, function in
      ExpressionBinding(.number, name, form: .either, window: true) { v, a in
        function(v.number, a.window)
      }
    } + [
      ExpressionBinding(
        .number, "ssp", window: true,
        [
          .labelled("relativeTo", kind: .style, required: true),
          .labelled("maxSize", "maximumCategory", kind: .category),
          .labelled("minSize", "minimumCategory", kind: .category),
          .labelled("maximumScale", type: .number),
        ]
      ) { v, a in
        v.number.ssp(
          a.window, relativeTo: a[0].enumeration(TextStyle.self) ?? .body,
          maxSize: a[1].enumeration(ContentSizeCategory.self) ?? DynamicType.defaultMaxSize,
          minSize: a[2].enumeration(ContentSizeCategory.self), maximumScale: a[3].optionalNumber)
      },
      ExpressionBinding(.number, "scaledDp", form: .property, result: .chain) { v, _ in
        .chain(AutoScaledBuilder(v.number), isAuto: false)
      },
      // Policy: `16.scaledDp(…)` with arguments is the linear strategy (the deprecated Swift
      // alias `scaledDp(_:options:)`, which the README once showed), with `AppDimens.dp`'s
      // labels as options; the same result as `AppDimens.dp` to the last bit or so.
      ExpressionBinding(.number, "scaledDp", window: true, options: true) { v, a in
        ScalingStrategy.scaled.resolve(v.number, a.window, options: a.options)
      },
      ExpressionBinding(
        .number, "scaledSp", form: .either, window: true,
        principalLabels + [.labelled("fontScale", type: .boolean)]
      ) { v, a in principal(v.number, a, from: 0, text: true) },
      ExpressionBinding(.number, "autoScaledDp", form: .property, result: .chain) { v, _ in
        .chain(AutoScaledBuilder(v.number), isAuto: true)
      },
      ExpressionBinding(.number, "autoSp", form: .property, result: .chain) { v, _ in
        .chain(AutoScaledBuilder(v.number, fontScale: true), isAuto: true)
      },
      // Policy: with neither a category nor a platform, the window decides everything (the
      // library's window form `17.scaled(c, relativeTo:)`, so an app's own fontScale counts on
      // platforms without Dynamic Type); with either, a ramp lookup at the given category (else
      // the window's) on the given platform (else the window's) and, as in Swift, on the @3x
      // grid unless `displayScale:` says otherwise. `curve:` picks the metrics curve (default)
      // or the font ramp, as in Swift.
      ExpressionBinding(
        .number, "scaled", window: true,
        [
          .labelled("relativeTo", kind: .style), .labelled("category", "to", kind: .category),
          .labelled("maxSize", "maximumCategory", kind: .category),
          .labelled("minSize", "minimumCategory", kind: .category),
          .labelled("platform", kind: .platform), .labelled("curve", kind: .curve),
          .labelled("displayScale", type: .number),
        ]
      ) { v, a in
        let style = a[0, or: TextStyle.body]
        let maximum = a[2, or: DynamicType.defaultMaxSize]
        let minimum = a[3].enumeration(ContentSizeCategory.self)
        let category = a[1].enumeration(ContentSizeCategory.self)
        let platform = a[4].enumeration(DimensPlatform.self)
        let curve = a[5, or: DynamicTypeCurve.metrics]
        guard category != nil || platform != nil else {
          return v.number.scaled(
            a.window, relativeTo: style, maxSize: maximum, minSize: minimum, curve: curve)
        }
        return DynamicType.scaled(
          v.number, relativeTo: style, category: category ?? a.window.contentSizeCategory,
          maxSize: maximum, minSize: minimum, platform: platform ?? a.window.platform,
          curve: curve, displayScale: a[6].numberOr(DynamicType.defaultDisplayScale))
      },
      ExpressionBinding(
        .number, "scaled", window: true,
        [
          .labelled("by", type: .table, required: true),
          .labelled("rounding", kind: .rounding),
        ]
      ) { v, a in
        v.number.scaled(
          by: ScalingRule(multipliers: a[0].table), a.window,
          rounding: a[1].enumeration(ScalingRounding.self) ?? .pixels)
      },
    ]

  /// The named strategy forms and their curves: `16.powerDp` is `.power`.
  static let strategyForms: [(name: String, strategy: ScalingStrategy)] = [
    ("autoDp", .auto), ("powerDp", .power), ("logarithmicDp", .logarithmic),
    ("interpolatedDp", .interpolated), ("fluidDp", .fluid), ("diagonalDp", .diagonal),
    ("perimeterDp", .perimeter), ("fitDp", .fit), ("fillDp", .fill), ("densityDp", .density),
  ]

  /// The strategy forms: `16.powerDp(c, options:)`, …, `16.dynamic(.power, c)`.
  static let strategies: [ExpressionBinding] =
    strategyForms.map { (name: String, strategy: ScalingStrategy) in
      ExpressionBinding(.number, name, form: .either, window: true, options: true) { v, a in
        strategy.resolve(v.number, a.window, options: a.options)
      }
    } + [
      // `100.percentDp(c, percent: 50, qualifier: .width)`; the qualifier also positionally.
      ExpressionBinding(
        .number, "percentDp", form: .either, window: true, options: true,
        [
          .init(
            labels: ["qualifier", "_"], type: .enumeration(.qualifier), role: "the qualifier",
            isRequired: false)
        ]
      ) { v, a in
        var options = a.options
        options.qualifier = a[0].enumeration(DpQualifier.self) ?? options.qualifier
        return ScalingStrategy.percent.resolve(v.number, a.window, options: options)
      },
      ExpressionBinding(
        .number, "dynamic", window: true, options: true, [.positional(.strategy, "the strategy")]
      ) { v, a in
        (a[0].strategy ?? .scaled).resolve(
          v.number, a.window, options: a.options)
      },
    ]

  /// The links of `16.scaledDp…`, `16.autoScaledDp…` and `20.autoSp…` (one chain type).
  static let chainLinks: [ExpressionBinding] = [
    ExpressionBinding(
      .chain, "screen",
      [
        .value(), .labelled("mode", kind: .mode), .labelled("orientation", kind: .orientation),
        .labelled("qualifier", kind: .qualifier), .labelled("minimum", type: .number),
      ], result: .chain
    ) { r, a in
      r.link {
        $0.screen(
          a[0].number, mode: a[1].enumeration(UIMode.self),
          orientation: a[2].enumeration(Orientation.self),
          qualifier: a[3].enumeration(DpQualifier.self), minimum: a[4].numberOr(0))
      }
    },
    ExpressionBinding(
      .chain, "screen", [.value(), .labelled("condition", type: .condition, required: true)],
      result: .chain
    ) { r, a in
      r.link { $0.screen(a[0].number, condition: a[1].condition) }
    },
    ExpressionBinding(
      .chain, "qualifier",
      [
        .value(), .positional(.qualifier, "the qualifier"),
        .labelled("minimum", type: .number, required: true).withRole("the threshold"),
      ], result: .chain
    ) { r, a in
      r.link {
        $0.qualifier(
          a[0].number, a[1].enumeration(DpQualifier.self) ?? .width, minimum: a[2].number)
      }
    },
    ExpressionBinding(
      .chain, "rotate", [.value(), .positional(.orientation, "the orientation")], result: .chain
    ) { r, a in
      r.link { $0.rotate(a[0].number, a[1].enumeration(Orientation.self) ?? .landscape) }
    },
    ExpressionBinding(.chain, "mode", [.value(), .positional(.mode, "the mode")], result: .chain) {
      r, a in r.link { $0.mode(a[0].number, a[1].enumeration(UIMode.self) ?? .normal) }
    },
    ExpressionBinding(
      .chain, "aspectRatio",
      [
        .init(labels: ["_"], type: .boolean, role: "the switch", isRequired: false),
        .labelled("sensitivity", type: .number),
      ], result: .chain
    ) { r, a in
      r.link {
        $0.aspectRatio(
          a[0].boolean ?? true, sensitivity: a[1].numberOr(DimensBaseline.sensitivity))
      }
    },
    ExpressionBinding(
      .chain, "ignoreMultiWindow",
      [.init(labels: ["_"], type: .boolean, role: "the switch", isRequired: false)],
      result: .chain
    ) { r, a in r.link { $0.ignoreMultiWindow(a[0].boolean ?? true) } },
    ExpressionBinding(
      .chain, "finalQualifier",
      [.positional(.qualifier, "the qualifier"), .labelled("inverter", kind: .inverter)],
      result: .chain
    ) { r, a in
      r.link {
        $0.finalQualifier(
          a[0].enumeration(DpQualifier.self) ?? .smallWidth,
          inverter: a[1].enumeration(Inverter.self) ?? .default)
      }
    },
    ExpressionBinding(.chain, "resolve", window: true) { r, a in r.resolved(in: a.window) },
  ]

  /// The numbers a configuration holds or derives: `c.screenWidth`, `pane?.smallestWidth`.
  static let windowProperties: [ExpressionBinding] = {
    let properties: [(String, @Sendable (DimensConfiguration) -> Double)] = [
      ("screenWidth", { $0.screenWidth }), ("screenHeight", { $0.screenHeight }),
      ("smallestWidth", { $0.smallestWidth }), ("largestWidth", { $0.largestWidth }),
      ("aspectRatio", { $0.aspectRatio }), ("displayScale", { $0.displayScale }),
      ("fontScale", { $0.fontScale }), ("maximumWindowWidth", { $0.maximumWindowWidth }),
      ("maximumWindowHeight", { $0.maximumWindowHeight }),
      ("pixelsPerInch", { $0.pixelsPerInch ?? .nan }),
    ]
    return properties.map { name, read in
      ExpressionBinding(.window, name, form: .property) { _, a in read(a.window) }
    }
  }()

  /// The facilitators: choose a value, then scale it (`AppDimens`) or not
  /// (`AppDimensPlain`).
  static let facilitators: [ExpressionBinding] =
    [
      ExpressionBinding(.type("AppDimens"), "dp", window: true, [.value()] + principalLabels) {
        v, a in principal(a[0].number, a, from: 1, text: false)
      },
      ExpressionBinding(
        .type("AppDimens"), "sp", window: true,
        [.value()] + principalLabels + [.labelled("fontScale", type: .boolean)]
      ) { _, a in principal(a[0].number, a, from: 1, text: true) },
    ]
    + [(.type("AppDimens"), true), (.type("AppDimensPlain"), false)].flatMap {
      (owner: ExpressionType, scaled: Bool) -> [ExpressionBinding] in
      let final = scaled ? [ExpressionParameter.labelled("finalQualifier", kind: .qualifier)] : []
      return [
        ExpressionBinding(
          owner, "qualified", window: true,
          [
            .value(), .labelled("qualifiedValue", type: .number, required: true),
            .labelled("qualifier", kind: .qualifier, required: true),
            .labelled("minimum", type: .number, required: true),
          ] + final
        ) { _, a in
          let (v, w, c) = (a[0].number, a[1].number, a.window)
          return scaled
            ? AppDimens.qualified(
              v, qualifiedValue: w, configuration: c, qualifier: a[2, or: DpQualifier.smallWidth],
              minimum: a[3].number,
              finalQualifier: a[4, or: DpQualifier.smallWidth])
            : AppDimensPlain.qualified(
              v, qualifiedValue: w, configuration: c, qualifier: a[2, or: DpQualifier.smallWidth],
              minimum: a[3].number)
        },
        ExpressionBinding(
          owner, "rotate", window: true,
          [
            .value(), .labelled("rotationValue", type: .number, required: true),
            .labelled("orientation", kind: .orientation, required: true),
          ] + final
        ) { _, a in
          let o = a[2].enumeration(Orientation.self) ?? .landscape
          return scaled
            ? AppDimens.rotate(
              a[0].number, rotationValue: a[1].number, configuration: a.window, orientation: o,
              finalQualifier: a[3, or: DpQualifier.smallWidth])
            : AppDimensPlain.rotate(
              a[0].number, rotationValue: a[1].number, configuration: a.window, orientation: o)
        },
        ExpressionBinding(
          owner, "mode", window: true,
          [
            .value(), .labelled("modeValue", type: .number, required: true),
            .labelled("mode", kind: .mode, required: true),
          ] + final
        ) { _, a in
          scaled
            ? AppDimens.mode(
              a[0].number, modeValue: a[1].number, configuration: a.window,
              mode: a[2, or: UIMode.normal],
              finalQualifier: a[3, or: DpQualifier.smallWidth])
            : AppDimensPlain.mode(
              a[0].number, modeValue: a[1].number, configuration: a.window,
              mode: a[2, or: UIMode.normal])
        },
        ExpressionBinding(
          owner, "screen", window: true,
          [
            .value(), .labelled("screenValue", type: .number, required: true),
            .labelled("mode", kind: .mode, required: true),
            .labelled("qualifier", kind: .qualifier, required: true),
            .labelled("minimum", type: .number, required: true),
          ] + final
        ) { _, a in
          scaled
            ? AppDimens.screen(
              a[0].number, screenValue: a[1].number, configuration: a.window,
              mode: a[2, or: UIMode.normal],
              qualifier: a[3, or: DpQualifier.smallWidth], minimum: a[4].number,
              finalQualifier: a[5, or: DpQualifier.smallWidth])
            : AppDimensPlain.screen(
              a[0].number, screenValue: a[1].number, configuration: a.window,
              mode: a[2, or: UIMode.normal],
              qualifier: a[3, or: DpQualifier.smallWidth], minimum: a[4].number)
        },
      ]
    }

  /// `DimensFactors`, units, resize bounds, option and condition values, and table literals.
  static let others: [ExpressionBinding] =
    [
      ExpressionBinding(.type("DimensFactors"), "init", window: true, result: .factors) { _, a in
        .factors(DimensFactors(a.window))
      },
      ExpressionBinding(
        .factors, "resolve", [.value(), .labelled("strategy", kind: .strategy, required: true)]
      ) { f, a in
        f.factors.resolve(a[0].number, strategy: a[1].strategy ?? .scaled)
      },
      ExpressionBinding(.factors, "ratio", [.positional(.qualifier, "the qualifier")]) { f, a in
        f.factors.ratio(a[0].enumeration(DpQualifier.self) ?? .smallWidth)
      },
      ExpressionBinding(.factors, "factor", [.positional(.strategy, "the strategy")]) { f, a in
        f.factors.factor(a[0].strategy ?? .scaled)
      },
      ExpressionBinding(.factors, "sdp", [.value()]) { f, a in f.factors.sdp(a[0].number) },
      ExpressionBinding(.factors, "wdp", [.value()]) { f, a in f.factors.wdp(a[0].number) },
      ExpressionBinding(.factors, "hdp", [.value()]) { f, a in f.factors.hdp(a[0].number) },
      ExpressionBinding(.factors, "ssp", [.value()]) { f, a in f.factors.ssp(a[0].number) },
    ]
    + ["points", "pixels"].map { name in
      ExpressionBinding(
        .type("DimensUnits"), name, window: true,
        [
          .value(), .labelled("from", kind: .unit, required: true),
          .labelled("pixelsPerInch", type: .number),
        ]
      ) { _, a in
        let unit = a[1].enumeration(DimensUnit.self) ?? .point
        let ppi = a[2].optionalNumber
        return name == "points"
          ? DimensUnits.points(a[0].number, from: unit, configuration: a.window, pixelsPerInch: ppi)
          : DimensUnits.pixels(a[0].number, from: unit, configuration: a.window, pixelsPerInch: ppi)
      }
    } + [
      ExpressionBinding(.type("ResizeBound"), "fixedDp", [.value()], result: .bound) {
        .bound(.fixedDp($1[0].number))
      },
      ExpressionBinding(.type("ResizeBound"), "fixedSp", [.value()], result: .bound) {
        .bound(.fixedSp($1[0].number))
      },
      ExpressionBinding(
        .type("ResizeBound"), "percent", [.value(), .positional(.qualifier, "the qualifier")],
        result: .bound
      ) { _, a in .bound(.percent(a[0].number, a[1].enumeration(DpQualifier.self) ?? .width)) },
      ExpressionBinding(.bound, "points", window: true) { b, a in b.bound.points(a.window) },
      ExpressionBinding(.type("StrategyOptions"), "init", options: true, result: .options) {
        _, a in .options(a.options)
      },
      ExpressionBinding(.type("StrategyOptions"), "default", form: .property, result: .options) {
        _, _ in .options(.default)
      },
      ExpressionBinding(
        .type("ScreenCondition"), "init",
        [
          .labelled("mode", kind: .mode), .labelled("orientation", kind: .orientation),
          .labelled("qualifier", kind: .qualifier), .labelled("minimum", type: .number),
        ], result: .condition
      ) { _, a in
        .condition(
          ScreenCondition(
            mode: a[0].enumeration(UIMode.self), orientation: a[1].enumeration(Orientation.self),
            qualifier: a[2].enumeration(DpQualifier.self), minimum: a[3].numberOr(0)))
      },
      ExpressionBinding(.table, "scaled", window: true) { t, a in
        t.table.resolve(a.window) ?? .nan
      },
      ExpressionBinding(.table, "resolve", window: true) { t, a in
        t.table.resolve(a.window) ?? .nan
      },
      ExpressionBinding(.table, "scalingRule", result: .table) { t, _ in t },
    ]

  /// The keys of table literals and design points: Adaptizer's names (also written without
  /// `ScreenIdentifier.`, as the module constants `w320`, `wC` they are), widths, size classes.
  static let literals: [ExpressionBinding] =
    ScreenIdentifier.adaptizerWidths.map { width in
      ExpressionBinding(
        .type("ScreenIdentifier"), "w\(Int(clamping: width))", form: .property, result: .screen
      ) {
        _, _ in .screen(.width(width))
      }
    } + [
      ExpressionBinding(.type("ScreenIdentifier"), "wAny", form: .property, result: .screen) {
        _, _ in .screen(.wAny)
      },
      ExpressionBinding(.type("ScreenIdentifier"), "width", [.value("the width")], result: .screen)
      {
        _, a in .screen(.width(a[0].number))
      },
      ExpressionBinding(
        .type("ScreenIdentifier"), "textSize",
        [
          .labelled("from", kind: .category, required: true), .labelled("through", kind: .category),
        ],
        result: .screen
      ) { _, a in
        .screen(
          .textSize(
            from: a[0, or: ContentSizeCategory.accessibility1],
            through: a[1, or: ContentSizeCategory.accessibility5]))
      },
      ExpressionBinding(
        .type("ScreenIdentifier"), "accessibilityTextSizes", form: .property, result: .screen
      ) { _, _ in .screen(.accessibilityTextSizes) },
    ]
    + [("wC", ScreenIdentifier.wC), ("wR", ScreenIdentifier.wR)].map { name, classes in
      ExpressionBinding(.type("ScreenIdentifier"), name, form: .property, result: .sizeClasses) {
        _, _ in .sizeClasses(classes)
      }
    }
    + [("phone", \SizeClassIdentifiers.phone), ("pad", \.pad), ("all", \.all)].map { name, key in
      ExpressionBinding(.sizeClasses, name, form: .property, result: .screen) { s, _ in
        .screen(s.sizeClasses[keyPath: key])
      }
    } + [
      ExpressionBinding(.screen, "default", form: .property, result: .screen) { k, _ in
        .screen(k.screen.default)
      },
      ExpressionBinding(
        .type("DesignPoints"), "init",
        [
          .init(labels: ["_"], type: .points, role: "the design points", isRequired: true),
          .labelled("qualifier", kind: .qualifier),
          .labelled("extrapolation", kind: .extrapolation),
        ], result: .points
      ) { _, a in
        .points(
          DesignPoints(
            a[0].points, qualifier: a[1, or: DpQualifier.smallWidth],
            extrapolation: a[2, or: DesignPoints.Extrapolation.clamp]))
      },
      ExpressionBinding(.points, "resolve", window: true) { p, a in p.points.resolve(a.window) },
      ExpressionBinding(
        .points, "resolveText", window: true, [.labelled("maximumScale", type: .number)]
      ) { p, a in p.points.resolveText(a.window, maximumScale: a[0].optionalNumber) },
    ]

  /// The names that stand for a value wherever they are written (Adaptizer's constants).
  static let constants: Set<String> = Set(
    literals.filter {
      // `accessibilityTextSizes` is only a member (`.accessibilityTextSizes`), as in Swift.
      $0.owner == .type("ScreenIdentifier") && $0.form == .property && $0.name.hasPrefix("w")
    }.map(\.name))

  /// The `StrategyOptions` fields by label (`viewport:`, `scale:` are the command line's short
  /// labels for the fluid ranges), applied in `StrategyOptions(…)`, `options: .init(…)` and
  /// as labels of any strategy form.
  static let optionFields:
    [(
      parameter: ExpressionParameter,
      apply: @Sendable (inout StrategyOptions, ExpressionValue) -> Void
    )] = [
      (
        .labelled("qualifier", kind: .qualifier),
        { $0.qualifier = $1.enumeration(DpQualifier.self) ?? $0.qualifier }
      ),
      (
        .labelled("inverter", kind: .inverter),
        { $0.inverter = $1.enumeration(Inverter.self) ?? $0.inverter }
      ),
      (.labelled("aspectRatio", type: .boolean), { $0.aspectRatio = $1.boolean ?? $0.aspectRatio }),
      (
        .labelled("sensitivity", type: .number),
        { $0.sensitivity = $1.optionalNumber ?? $0.sensitivity }
      ),
      (
        .labelled("ignoreMultiWindow", type: .boolean),
        { $0.ignoreMultiWindow = $1.boolean ?? $0.ignoreMultiWindow }
      ),
      (.labelled("percent", type: .number), { $0.percent = $1.optionalNumber ?? $0.percent }),
      (.labelled("power", type: .number), { $0.power = $1.optionalNumber ?? $0.power }),
      (
        .labelled("interpolation", type: .number),
        { $0.interpolation = $1.optionalNumber ?? $0.interpolation }
      ),
      (
        .labelled("fluidViewport", "viewport", type: .range),
        { $0.fluidViewport = $1.range ?? $0.fluidViewport }
      ),
      (
        .labelled("fluidScale", "scale", type: .range),
        { $0.fluidScale = $1.range ?? $0.fluidScale }
      ),
      (.labelled("scaleLimits", type: .range), { $0.scaleLimits = $1.range ?? $0.scaleLimits }),
    ]
}
