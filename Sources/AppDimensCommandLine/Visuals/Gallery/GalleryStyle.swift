/// The gallery's style sheet: inline CSS, system fonts only, light colors, so the page works
/// offline and prints well.
///
/// Policy: the text contains no `<`, `>` or `&`, so it is the same in HTML and in XML
/// (the page is written as polyglot markup that an XML parser can check).
enum GalleryStyle {
  /// The font stack: the platform's UI font first.
  static let fontStack =
    "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif"

  /// The style sheet, one rule per line.
  static let css: [String] = [
    ":root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #e5e5ea;"
      + " --accent: #0066cc; }",
    "* { box-sizing: border-box; }",
    "body { margin: 0; background: #f5f5f7; color: var(--ink); font: 14px/1.45 \(fontStack);"
      + " -webkit-font-smoothing: antialiased; }",
    "main { max-width: 1320px; margin: 0 auto; padding: 40px 32px 64px; }",
    "code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;"
      + " font-size: 0.92em; }",
    "h1 { font-size: 32px; line-height: 1.15; letter-spacing: -0.02em; margin: 0 0 8px; }",
    "h2 { font-size: 22px; letter-spacing: -0.01em; margin: 44px 0 14px; }",
    ".lead { color: var(--muted); font-size: 15px; max-width: 880px; margin: 0 0 18px; }",
    ".chips { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 10px; padding: 0;"
      + " list-style: none; }",
    ".chips li { background: #fff; border: 1px solid var(--line); border-radius: 999px;"
      + " padding: 4px 12px; font-size: 12.5px; }",
    ".chips b { font-weight: 600; margin-right: 6px; }",
    "nav { display: flex; flex-wrap: wrap; gap: 18px; font-size: 13px; margin-top: 14px; }",
    "nav a { color: var(--accent); text-decoration: none; }",
    ".note { color: var(--muted); font-size: 13px; margin: -6px 0 14px; }",
    ".type-row { display: flex; gap: 14px; align-items: flex-start; }",
    ".type-sample { background: #fff; border-radius: 14px; padding: 14px 18px 16px;"
      + " box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05), 0 6px 18px rgba(0, 0, 0, 0.05);"
      + " flex: 1 1 auto; min-width: 0; overflow-wrap: break-word; }",
    ".type-sample .category { font-size: 12px; font-weight: 600; color: var(--muted);"
      + " margin-bottom: 6px; }",
    ".type-sample .title { font-weight: 600; letter-spacing: -0.01em; line-height: 1.2; }",
    ".type-sample .body { margin: 4px 0 8px; color: #3a3a3c; }",
    ".type-sample .values { font-size: 12px; color: var(--muted);"
      + " font-variant-numeric: tabular-nums; }",
    ".device { background: #fff; border-radius: 18px; padding: 20px 24px 26px; margin: 0 0 20px;"
      + " box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05), 0 8px 24px rgba(0, 0, 0, 0.05); }",
    ".device-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 12px;"
      + " margin-bottom: 18px; }",
    ".device h3 { font-size: 17px; margin: 0; }",
    ".meta { color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; }",
    ".windows { display: flex; flex-wrap: wrap; gap: 28px 40px; align-items: flex-start; }",
    "figure.window { margin: 0; display: flex; gap: 14px; align-items: flex-start; }",
    ".frame { flex: none; overflow: hidden; background: #1d1d1f; border: 4px solid #1d1d1f;"
      + " box-shadow: 0 2px 6px rgba(0, 0, 0, 0.12), 0 14px 30px rgba(0, 0, 0, 0.10); }",
    ".frame.vision { background: #d1d1d6; border-color: #d1d1d6; }",
    ".frame.pane { border-color: #48484a; }",
    ".screen { transform-origin: 0 0; overflow: hidden;"
      + " background: linear-gradient(180deg, #e9eef7 0%, #f6f7fa 100%); }",
    ".card { background: #fff; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06),"
      + " 0 8px 20px rgba(0, 0, 0, 0.08); }",
    ".card .title { font-weight: 600; letter-spacing: -0.01em; line-height: 1.2; margin: 0; }",
    ".card .body { margin: 0.35em 0 0; color: #3a3a3c; }",
    ".tiles { display: grid; }",
    ".tile { display: block; background: #d6e6ff; }",
    ".tile:nth-child(3n+2) { background: #ffe3cf; }",
    ".tile:nth-child(3n) { background: #d3f1e1; }",
    "figcaption { min-width: 210px; font-size: 12.5px; }",
    ".window-title { font-weight: 600; font-size: 13.5px; }",
    ".window-size { color: var(--muted); margin-bottom: 6px; font-variant-numeric: tabular-nums; }",
    "table.numbers { border-collapse: collapse; font-variant-numeric: tabular-nums; }",
    ".numbers th, .numbers td { padding: 3px 0 3px 14px; border-top: 1px solid var(--line);"
      + " text-align: right; white-space: nowrap; }",
    ".numbers th:first-child { padding-left: 0; text-align: left; font-weight: 400;"
      + " color: var(--muted); }",
    ".numbers thead th { border-top: 0; font-weight: 600; color: var(--ink); font-size: 11.5px; }",
    ".key { color: var(--accent); font-size: 11px; margin-left: 5px; }",
    "footer { color: var(--muted); font-size: 12px; margin-top: 40px; }",
  ]
}
