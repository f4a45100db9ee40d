/// SVG path data for a sampled curve: `M x y L x y …`, a new `M` after every gap (a point
/// whose y is not finite), and points that lie on the straight line between kept points
/// dropped, so a straight stretch of 600 samples is two points and a kink (a design frame, a
/// breakpoint) stays a vertex.
///
/// Between two kept points a and c, the point b farthest from the line a–c is kept when its
/// distance is more than `tolerance` px, and both halves are simplified again
/// (Douglas–Peucker); otherwise every point between a and c is dropped:
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
/// | (0,0) (1,0) (2,0) (3,0.04) (4,0.08) … (8,0.24) | `M0 0 L2 0 L8 0.24` |
//
// Policy: comparing each point only with its next neighbour (the first version) dropped gentle
// kinks: 16 → 24 → 32 at 390, 820 and 1280 pt was drawn as one straight line, 2.8 px off at
// 820 pt. Every dropped point is now within `tolerance` of the drawn segment.
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

  /// `points` without those within `tolerance` of the segment drawn across them.
  static func simplified(
    _ points: [(x: Double, y: Double)], tolerance: Double
  ) -> [(x: Double, y: Double)] {
    guard points.count > 2 else { return points }
    var keep = [Bool](repeating: false, count: points.count)
    keep[0] = true
    keep[points.count - 1] = true
    var spans = [(points.startIndex, points.count - 1)]
    while let (first, last) = spans.popLast() {
      let a = points[first]
      let c = points[last]
      var farthest = first
      var largest = tolerance
      for index in (first + 1)..<last {
        let d = distance(points[index], from: a, to: c)
        if d > largest {
          largest = d
          farthest = index
        }
      }
      guard farthest != first else { continue }
      keep[farthest] = true
      if farthest - first > 1 { spans.append((first, farthest)) }
      if last - farthest > 1 { spans.append((farthest, last)) }
    }
    return points.indices.filter { keep[$0] }.map { points[$0] }
  }

  /// The distance in px of `b` from the line through `a` and `c` (from `a` when they meet).
  static func distance(
    _ b: (x: Double, y: Double), from a: (x: Double, y: Double), to c: (x: Double, y: Double)
  ) -> Double {
    let dx = c.x - a.x
    let dy = c.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    return length > 0
      ? abs(dx * (b.y - a.y) - dy * (b.x - a.x)) / length
      : ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }
}
