/// One window of a catalog device: the full screen in portrait or landscape, or an iPad Split
/// View pane — the windows a design must work in.
///
/// ``DeviceWindow/windows(of:)`` lists every window of a list of devices, device by device; the
/// `appdimens gallery` command draws them and the design audit checks every one.
///
/// | device | windows, in order |
/// |---|---|
/// | phone | portrait, landscape |
/// | iPad | portrait, landscape, landscape 1/3, 1/2, 2/3, portrait 1/3, 2/3 |
/// | watch, TV, Vision Pro | its natural size |
///
/// ```swift
/// let windows = DeviceWindow.windows(of: [.iPadAir11])
/// windows[2].title                                        // "Landscape · Split View 1/3"
/// windows[2].configuration(category: .large)?.screenWidth  // 320
/// ```
public struct DeviceWindow: Hashable, Sendable {
  /// The device.
  public let device: DeviceProfile
  /// The orientation of the screen.
  public let orientation: Orientation
  /// The pane (`.full` for the whole screen).
  public let split: SplitFraction

  /// Creates the window of `device` in `orientation` and `split`; ``configuration(category:)``
  /// is nil when the device has no such pane.
  public init(device: DeviceProfile, orientation: Orientation, split: SplitFraction = .full) {
    self.device = device
    self.orientation = orientation
    self.split = split
  }

  /// The Split View panes of an iPad, in window order: landscape 1/3, 1/2, 2/3, then portrait
  /// 1/3 and 2/3 (portrait has no half pane).
  static let panes: [(Orientation, SplitFraction)] = [
    (.landscape, .oneThird), (.landscape, .half), (.landscape, .twoThirds),
    (.portrait, .oneThird), (.portrait, .twoThirds),
  ]

  /// Every window of `devices`, device by device: each orientation the device's windows can
  /// take (``DeviceProfile/orientations``), then its Split View panes when it has them.
  public static func windows(of devices: [DeviceProfile]) -> [DeviceWindow] {
    devices.flatMap(\.windows)
  }

  /// The window's configuration at `category` (nil: the device's default category); nil only
  /// for a pane the device lacks.
  public func configuration(category: ContentSizeCategory? = nil) -> DimensConfiguration? {
    device.configuration(orientation: orientation, split: split, category: category)
  }

  /// The caption: "Portrait", "Landscape · Split View 1/3"; devices that do not rotate say
  /// "Window".
  public var title: String {
    guard device.family.rotates else { return "Window" }
    let base = orientation == .portrait ? "Portrait" : "Landscape"
    return split == .full ? base : base + " · Split View " + split.label
  }

  /// A stable identifier for anchors and tests: "iPhone15-portrait",
  /// "iPadPro13M4-landscape-1of3".
  public var identifier: String {
    device.identifier + "-" + orientation.rawValue
      + (split == .full ? "" : "-" + split.label.split(separator: "/").joined(separator: "of"))
  }
}

extension DeviceProfile {
  /// Every window of this device, in the order of ``DeviceWindow``'s table: its orientations
  /// full screen, then its Split View panes.
  public var windows: [DeviceWindow] {
    let full = orientations.map { DeviceWindow(device: self, orientation: $0) }
    guard splitView != nil, family.rotates else { return full }
    return full + DeviceWindow.panes.map { DeviceWindow(device: self, orientation: $0, split: $1) }
  }
}
