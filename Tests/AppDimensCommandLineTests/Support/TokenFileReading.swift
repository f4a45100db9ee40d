@testable import AppDimensCommandLine

/// Reads `text` as a design-tokens file named `t.json`.
func readTokens(_ text: String) throws(UsageError) -> DesignTokenFile {
  try DesignTokenFile(bytes: Array(text.utf8), name: "t.json")
}

/// The error message reading `text` as a design-tokens file gives, or nil when it reads.
func tokenFailure(_ text: String) -> String? {
  do {
    _ = try readTokens(text)
    return nil
  } catch {
    return error.message
  }
}
