/// One window the gallery draws: a catalog device full screen in portrait or landscape, or an
/// iPad Split View pane.
///
/// | device | windows, in order |
/// |---|---|
/// | phone | portrait, landscape |
/// | iPad | portrait, landscape, landscape 1/3, 1/2, 2/3, portrait 1/3, 2/3 |
/// | watch, TV, Vision Pro | its natural size |
struct GalleryWindow: Sendable {
  /// The device.
  let device: DeviceProfile
  /// The orientation of the screen.
  let orientation: Orientation
  /// The pane (`.full` for the whole screen).
  let split: SplitFraction

  /// Every window of `devices`, device by device.
  static func all(_ devices: [DeviceProfile]) -> [GalleryWindow] {
    devices.flatMap { device -> [GalleryWindow] in
      let full = device.orientations.map {
        GalleryWindow(device: device, orientation: $0, split: .full)
      }
      guard device.splitView != nil, device.family.rotates else { return full }
      let panes: [(Orientation, SplitFraction)] = [
        (.landscape, .oneThird), (.landscape, .half), (.landscape, .twoThirds),
        (.portrait, .oneThird), (.portrait, .twoThirds),
      ]
      return full
        + panes.map { GalleryWindow(device: device, orientation: $0.0, split: $0.1) }
    }
  }

  /// The window's configuration at `category`; nil only for a pane the device lacks.
  func configuration(category: ContentSizeCategory) -> DimensConfiguration? {
    device.configuration(orientation: orientation, split: split, category: category)
  }

  /// The caption: "Portrait", "Landscape · Split View 1/3"; devices that do not rotate say
  /// "Window".
  var title: String {
    guard device.family.rotates else { return "Window" }
    let base = orientation == .portrait ? "Portrait" : "Landscape"
    return split == .full ? base : base + " · Split View " + split.label
  }

  /// A stable identifier for tests and anchors: "iPhone15-portrait", "iPadPro13M4-landscape-1of3".
  var identifier: String {
    device.identifier + "-" + orientation.rawValue
      + (split == .full ? "" : "-" + split.label.replacingSlash())
  }
}

extension String {
  /// "1/3" → "1of3", for identifiers.
  fileprivate func replacingSlash() -> String {
    split(separator: "/").joined(separator: "of")
  }
}
