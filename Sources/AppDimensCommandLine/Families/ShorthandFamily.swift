/// The principal shorthands of Behavior Reference › Principal scaling: `sdp wdp hdp` with the
/// suffixes `a`, `i`, `ia`, and the text forms `ssp hsp wsp sem hem wem`.
///
/// Each name calls the Swift shorthand of the same name (`16.sdpa` → `16.sdpa(c)`); an optional
/// `(c)` or `(configuration)` is accepted, nothing else may follow.
///
/// | expression | window | value |
/// |---|---|---|
/// | `10.sdp` | 390 × 844 | 13 |
/// | `16.sdpa` | 390 × 844 | 21.550307 |
/// | `16.wdp` / `16.hdp` | 844 × 390 | 45.013333 / 20.8 |
/// | `16.ssp` / `16.sem` | 300 × 533, fontScale 1.25 | 20 / 16 |
struct ShorthandFamily: ExpressionFamily {
  /// A shorthand and the Swift function it stands for.
  struct Shorthand: Sendable {
    let name: String
    let function: @Sendable (Double, DimensConfiguration) -> Double
  }

  /// Every shorthand, in the order of Behavior Reference › Principal scaling.
  static let shorthands: [Shorthand] = [
    .init(name: "sdp") { $0.sdp($1) }, .init(name: "sdpa") { $0.sdpa($1) },
    .init(name: "sdpi") { $0.sdpi($1) }, .init(name: "sdpia") { $0.sdpia($1) },
    .init(name: "wdp") { $0.wdp($1) }, .init(name: "wdpa") { $0.wdpa($1) },
    .init(name: "wdpi") { $0.wdpi($1) }, .init(name: "wdpia") { $0.wdpia($1) },
    .init(name: "hdp") { $0.hdp($1) }, .init(name: "hdpa") { $0.hdpa($1) },
    .init(name: "hdpi") { $0.hdpi($1) }, .init(name: "hdpia") { $0.hdpia($1) },
    .init(name: "ssp") { $0.ssp($1) }, .init(name: "hsp") { $0.hsp($1) },
    .init(name: "wsp") { $0.wsp($1) }, .init(name: "sem") { $0.sem($1) },
    .init(name: "hem") { $0.hem($1) }, .init(name: "wem") { $0.wem($1) },
  ]

  let name = "principal shorthands"
  let memberNames = ShorthandFamily.shorthands.map(\.name)

  func compile(_ expression: ParsedExpression) throws(ExpressionError) -> CompiledExpression {
    try expression.requireSingleMember()
    let call = expression.members[0]
    try ArgumentReader(call).finish()
    guard let shorthand = Self.shorthands.first(where: { $0.name == call.name }) else {
      throw ExpressionError(column: call.column, "unknown shorthand '\(call.name)'")
    }
    let base = expression.base
    let function = shorthand.function
    return CompiledExpression(source: expression.source) { function(base, $0) }
  }
}
