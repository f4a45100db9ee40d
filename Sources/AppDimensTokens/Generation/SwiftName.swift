/// Token and group names as Swift developers write them: members lowerCamelCase, types
/// UpperCamelCase, a reserved word in backticks.
///
/// | name in the file | member | type |
/// |---|---|---|
/// | `font-size-250` | `fontSize250` | `FontSize250` |
/// | `spacing_100` | `spacing100` | `Spacing100` |
/// | `minTarget` | `minTarget` | `MinTarget` |
/// | `XL` | `xl` | `XL` |
/// | `100` | `_100` | `_100` |
/// | `default` | `` `default` `` | `Default` |
/// | `größe` | `grE` | `GrE` |
///
/// Letters and digits are ASCII; every other character separates words.
enum SwiftName {
  /// The words of `name`: runs of ASCII letters and digits.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `word` with its first letter upper-cased.
  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// The member name of `name` (escaped when reserved).
  static func member(_ name: String) -> String {
    let parts = words(name)
    guard let first = parts.first else { return "_" }
    // An all-capitals first word (`XL`, `MD`) is lower-cased whole, as in `xlTitle`.
    let lead =
      first.allSatisfy({ $0.isUppercase || $0.isNumber })
      ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    let joined = lead + parts.dropFirst().map(capitalized).joined()
    return escaped(joined)
  }

  /// The type name of `name` (escaped when reserved).
  static func type(_ name: String) -> String {
    let joined = words(name).map(capitalized).joined()
    return escaped(joined.isEmpty ? "_" : joined)
  }

  /// `name` with `_` before a leading digit, in backticks when it is a reserved word.
  static func escaped(_ name: String) -> String {
    let safe = name.first?.isNumber == true ? "_" + name : name
    return reserved.contains(safe) ? "`" + safe + "`" : safe
  }

  /// Swift's keywords (The Swift Programming Language, Lexical Structure, "Keywords and
  /// Punctuation"), and the names a nested type cannot take unescaped.
  static let reserved: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
  ]
}
