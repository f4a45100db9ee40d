@testable import AppDimensCommandLine

/// Reads `text` as a design-tokens file named `t.json`, with the tool's expression language.
func readTokens(_ text: String, roles: [TokenRoleRule] = []) throws -> DesignSystem {
  try DesignSystem(
    files: [DesignSystem.File(name: "t.json", bytes: Array(text.utf8))],
    options: .init(roles: roles, expressions: AuditCommand.compiler))
}

/// The first problem reading `text` as a design-tokens file gives (or its read error), nil
/// when it reads without one.
func tokenFailure(_ text: String, roles: [TokenRoleRule] = []) -> String? {
  do {
    return try readTokens(text, roles: roles).problems.first?.description
  } catch {
    return (error as? DesignSystem.ReadError)?.message ?? "\(error)"
  }
}
