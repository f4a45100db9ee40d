/// Why ``DesignPoints/init(validating:qualifier:extrapolation:)`` rejected its input: the bad
/// entry, by its zero-based index in the order given, with its size or value.
///
/// | points given | error | description |
/// |---|---|---|
/// | `[]` | `.empty` | `design points: no entries; give at least one size: value pair` |
/// | `[(390, 16), (.nan, 24)]` | `.invalidSize(index: 1, size: nan)` | `design point 1: size nan must be a finite number in 1…100000` |
/// | `[(390, .infinity)]` | `.invalidValue(index: 0, size: 390, value: inf)` | `design point 0 (390): value inf must be finite` |
/// | `[(390, 16), (390, 20)]` | `.duplicateSize(index: 1, size: 390, firstIndex: 0)` | `design point 1: size 390 repeats design point 0` |
public enum DesignPointsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No entries at all: there is no value to resolve.
  case empty
  /// A size that is not a finite number in 1…100,000 points (the window sides a configuration
  /// can have).
  case invalidSize(index: Int, size: Double)
  /// A value that is not finite.
  case invalidValue(index: Int, size: Double, value: Double)
  /// A size already given by an earlier entry, at `firstIndex`.
  case duplicateSize(index: Int, size: Double, firstIndex: Int)

  /// The zero-based index of the bad entry, or nil for ``empty``.
  public var index: Int? {
    switch self {
    case .empty: nil
    case .invalidSize(let index, _), .invalidValue(let index, _, _),
      .duplicateSize(let index, _, _):
      index
    }
  }

  /// A one-line message naming the entry, for example
  /// `design point 1: size nan must be a finite number in 1…100000`.
  public var description: String {
    switch self {
    case .empty:
      "design points: no entries; give at least one size: value pair"
    case .invalidSize(let index, let size):
      "design point \(index): size \(DesignPoints.literal(size)) must be a finite number in "
        + "1…100000"
    case .invalidValue(let index, let size, let value):
      "design point \(index) (\(DesignPoints.literal(size))): value "
        + "\(DesignPoints.literal(value)) must be finite"
    case .duplicateSize(let index, let size, let firstIndex):
      "design point \(index): size \(DesignPoints.literal(size)) repeats design point "
        + "\(firstIndex)"
    }
  }
}

extension DesignPoints {
  /// Creates design points, throwing instead of sanitizing when an entry is bad.
  ///
  /// Accepts exactly what the literal keeps unchanged: at least one entry, every size a finite
  /// number in 1…100,000 points given once, every value finite; the entries may come in any
  /// order. The error names the first bad entry in the order given (for a repeated size, the
  /// later one, with the index of the first).
  ///
  /// ```swift
  /// let padding = try DesignPoints(validating: [(390, 16), (820, 24), (1280, 32)])
  /// try DesignPoints(validating: [(390, 16), (390, 20)])
  /// // throws .duplicateSize(index: 1, size: 390, firstIndex: 0)
  /// ```
  public init(
    validating points: some Sequence<(Double, Double)>,
    qualifier: DpQualifier = .smallWidth,
    extrapolation: Extrapolation = .clamp
  ) throws(DesignPointsError) {
    var entries: [(Double, Double)] = []
    var firstIndexOfSize: [Double: Int] = [:]
    for (index, (size, value)) in points.enumerated() {
      guard DesignPointsSanitizer.isValidSize(size) else {
        throw .invalidSize(index: index, size: size)
      }
      guard value.isFinite else { throw .invalidValue(index: index, size: size, value: value) }
      if let firstIndex = firstIndexOfSize[size] {
        throw .duplicateSize(index: index, size: size, firstIndex: firstIndex)
      }
      firstIndexOfSize[size] = index
      entries.append((size, value))
    }
    guard !entries.isEmpty else { throw .empty }
    self.init(
      unsanitized: entries, qualifier: qualifier,
      extrapolation: extrapolation)
  }
}
