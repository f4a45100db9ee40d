/// Which window dimension a scaled value follows (Android's `DpQualifier`).
///
/// | qualifier | dimension | Android |
/// |---|---|---|
/// | `.smallWidth` | `min(w, h)` | `SMALL_WIDTH` |
/// | `.width` | `w` | `WIDTH` |
/// | `.height` | `h` | `HEIGHT` |
public enum DpQualifier: String, CaseIterable, Hashable, Sendable, Codable {
  /// The smaller window side, unchanged by rotation (`sdp`).
  case smallWidth
  /// The window width (`wdp`).
  case width
  /// The window height (`hdp`).
  case height
}
