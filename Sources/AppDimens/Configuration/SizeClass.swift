/// A horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
  /// A constrained amount of space (`wC` / `hC`).
  case compact
  /// An expansive amount of space (`wR` / `hR`).
  case regular
}
