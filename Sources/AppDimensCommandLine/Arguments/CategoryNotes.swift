import AppDimensDynamic

/// The notes (not errors) printed on standard error when a category the user named does not
/// exist on a window's platform: it resolves as the platform's rule says
/// (`DimensPlatform.rampCategory(for:)`) and the tool says so once per platform and category.
///
/// | platform | category | note |
/// |---|---|---|
/// | watchOS | AX5 | `note: watchOS has no AX5 text size; AX3 is used` |
/// | watchOS | M | `note: watchOS has no M text size; L is used` |
/// | tvOS | AX3 | `note: tvOS has no Dynamic Type; the text size AX3 is ignored` |
/// | iOS | AX3 | (none) |
///
/// Where a category changes nothing it says so once (``unchanged(_:default:)``): a single value
/// that does not follow the text size (`resolve 16.sdp --category AX3`), or a category no window
/// of a table or gallery has (``noteIfNowhere(_:in:error:)``; where some windows have it, their
/// text column or card shows what each platform does, and a note would only repeat it).
struct CategoryNotes: Sendable {
  /// The (platform, category) pairs already noted.
  private var noted: Set<Pair> = []

  /// A platform and category, as a set element.
  private struct Pair: Hashable, Sendable {
    let platform: DimensPlatform
    let category: ContentSizeCategory
  }

  /// Creates an empty set of notes.
  init() {}

  /// The note for `category` on `platform`, or nil when the platform has that category.
  static func message(_ category: ContentSizeCategory, on platform: DimensPlatform) -> String? {
    guard !platform.hasCategory(category) else { return nil }
    let name = OptionNames.shortName(category)
    guard platform.supportsDynamicType else {
      return "note: \(platform.rawValue) has no Dynamic Type; the text size \(name) is ignored"
    }
    let used = OptionNames.shortName(platform.rampCategory(for: category))
    return "note: \(platform.rawValue) has no \(name) text size; \(used) is used"
  }

  /// Writes the note for an explicitly given `category` in `configuration` to `error`, unless
  /// this pair was noted before; nothing when no category was given.
  mutating func note<Errors: CommandOutput>(
    _ category: ContentSizeCategory?, in configuration: DimensConfiguration,
    error: inout Errors
  ) {
    guard let category else { return }
    let platform = configuration.platform
    guard let message = Self.message(category, on: platform),
      noted.insert(Pair(platform: platform, category: category)).inserted
    else { return }
    error.writeLine(message)
  }

  /// Notes `category` for every platform of `configurations` that lacks it, but only when none
  /// of them has it (the option then changes nothing anywhere); nothing without a category.
  mutating func noteIfNowhere<Errors: CommandOutput>(
    _ category: ContentSizeCategory?, in configurations: [DimensConfiguration],
    error: inout Errors
  ) {
    guard let category,
      !configurations.contains(where: { $0.platform.hasCategory(category) })
    else { return }
    for configuration in configurations { note(category, in: configuration, error: &error) }
  }

  /// The note for a single value that `category` leaves as it is at the window's default
  /// category `standard`.
  static func unchanged(_ category: ContentSizeCategory, default standard: ContentSizeCategory)
    -> String
  {
    "note: the text size \(OptionNames.shortName(category)) gives the same value as the "
      + "default \(OptionNames.shortName(standard)): this value does not follow Dynamic Type "
      + "(sdp, wdp, hdp and the strategies follow the window only; ssp and scaled(relativeTo:) "
      + "follow the text size) or is capped below it"
  }
}
