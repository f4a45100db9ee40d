import AppDimensDynamic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `DeviceCatalog.find(name)` over 16 names of devices from every family, against a dictionary
/// keyed by the same 16 spellings exactly.
///
/// The names are 16 catalog entries spread over every family (five phones, five pads, four
/// watches, a TV and Vision Pro), each spelled in turn as its marketing name, that name in
/// capitals, its identifier, and its first alias — what people type and what a configuration
/// file holds. Ours normalizes each name and
/// looks it up in the catalog's index (case, spaces and punctuation ignored, every name the
/// catalog knows); the baseline is `[String: Int]` with exactly these 16 strings, which knows
/// nothing else. The goals: no allocation per lookup (`Scripts/check-allocations.sh`), and at
/// most 1,718 instructions per lookup (`--instructions`), the count DeviceKit's identifier
/// switch (`Device.mapToDevice(identifier:)`) ran for a lookup of the same kind in a
/// side-by-side measurement; DeviceKit is not part of this package, so the bench checks the
/// number, not DeviceKit.
enum DeviceCases {
  /// Every device case.
  static func all() -> [BenchCase] { [find] }

  /// The 16 names and the catalog entry each names.
  static func names() -> [(name: String, profile: DeviceProfile)] {
    let catalog = DeviceCatalog.all
    let places = [0, 3, 6, 9, 12, 14, 17, 20, 23, 25, 27, 30, 33, 35, 36, 38]
    return places.enumerated().map { index, place in
      let profile = catalog[place % catalog.count]
      let spellings = [
        profile.name, profile.name.uppercased(), profile.identifier,
        profile.aliases.first ?? profile.name,
      ]
      return (spellings[index % spellings.count], profile)
    }
  }

  /// `DeviceCatalog.find` over the 16 names.
  static var find: BenchCase {
    BenchCase(name: "devices.find-16", goal: .report, instructionGoal: .atMost(1_718)) {
      let named = names()
      for (name, profile) in named where DeviceCatalog.find(name) != profile {
        printError("devices.find-16: \(name) does not find \(profile.name)")
        exit(3)
      }
      let queries = inputBuffer(named.map(\.name))
      let widths = inputBuffer(named.map(\.profile.width))
      var exact: [String: Int] = [:]
      for (index, entry) in named.enumerated() { exact[entry.name] = index }
      let dictionary = opaque(exact)
      return Kernels(
        ours: { n in loopIndices(n) { i in DeviceCatalog.find(queries[i])?.width ?? 0 } },
        baseline: { n in loopIndices(n) { i in dictionary[queries[i]].map { widths[$0] } ?? 0 } })
    }
  }
}
