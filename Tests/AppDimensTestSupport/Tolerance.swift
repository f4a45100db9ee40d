/// Whether `actual` is within `tolerance` of `expected`: the one tolerance check of every test
/// target.
///
/// The tolerance is absolute (1e-4 by default, the precision the Behavior Reference's vectors
/// are given to); with `relative: true` it is relative to the expected value's magnitude, but
/// never tighter than absolute for values below 1.
///
/// | actual | expected | tolerance | result |
/// |---|---|---|---|
/// | 13.00004 | 13 | 1e-4 | true |
/// | 13.0002 | 13 | 1e-4 | false |
/// | 1000.0005 | 1000 | 1e-6, relative | true |
public func isClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-4, relative: Bool = false
) -> Bool {
  let scale = relative ? max(1, expected.magnitude) : 1
  return (actual - expected).magnitude <= tolerance * scale
}
