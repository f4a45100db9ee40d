import AppDimensDynamic

/// Pre-built conditional chains of 1, 2, 4 and 8 links (8 is a chain's capacity), resolved
/// across 16 windows.
///
/// Reported, not compared: the numbers show the cost per link (the ranking rule is one pass
/// over the links), and `Scripts/check-allocations.sh` proves resolving does not allocate.
enum ChainCases {
  /// The chain sizes measured.
  static let sizes = [1, 2, 4, 8]

  /// The name of the `ScaledDpBuilder` case with `size` links.
  static func scaledDpName(_ size: Int) -> String { "scaledDp.chain-\(size)" }

  /// The name of the Auto (`autoScaledDp`) case with `size` links.
  static func autoName(_ size: Int) -> String { "auto.chain-\(size)" }

  /// Every chain case.
  static func all() -> [BenchCase] {
    sizes.map { size in
      BenchCase(name: scaledDpName(size), goal: .report) {
        let chain = opaque(scaledDpChain(links: size))
        let configurations = opaque(BenchInputs.configurations)
        return Kernels(ours: { n in loop(n, over: configurations) { chain.resolve($0) } })
      }
    }
      + sizes.map { size in
        BenchCase(name: autoName(size), goal: .report) {
          let chain = opaque(autoChain(links: size))
          let configurations = opaque(BenchInputs.configurations)
          return Kernels(ours: { n in loop(n, over: configurations) { chain.resolve($0) } })
        }
      }
  }

  /// The growth rows derived from the measured chain cases.
  static func growth(_ results: [BenchResult]) -> [BenchResult] {
    func points(_ name: (Int) -> String) -> [(entries: Int, result: BenchResult)] {
      sizes.compactMap { size in results.first { $0.name == name(size) }.map { (size, $0) } }
    }
    return [
      BenchResult.growth(named: "scaledDp.chain.growth-per-link", points(scaledDpName)),
      BenchResult.growth(named: "auto.chain.growth-per-link", points(autoName)),
    ].compactMap { $0 }
  }

  /// A chain of `links` links cycling through every kind of condition, so that several match
  /// on every window and the ranking does real work.
  static func scaledDpChain(links: Int) -> ScaledDpBuilder {
    var chain = 16.scaledDp
    for index in 0..<links {
      let value = Double(17 + index)
      let minimum = Double(300 + 37 * index)
      switch index % 4 {
      case 0: chain = chain.qualifier(value, .width, minimum: minimum)
      case 1: chain = chain.rotate(value, index % 8 == 1 ? .landscape : .portrait)
      case 2: chain = chain.mode(value, index % 8 == 2 ? .television : .normal)
      default:
        chain = chain.screen(
          value, mode: .normal, orientation: .portrait, qualifier: .height, minimum: minimum)
      }
    }
    return chain
  }

  /// The same chain as ``scaledDpChain(links:)`` on the Auto builder (whose links and flags
  /// are a principal chain).
  static func autoChain(links: Int) -> AutoScaledBuilder {
    var chain = 16.autoScaledDp
    chain.chain = scaledDpChain(links: links)
    return chain
  }
}
