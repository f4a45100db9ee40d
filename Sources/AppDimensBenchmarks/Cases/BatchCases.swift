import AppDimensCommandLine
import AppDimensDynamic

/// `appdimens resolve --batch` on lines that name a device against lines that give the same
/// window's size: device lines must run at least at half the speed (a time ratio of at most 2).
///
/// An operation is one input line. The lines cycle through 16 devices from every family of the
/// catalog, each named in turn by its name, its identifier and its first alias, in mixed case
/// (so no line repeats its predecessor's device and the name matching really runs); the size
/// lines give each device's width, height, scale, idiom, mode and pixel density instead. Both
/// sides run the public `CommandLineTool.run(arguments: ["resolve", "--batch"], …)` over
/// in-memory input, in passes of at most 1,024 lines, and discard the output.
enum BatchCases {
  /// The most lines one `CommandLineTool.run` call reads.
  static let linesPerPass = 1_024

  /// Every batch case.
  static func all() -> [BenchCase] {
    [
      BenchCase(
        name: "batch.device-lines", goal: .atMost(2), minimumIterations: linesPerPass,
        hotLoopIterations: 2 * linesPerPass, allocationsPerOperation: nil
      ) {
        let devices = sample()
        let deviceLines = opaque(Lines(devices.indices.map { deviceLine(devices, $0) }))
        let sizeLines = opaque(Lines(devices.indices.map { sizeLine(devices[$0 % 16]) }))
        return Kernels(ours: { n in run(deviceLines, n) }, baseline: { n in run(sizeLines, n) })
      }
    ]
  }

  /// 1,024 devices' worth of lines: 16 catalog entries spread over the whole catalog, repeated.
  static func sample() -> [DeviceProfile] {
    let catalog = DeviceCatalog.all
    let step = max(1, catalog.count / 16)
    let sixteen = (0..<16).map { catalog[($0 * step) % catalog.count] }
    return (0..<linesPerPass).map { sixteen[$0 % 16] }
  }

  /// Line `index`: the device named by its name, identifier or first alias, case changed.
  static func deviceLine(_ devices: [DeviceProfile], _ index: Int) -> String {
    let device = devices[index]
    let spellings = [
      device.name.uppercased(), device.identifier, device.aliases.first ?? device.name,
    ]
    let name = spellings[(index / 16) % spellings.count]
    return #"{"expr": "16.sdp", "device": "\#(name)"}"#
  }

  /// The same window given by its numbers.
  static func sizeLine(_ device: DeviceProfile) -> String {
    let ppi = device.pixelsPerInch.map { #", "ppi": \#($0)"# } ?? ""
    return #"{"expr": "16.sdp", "width": \#(device.width), "height": \#(device.height), "#
      + #""scale": \#(device.displayScale), "idiom": "\#(device.idiom.rawValue)", "#
      + #""mode": "\#(device.uiMode.rawValue)"\#(ppi)}"#
  }

  /// Runs `n` lines of `lines` through the batch command, in passes of at most 1,024.
  static func run(_ lines: Lines, _ n: Int) {
    var checksum = Checksum()
    var remaining = n
    while remaining > 0 {
      let count = min(remaining, linesPerPass)
      var input = BufferedInput(bytes: lines.prefix(count))
      var output = DiscardingOutput()
      var errors = DiscardingOutput()
      let status = CommandLineTool.run(
        arguments: ["resolve", "--batch"], input: &input, output: &output, error: &errors)
      checksum.add(output.bytes + Int(status))
      remaining -= count
    }
    checksum.sink()
  }

  /// Input lines as bytes, with the end of every prefix of whole lines.
  struct Lines {
    /// Every line, each ending in a line break.
    let bytes: [UInt8]
    /// `ends[k]` is the byte count of the first `k + 1` lines.
    let ends: [Int]

    /// The lines joined, each followed by a line break.
    init(_ lines: [String]) {
      var bytes: [UInt8] = []
      var ends: [Int] = []
      for line in lines {
        bytes += Array(line.utf8) + [UInt8(ascii: "\n")]
        ends.append(bytes.count)
      }
      self.bytes = bytes
      self.ends = ends
    }

    /// The bytes of the first `count` lines.
    func prefix(_ count: Int) -> [UInt8] { Array(bytes[..<ends[count - 1]]) }
  }

  /// An output that only counts what it is given.
  struct DiscardingOutput: CommandOutput {
    /// The number of UTF-8 bytes written.
    var bytes = 0

    /// Counts `text`.
    mutating func write(_ text: String) { bytes += text.utf8.count }

    /// Nothing to deliver.
    mutating func flush() {}
  }
}
