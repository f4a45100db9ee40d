extension Int {
  /// The count with its noun, singular for exactly one: `1 expression`, `3 expressions`,
  /// `0 windows` (`plural` when adding "s" is wrong).
  func counted(_ singular: String, plural: String? = nil) -> String {
    "\(self) " + (self == 1 ? singular : plural ?? singular + "s")
  }
}
