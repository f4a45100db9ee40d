/// The property wrappers a SwiftUI view declares values with, resolved to the value they hold
/// in the window, and the number conversions UIKit code wraps values in.
///
/// | written | the value | 390 × 844 |
/// |---|---|---|
/// | `@ScaledDimension(16)` | `16.sdp` | 20.8 |
/// | `@ScaledDimension(100, .width)` | `100.wdp` | 130 |
/// | `@ScaledDimension(12, aspectRatio: true)` | `12.sdpa` | 16.162730 |
/// | `@ScaledDimension(text: 17)` | `17.ssp` | 22.1 |
/// | `@ScaledDimension(text: 16, fontScale: false)` | `16.sem` | 20.8 |
/// | `@ScaledDimension([390: 16, 820: 24, 1280: 32])` | the design points, resolved | 16 |
/// | `@Breakpoint([.wR.all: 32]) var inset: CGFloat = 12` | the table, else the initial value | 12 |
/// | `CGFloat(12.sdpa(c))` | the number | 16.162730 |
///
/// Each is the library's own resolution: `ScaledDimensionSpec` for `@ScaledDimension` (the
/// portable part of the wrapper), `Breakpoints.resolve(_:)` for `@Breakpoint`.
extension ExpressionBindings {
  static let wrappers: [ExpressionBinding] = {
    let qualifier = ExpressionParameter(
      labels: ["_"], type: .enumeration(.qualifier), role: "the qualifier", isRequired: false)
    let variants: [ExpressionParameter] = [
      .labelled("aspectRatio", type: .boolean), .labelled("ignoreMultiWindow", type: .boolean),
    ]
    let owner = ExpressionType.type("ScaledDimension")
    return [
      ExpressionBinding(owner, "init", [.value("the base value"), qualifier] + variants) { _, a in
        .number(
          ScaledDimensionSpec(
            a[0].number, a[1, or: DpQualifier.smallWidth], aspectRatio: a[2].boolean ?? false,
            ignoreMultiWindow: a[3].boolean ?? false
          ).resolve(a.window))
      },
      ExpressionBinding(
        owner, "init",
        [
          .labelled("text", type: .number, required: true), qualifier,
          .labelled("fontScale", type: .boolean),
        ] + variants
      ) { _, a in
        .number(
          ScaledDimensionSpec(
            text: a[0].number, a[1, or: DpQualifier.smallWidth], fontScale: a[2].boolean ?? true,
            aspectRatio: a[3].boolean ?? false, ignoreMultiWindow: a[4].boolean ?? false
          ).resolve(a.window))
      },
      ExpressionBinding(
        owner, "init",
        [.init(labels: ["_"], type: .points, role: "the design points", isRequired: true)]
      ) { _, a in .number(ScaledDimensionSpec(a[0].points).resolve(a.window)) },
      ExpressionBinding(
        owner, "init",
        [
          .labelled("text", type: .points, required: true), .labelled("fontScale", type: .boolean),
        ]
      ) { _, a in
        .number(
          ScaledDimensionSpec(text: a[0].points, fontScale: a[1].boolean ?? true).resolve(a.window))
      },
      // Policy: `@Breakpoint(table) var x: T?` is nil (no value) where no key matches; with an
      // initial value (`= 12`, Swift's `wrappedValue:`) that value instead.
      ExpressionBinding(
        .type("Breakpoint"), "init",
        [
          .init(labels: ["_"], type: .table, role: "the table", isRequired: true),
          .labelled("wrappedValue", type: .number),
        ]
      ) { _, a in .number(a[0].table.resolve(a.window) ?? a[1].optionalNumber ?? .nan) },
    ]
      + ["CGFloat", "Double"].map { name in
        ExpressionBinding(.type(name), "init", [.value()]) { _, a in a[0] }
      }
  }()
}
