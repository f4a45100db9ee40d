/// Every window and text size to preview a view in, from one call: devices × orientations ×
/// Split View panes × Dynamic Type categories, each cell a configuration and a caption.
///
/// The matrix keeps only cells a device can show, each once:
///
/// - a device that does not rotate (watch, TV, Vision Pro) has one orientation, its own,
///   whatever was asked;
/// - a pane a device lacks (a phone's Split View, an iPad mini's portrait half) is left out,
///   not shown as the full screen again;
/// - on a platform without Dynamic Type (tvOS) every category is the device's default, since
///   none changes a value there;
/// - `nil` in `categories` is the device's default category.
///
/// | devices | orientations | splits | categories | cells |
/// |---|---|---|---|---|
/// | iPhone 15 | portrait, landscape | full | nil, AX3 | 4 |
/// | iPhone 15 | portrait | full, half | nil | 1 (a phone has no Split View) |
/// | iPad Pro 12.9-inch | portrait, landscape | full, half | nil | 3 (no half pane in portrait) |
/// | Apple Watch 45mm | portrait, landscape | full | nil | 1 |
/// | Apple TV 4K | landscape | full | nil, AX3 | 1 (no Dynamic Type) |
///
/// In SwiftUI, `appDimensPreviewMatrix(_:orientations:splits:categories:)` lays a view out once
/// per cell, each captioned with ``PreviewCell/title``.
public enum PreviewMatrix: Sendable {
  /// The cells of `devices` × `orientations` × `splits` × `categories`, device by device, in
  /// the order given, each cell once.
  public static func cells(
    devices: [DeviceProfile],
    orientations: [Orientation] = [.portrait],
    splits: [SplitFraction] = [.full],
    categories: [ContentSizeCategory?] = [nil]
  ) -> [PreviewCell] {
    var seen: Set<String> = []
    var cells: [PreviewCell] = []
    for device in devices {
      // Policy: an orientation the device cannot take is its own one, so asking for both
      // gives a watch one cell, not two identical ones.
      let turns = orientations.map {
        device.orientations.contains($0) ? $0 : device.naturalOrientation
      }
      for orientation in turns {
        for split in splits {
          let window = DeviceWindow(device: device, orientation: orientation, split: split)
          for requested in categories {
            let category =
              device.platform.supportsDynamicType
              ? requested ?? device.defaultCategory : device.defaultCategory
            guard let configuration = window.configuration(category: category),
              seen.insert(window.identifier + "-" + category.rawValue).inserted
            else { continue }
            cells.append(
              PreviewCell(window: window, category: category, configuration: configuration))
          }
        }
      }
    }
    return cells
  }
}

/// One cell of a ``PreviewMatrix``: a device window at a Dynamic Type category.
public struct PreviewCell: Hashable, Sendable, Identifiable {
  /// The device, orientation and pane.
  public let window: DeviceWindow
  /// The Dynamic Type category (the device's default where none was asked, or where the
  /// platform has no Dynamic Type).
  public let category: ContentSizeCategory
  /// The window's configuration at ``category``.
  public let configuration: DimensConfiguration

  /// Creates a cell.
  public init(
    window: DeviceWindow, category: ContentSizeCategory, configuration: DimensConfiguration
  ) {
    self.window = window
    self.category = category
    self.configuration = configuration
  }

  /// A stable identifier: the window's, then the category: "iPhone15-portrait-accessibility3".
  public var id: String { window.identifier + "-" + category.rawValue }

  /// The caption: "iPhone 15 · Landscape · accessibility3", "Apple Watch Series 9 (45 mm) ·
  /// Window · large".
  public var title: String {
    window.device.name + " · " + window.title + " · " + category.rawValue
  }
}
