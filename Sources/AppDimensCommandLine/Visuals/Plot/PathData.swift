/// SVG path data for a sampled curve: `M x y L x y …`, a new `M` after every gap (a point
/// whose y is not finite), and points that lie on the straight line between their kept
/// neighbours dropped, so a straight stretch of 600 samples is two points.
///
/// A point b between the last kept point a and the next point c is dropped when its distance
/// to the line a–c is at most `tolerance` px:
///
/// ```
/// distance = |(c − a) × (b − a)| ÷ ‖c − a‖
/// ```
///
/// | points | path |
/// |---|---|
/// | (0,0) (1,1) (2,2) | `M0 0 L2 2` |
/// | (0,0) (1,1) (2,0) | `M0 0 L1 1 L2 0` |
/// | (0,0) (1,nan) (2,2) (3,3) | `M0 0 M2 2 L3 3` |
enum PathData {
  /// The path through `points`, in px, with at most 2 decimals and 8 points per line.
  static func polyline(_ points: [(x: Double, y: Double)], tolerance: Double = 0.05) -> String {
    var commands: [String] = []
    var segment: [(x: Double, y: Double)] = []
    func flush() {
      for (index, point) in simplified(segment, tolerance: tolerance).enumerated() {
        commands.append(
          (index == 0 ? "M" : "L") + MarkupWriter.number(point.x) + " "
            + MarkupWriter.number(point.y))
      }
      segment.removeAll()
    }
    for point in points {
      if point.x.isFinite && point.y.isFinite {
        segment.append(point)
      } else {
        flush()
      }
    }
    flush()
    var lines: [String] = []
    var start = 0
    while start < commands.count {
      lines.append(commands[start..<Swift.min(start + 8, commands.count)].joined(separator: " "))
      start += 8
    }
    return lines.joined(separator: "\n")
  }

  /// `points` without those within `tolerance` of the line through their kept neighbours.
  static func simplified(
    _ points: [(x: Double, y: Double)], tolerance: Double
  ) -> [(x: Double, y: Double)] {
    guard points.count > 2 else { return points }
    var kept = [points[0]]
    for index in 1..<(points.count - 1) {
      let a = kept[kept.count - 1]
      let b = points[index]
      let c = points[index + 1]
      let dx = c.x - a.x
      let dy = c.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      let distance =
        length > 0
        ? abs(dx * (b.y - a.y) - dy * (b.x - a.x)) / length
        : ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      if distance > tolerance { kept.append(b) }
    }
    kept.append(points[points.count - 1])
    return kept
  }
}
