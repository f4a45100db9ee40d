/// Where the device labels of a plot go: rotated 45° above the plot, fanned out so that no two
/// overlap, each joined to its devices' x position by a leader line.
///
/// Devices at the same position share one label (`iPhone 15 +2`: the first name and how many
/// more). Two rotated labels are parallel strips, so they cannot overlap when their baselines
/// are at least one line height (1.25 em) apart across the strips, which at 45° is `spacing`
/// along x. When the labels would not fit between `left` and `limit` at that spacing, the two
/// nearest neighbours are merged into one label, until they fit. Then the anchors start at the
/// devices' positions, are pushed right only as far as needed, and a backward pass keeps the
/// last one inside `limit`.
///
/// ```
/// spacing   = ⌈1.25 × size × √2⌉
/// forward:  aᵢ = max(xᵢ, aᵢ₋₁ + spacing)
/// backward: aₙ = min(aₙ, limit),  aᵢ = min(aᵢ, aᵢ₊₁ − spacing)
/// ```
///
/// | positions (px) | size | limit | labels | anchors |
/// |---|---|---|---|---|
/// | 100, 300 | 11 | 900 | 2 | 100, 300 |
/// | 100, 100, 105 | 11 | 900 | 2 (`A +1`, `C`) | 100, 120 |
/// | 890, 895 | 11 | 900 | 2 | 880, 900 |
struct DeviceCallouts: Sendable {
  /// One label: the devices it stands for, their position and where the label is anchored.
  struct Callout: Sendable {
    /// The label text.
    let text: String
    /// The names of the devices it marks.
    let names: [String]
    /// The devices' x position (the first one's, after a merge).
    let x: Double
    /// The label's x anchor.
    let anchor: Double
  }

  /// The labels in position order.
  let callouts: [Callout]

  /// The distance along x between two labels in a `size` px font.
  static func spacing(size: Double) -> Double { (1.25 * size * 2.0.squareRoot()).rounded(.up) }

  /// Lays out labels for `devices` (names and x positions, sorted by position) in a `size` px
  /// font between `left` and `limit`.
  init(devices: [(name: String, x: Double)], size: Double, left: Double, limit: Double) {
    let spacing = Self.spacing(size: size)
    var groups: [(names: [String], x: Double)] = []
    for device in devices {
      if let last = groups.last, abs(last.x - device.x) < 0.5 {
        groups[groups.count - 1].names.append(device.name)
      } else {
        groups.append(([device.name], device.x))
      }
    }
    // Policy: thin rather than overlap: merge the closest neighbours until every label fits.
    let room = Swift.max(0, limit - left)
    while groups.count > 1, Double(groups.count - 1) * spacing > room {
      let gaps = zip(groups, groups.dropFirst()).map { $1.x - $0.x }
      let index = gaps.indices.min { gaps[$0] < gaps[$1] } ?? 0
      groups[index].names += groups[index + 1].names
      groups.remove(at: index + 1)
    }
    var anchors: [Double] = []
    for group in groups {
      anchors.append(Swift.max(group.x, (anchors.last ?? -Double.infinity) + spacing))
    }
    var next = limit + spacing
    for index in anchors.indices.reversed() {
      anchors[index] = Swift.min(anchors[index], next - spacing)
      next = anchors[index]
    }
    callouts = zip(groups, anchors).map { group, anchor in
      let first = DeviceLabel.short(group.names[0])
      return Callout(
        text: group.names.count == 1 ? first : "\(first) +\(group.names.count - 1)",
        names: group.names, x: group.x, anchor: anchor)
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
