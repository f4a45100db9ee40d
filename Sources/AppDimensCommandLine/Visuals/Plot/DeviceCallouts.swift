/// Where the device labels of a plot go: one label per device, rotated 45° above the plot,
/// fanned out so no two overlap, each joined to its device's x position by a leader line.
///
/// Labels are at least `spacing` px apart along x (the rotated text then never touches),
/// starting at their device's position and pushed right only as far as needed; a backward
/// pass then keeps the last one inside `limit`.
///
/// ```
/// forward:   aᵢ = max(xᵢ, aᵢ₋₁ + spacing)
/// backward:  aₙ = min(aₙ, limit),  aᵢ = min(aᵢ, aᵢ₊₁ − spacing)
/// ```
///
/// | positions (px) | spacing | limit | anchors |
/// |---|---|---|---|
/// | 100, 300 | 13 | 900 | 100, 300 |
/// | 100, 100, 105 | 13 | 900 | 100, 113, 126 |
/// | 890, 895 | 13 | 900 | 887, 900 |
struct DeviceCallouts: Sendable {
  /// One label: the device position and where its label is anchored, in px.
  struct Callout: Sendable {
    /// The label text.
    let text: String
    /// The device's x position.
    let x: Double
    /// The label's x anchor.
    let anchor: Double
  }

  /// The labels in position order.
  let callouts: [Callout]

  /// Lays out `labels` at positions `xs` (sorted ascending, same count).
  init(labels: [String], xs: [Double], spacing: Double, limit: Double) {
    var anchors: [Double] = []
    for x in xs { anchors.append(Swift.max(x, (anchors.last ?? -Double.infinity) + spacing)) }
    var index = anchors.count - 1
    var next = limit + spacing
    while index >= 0 {
      anchors[index] = Swift.min(anchors[index], next - spacing)
      next = anchors[index]
      index -= 1
    }
    callouts = zip(zip(labels, xs), anchors).map {
      Callout(text: $0.0, x: $0.1, anchor: $1)
    }
  }

  /// How far the rotated labels reach: the height above the leader lines (45°: width × √½)
  /// and the furthest x, for labels in a `size` px font.
  func extent(size: Double) -> (height: Double, right: Double) {
    let half = 0.5.squareRoot()
    let widths = callouts.map { DeviceLabel.estimatedWidth($0.text, size: size) * half }
    let height = widths.max() ?? 0
    let right = zip(callouts, widths).map { $0.anchor + $1 + size }.max() ?? 0
    return (height + size, right)
  }
}
